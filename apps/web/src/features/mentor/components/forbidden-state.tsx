import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** 403 for anyone who is not a mentor or an admin. */
export function ForbiddenState() {
  const { t } = useTranslation('mentor');
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center"
      aria-labelledby="forbidden-title"
    >
      <span
        className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600"
        aria-hidden="true"
      >
        <ShieldAlert className="size-8" />
      </span>
      <p className="mt-4 text-sm font-semibold tracking-wide text-red-600">403</p>
      <h1 id="forbidden-title" className="mt-1 text-2xl font-bold text-slate-900">
        {t('forbidden.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('forbidden.text')}</p>
      <Button asChild className="mt-6">
        <Link to={paths.programmu}>{t('forbidden.back')}</Link>
      </Button>
    </section>
  );
}
