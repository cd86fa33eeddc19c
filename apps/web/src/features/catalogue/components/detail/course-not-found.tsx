import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Friendly state for an unknown course (spec 8: not found is only logged; the page says so plainly). */
export function CourseNotFound() {
  const { t } = useTranslation('catalogue');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('detail.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('detail.notFoundText')}</p>
      <Button asChild className="mt-8" size="lg">
        <Link to={paths.home}>{t('detail.notFoundAction')}</Link>
      </Button>
    </section>
  );
}
