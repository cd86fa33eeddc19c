import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OverviewFigures } from '@/features/overview/components/overview-figures';
import { adminNav } from './nav';

/** /admin: the console's start page: the academy's figures (decision 268), then a card per console section. */
export function Component() {
  const { t } = useTranslation('console');
  const sections = adminNav.filter((e) => !e.end);
  return (
    <section aria-labelledby="admin-title" className="mx-auto max-w-6xl">
      <h1 id="admin-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <OverviewFigures />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 font-semibold text-slate-900 shadow-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon className="size-6 text-brand-600" aria-hidden="true" />
              {t(`nav.${label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
