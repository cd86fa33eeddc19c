import { fileSizeText } from '@kelas/contracts/format';
import { BookOpenText, CloudCheck, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSavedReadings } from '../hooks/use-saved-readings';
import type { SavedReading } from '../lib/offline-types';

/** Saved items grouped by course, in the order of their newest item. */
function byCourse(items: SavedReading[]): { slug: string; title: string; items: SavedReading[] }[] {
  const groups = new Map<string, { slug: string; title: string; items: SavedReading[] }>();
  for (const s of items) {
    const g = groups.get(s.courseSlug) ?? { slug: s.courseSlug, title: s.courseTitle, items: [] };
    g.items.push(s);
    groups.set(s.courseSlug, g);
  }
  return [...groups.values()];
}

/**
 * Programmu while offline: the readings and texts saved on this device, by course,
 * each opening in the player (`/learning/{slug}?item={id}`), which reads them from the device.
 */
export function SavedReadingsList() {
  const { t } = useTranslation('offline');
  const { data = [], isPending } = useSavedReadings();
  if (isPending) return null;
  return (
    <section
      aria-labelledby="saved-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="saved-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CloudCheck className="size-5 text-emerald-700" aria-hidden="true" />
        {t('savedListTitle')}
      </h2>
      {data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('savedListEmpty')}</p>
      ) : (
        <div className="mt-4 space-y-5">
          {byCourse(data).map((course) => (
            <div key={course.slug}>
              <h3 className="font-semibold text-slate-800">{course.title}</h3>
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {course.items.map((s) => (
                  <li key={s.itemId} className="flex items-center gap-3 p-3">
                    {s.itemType === 'reading' ? (
                      <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                    ) : (
                      <BookOpenText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">{s.name}</span>
                      {s.bytes > 0 && <span className="text-xs text-slate-600">{fileSizeText(s.bytes)}</span>}
                    </span>
                    <Button asChild size="sm">
                      <Link
                        to={`${paths.learning(s.courseSlug)}?item=${s.itemId}`}
                        aria-label={t('openSavedLabel', { name: s.name })}
                      >
                        {t('openSaved')}
                      </Link>
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
