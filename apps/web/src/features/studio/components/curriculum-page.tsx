import { Layers, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCreateChapter } from '../api/create-chapter';
import { useDeleteChapter } from '../api/delete-chapter';
import { useReorder } from '../api/reorder';
import { messageOf } from '../lib/api-errors';
import { useStudioT } from '../lib/studio-t';
import { AddItemDialog } from './add-item-dialog';
import { ChapterCard } from './chapter-card';
import { useCourseOutlet } from './course-shell';
import { useDeleteWithConfirm } from './delete-with-confirm';
import { panelClass } from './field-classes';
import { SortableList } from './sortable-list';

/**
 * 'Kurikulum': chapters and their items, each list reordered by drag and drop, by keyboard
 * (focus the grip, Space, arrows, Space) or by the up/down buttons; add, rename, delete (asking
 * how many learners a deletion touches).
 */
export function CurriculumPage() {
  const { course } = useCourseOutlet();
  const create = useCreateChapter(course.id);
  const removeChapter = useDeleteChapter(course.id);
  const reorder = useReorder(course.id);
  const del = useDeleteWithConfirm();
  const t = useStudioT();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addTo, setAddTo] = useState<{ id: number; title: string } | null>(null);

  // One chapter per click: a double click arrives before the button is disabled.
  const once = useSingleFlight();
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setError(t('studioMessages:titleRequired'));
    await once(async () => {
      try {
        await create.mutateAsync(title.trim());
        setTitle('');
        setError(null);
        notify(t('studio:curriculum.chapterAdded'), 'success');
      } catch (err) {
        setError(messageOf(err, t('studio:common.error')));
      }
    });
  };

  return (
    <section aria-labelledby="curriculum-title" className="space-y-4">
      <div>
        <h2 id="curriculum-title" className="text-xl font-bold text-slate-900">
          {t('studio:curriculum.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('studio:curriculum.lead')}</p>
        {course.chapters.length > 1 && <p className="text-sm text-slate-600">{t('studio:curriculum.dragWithin')}</p>}
      </div>
      {course.chapters.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-12 text-center">
          <Layers className="size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 text-slate-600">{t('studio:curriculum.empty')}</p>
        </div>
      ) : (
        <SortableList
          items={course.chapters}
          label={t('studio:curriculum.order')}
          onReorder={(ids) => void reorder.reorder({ kind: 'chapters', courseId: course.id }, ids).catch((e: unknown) => notify(messageOf(e, t('studio:common.error')), 'error'))}
          renderItem={(chapter, index) => (
            <ChapterCard
              courseId={course.id}
              chapter={chapter}
              chapters={course.chapters}
              index={index}
              askDelete={del.ask}
              onAddItem={() => setAddTo({ id: chapter.id, title: chapter.title })}
              onDeleteChapter={() =>
                del.ask({
                  what: 'bab',
                  title: chapter.title,
                  // Distinct learners (decision 245): one who completed three items is one.
                  completedCount: chapter.completed_count,
                  run: (confirm) => removeChapter.mutateAsync({ id: chapter.id, confirm }),
                })
              }
            />
          )}
        />
      )}
      <form onSubmit={(e) => void add(e)} noValidate className={`${panelClass} flex flex-col gap-3 sm:flex-row sm:items-end`}>
        <div className="min-w-0 flex-1">
          <Label htmlFor="new-chapter-title">{t('studio:curriculum.newChapter')}</Label>
          <Input
            id="new-chapter-title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'new-chapter-title-error' : undefined}
          />
          <FieldError id="new-chapter-title-error" message={error} />
        </div>
        <Button type="submit" loading={create.isPending} className={error ? 'sm:mb-7' : undefined}>
          <Plus className="size-4" aria-hidden="true" />
          {t('studio:curriculum.addChapter')}
        </Button>
      </form>
      {del.dialog}
      <AddItemDialog courseId={course.id} chapter={addTo} onClose={() => setAddTo(null)} />
    </section>
  );
}
