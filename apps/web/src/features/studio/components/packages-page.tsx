import { Plus, Tags } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { useStudioT } from '../lib/studio-t';
import { useCourseOutlet } from './course-shell';
import { PackageCard } from './package-card';

/** 'Harga': the course's price packages ('PENDAFTARAN & HARGA' on the detail page), each saved on its own. */
export function PackagesPage() {
  const { course, refetch } = useCourseOutlet();
  const t = useStudioT();
  const [adding, setAdding] = useState(false);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const onDirtyChange = useCallback((key: string, d: boolean) => setDirty((prev) => (prev[key] === d ? prev : { ...prev, [key]: d })), []);
  const guard = useUnsavedChanges(Object.values(dirty).some(Boolean));

  return (
    <section aria-labelledby="packages-title" className="space-y-4">
      {guard}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="packages-title" className="text-xl font-bold text-slate-900">
            {t('studio:packages.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('studio:packages.lead')}</p>
        </div>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('studio:packages.add')}
          </Button>
        )}
      </div>
      {course.packages.length === 0 && !adding && (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-12 text-center">
          <Tags className="size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 text-slate-600">{t('studio:packages.empty')}</p>
        </div>
      )}
      {course.packages.map((p, i) => (
        <PackageCard key={p.id} courseId={course.id} pkg={p} index={i} onDirtyChange={onDirtyChange} onReload={refetch} />
      ))}
      {adding && <PackageCard courseId={course.id} pkg={null} index={course.packages.length} onDirtyChange={onDirtyChange} onCreated={() => setAdding(false)} onReload={refetch} />}
    </section>
  );
}
