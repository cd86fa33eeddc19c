import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * Previous / next for a console list (`meta: { total, page, per_page }`): 'Halaman x dari y · n {noun}'.
 * Renders nothing when everything fits on one page.
 */
export function ListPager({ meta, noun, onPage }: { meta: { total: number; page: number; per_page: number }; noun: string; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(meta.total / meta.per_page));
  if (last <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="abu" size="sm" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
        {t('pager.previous')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('pager.summary', { page: meta.page, last, total: meta.total, noun })}
      </p>
      <Button variant="abu" size="sm" disabled={meta.page >= last} onClick={() => onPage(meta.page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
