import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Pratinjau' (decision 244): staff see the course as a learner would, and nothing they do is recorded. */
export function PreviewBanner() {
  const { t } = useTranslation('learning');
  return (
    <section aria-labelledby="preview-badge" className="mb-4 flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <Eye className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <strong id="preview-badge" className="mr-2 inline-block rounded-md bg-amber-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
          {t('preview.badge')}
        </strong>
        {t('preview.text')}
      </p>
    </section>
  );
}
