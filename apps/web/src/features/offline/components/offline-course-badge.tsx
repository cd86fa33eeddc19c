import { CloudCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSavedReadings } from '../hooks/use-saved-readings';

/** On a Programmu card: 'n materi tersedia offline' when items of that course are saved on this device. */
export function OfflineCourseBadge({ slug }: { slug: string }) {
  const { t } = useTranslation('offline');
  const count = (useSavedReadings().data ?? []).filter((s) => s.courseSlug === slug).length;
  if (count === 0) return null;
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
      <CloudCheck className="size-4" aria-hidden="true" />
      {t('savedCount', { count })}
    </p>
  );
}
