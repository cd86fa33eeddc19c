import { Compass, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Any other path (spec 2.1): '404 Not Found'. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-20 items-center justify-center rounded-3xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Compass className="size-10" aria-hidden="true" />
      </span>
      <h1 className="mt-8 text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <div className="mt-8">
        <Button asChild size="lg">
          <Link to={paths.home}>
            <Home className="size-5" aria-hidden="true" />
            {t('notFound.home')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
