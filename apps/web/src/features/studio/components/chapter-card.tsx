import type { StudioChapter } from '@kelas/contracts/studio';
import { Check, Copy, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { FieldError, Input, Label } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { useDeleteItem } from '../api/delete-item';
import { useDuplicateChapter } from '../api/duplicate-chapter';
import { useMoveItem } from '../api/move-item';
import { useReorder } from '../api/reorder';
import { useUpdateChapter } from '../api/update-chapter';
import { ApiError } from '@/lib/api-client';
import { useAcademyZone } from '@/lib/i18n/academy-format';
import { messageOf } from '../lib/api-errors';
import { releaseToBody, releaseToForm, type ReleaseProblem } from '../lib/release-form';
import { titleHasOwnNumber } from '../lib/chapter-heading';
import { useStudioT } from '../lib/studio-t';
import type { useDeleteWithConfirm } from './delete-with-confirm';
import { selectClass } from './field-classes';
import { fieldToSequence, PrakerjaSequenceSelect, sequenceToField } from './prakerja-sequence-select';
import { ReleaseBadge, ReleaseFields } from './release-fields';
import { SortableList } from './sortable-list';

type Props = {
  courseId: number;
  chapter: StudioChapter;
  /** Every chapter of the course, in order (the targets of 'Pindahkan ke bab…'). */
  chapters: Pick<StudioChapter, 'id' | 'title' | 'items'>[];
  index: number;
  askDelete: ReturnType<typeof useDeleteWithConfirm>['ask'];
  onDeleteChapter: () => void;
  onAddItem: () => void;
};

/**
 * One chapter: its title, programme session and drip rule (edited in place; decision 288), its items
 * in order (drag, keyboard or buttons) with their drip marks, edit and delete per item.
 */
export function ChapterCard({ courseId, chapter, chapters, index, askDelete, onDeleteChapter, onAddItem }: Props) {
  const rename = useUpdateChapter(courseId);
  const zone = useAcademyZone();
  const reorder = useReorder(courseId);
  const removeItem = useDeleteItem(courseId);
  const duplicate = useDuplicateChapter(courseId);
  const moveItem = useMoveItem(courseId);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(chapter.title);
  const [sequence, setSequence] = useState(sequenceToField(chapter.prakerja_sequence));
  const [release, setRelease] = useState(() => releaseToForm(chapter, zone));
  const [error, setError] = useState<string | null>(null);
  const [releaseError, setReleaseError] = useState<{ field: ReleaseProblem['field']; message: string } | null>(null);
  const headingId = `chapter-${chapter.id}-title`;
  const t = useStudioT();

  const reset = () => {
    setEditing(false);
    setTitle(chapter.title);
    setSequence(sequenceToField(chapter.prakerja_sequence));
    setRelease(releaseToForm(chapter, zone));
    setError(null);
    setReleaseError(null);
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setReleaseError(null);
    if (!title.trim()) return setError(t('studioMessages:titleRequired'));
    setError(null);
    const drip = releaseToBody(release, zone);
    if ('problem' in drip) return setReleaseError({ field: drip.problem.field, message: t(`studio:release.errors.${drip.problem.key}`) });
    try {
      await rename.mutateAsync({ id: chapter.id, body: { title: title.trim(), version: chapter.version, prakerja_sequence: fieldToSequence(sequence), ...drip.body } });
      setEditing(false);
      notify(t('studio:chapter.renamed'), 'success');
    } catch (err) {
      const days = err instanceof ApiError ? err.field('release_after_days') : undefined;
      const at = err instanceof ApiError ? err.field('release_at') : undefined;
      if (days || at) return setReleaseError({ field: days ? 'days' : 'at', message: (days ?? at)! });
      setError(messageOf(err, t('studio:common.error')));
    }
  };

  const copy = async () => {
    try {
      const created = await duplicate.mutateAsync(chapter.id);
      notify(t('studio:chapter.duplicated', { title: created.title }), 'success');
    } catch (err) {
      notify(messageOf(err, t('studio:common.error')), 'error');
    }
  };

  /** Moves the item to the end of another chapter (decision 270); the list shows it there at once. */
  const moveTo = async (item: { id: number; title: string; version: number }, targetId: number) => {
    const target = chapters.find((c) => c.id === targetId);
    if (!target) return;
    try {
      await moveItem.move(item.id, { chapter_id: target.id, position: target.items.length, version: item.version });
      notify(t('studio:chapter.moved', { title: item.title, chapter: target.title }), 'success');
    } catch (err) {
      notify(messageOf(err, t('studio:common.error')), 'error');
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      {editing ? (
        <form onSubmit={(e) => void save(e)} className="flex flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1">
            <Input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-label={t('studio:chapter.rename', { n: index + 1 })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${headingId}-error` : undefined}
              autoFocus
            />
            <FieldError id={`${headingId}-error`} message={error} />
            <div className="mt-2 max-w-xs">
              <Label htmlFor={`${headingId}-prakerja`}>{t('studio:chapter.prakerja')}</Label>
              <PrakerjaSequenceSelect id={`${headingId}-prakerja`} value={sequence} onChange={setSequence} noneLabel={t('studio:chapter.noPrakerja')} />
            </div>
            <ReleaseFields id={`${headingId}-release`} scope="chapter" className="mt-3 max-w-xl" value={release} onChange={setRelease} error={releaseError} />
          </div>
          <Button type="submit" size="sm" className="mt-1.5" loading={rename.isPending}>
            <Check className="size-4" aria-hidden="true" />
            {t('studio:common.save')}
          </Button>
          <Button
            size="sm"
            variant="abu"
            className="mt-1.5"
            onClick={reset}
          >
            <X className="size-4" aria-hidden="true" />
            {t('studio:common.cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 font-semibold break-words text-slate-900">
            {/* A title that already says 'Bab 2: …' is not numbered again. */}
            {!titleHasOwnNumber(chapter.title) && <span className="text-slate-500">{t('studio:chapter.number', { n: index + 1 })} </span>}
            {chapter.title}
            {chapter.prakerja_sequence !== null && (
              <Badge tone="kuning" className="ml-2 align-middle">
                {chapter.prakerja_sequence === 999 ? t('studio:chapter.prakerjaPostTest') : t('studio:chapter.prakerjaSession', { n: chapter.prakerja_sequence })}
              </Badge>
            )}
            <ReleaseBadge rule={chapter} className="ml-2 align-middle" />
          </h3>
          <Button size="sm" variant="polos" onClick={() => (reset(), setEditing(true))} aria-label={t('studio:chapter.editNamed', { title: chapter.title })}>
            <Pencil className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('studio:common.edit')}</span>
          </Button>
          <Button size="sm" variant="polos" onClick={() => void copy()} loading={duplicate.isPending} aria-label={t('studio:chapter.duplicateNamed', { title: chapter.title })}>
            <Copy className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('studio:chapter.duplicate')}</span>
          </Button>
          <Button size="sm" variant="polos" className="text-red-600" onClick={onDeleteChapter} aria-label={t('studio:chapter.deleteNamed', { title: chapter.title })}>
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('studio:common.delete')}</span>
          </Button>
        </div>
      )}

      {chapter.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">{t('studio:chapter.noItems')}</p>
      ) : (
        <SortableList
          items={chapter.items}
          label={t('studio:chapter.items', { title: chapter.title })}
          onReorder={(ids) =>
            void reorder.reorder({ kind: 'items', chapterId: chapter.id }, ids).catch((e: unknown) => notify(messageOf(e, t('studio:common.error')), 'error'))
          }
          renderItem={(item) => (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
              <div className="min-w-0 flex-[1_1_10rem]">
                <p className="font-medium break-words text-slate-900">{item.title}</p>
                <p className="text-xs text-slate-500">
                  {t(`studio:itemTypes.${item.item_type}`)}
                  {item.completed_count > 0 && ` · ${t('studio:chapter.completed', { count: item.completed_count })}`}
                </p>
                <ReleaseBadge rule={item} className="mt-1" />
              </div>
              <div className="flex flex-wrap gap-1">
                {chapters.length > 1 && (
                  <select
                    className={cn(selectClass, 'h-8 w-auto max-w-48 py-0 text-sm')}
                    value=""
                    aria-label={t('studio:chapter.moveToNamed', { title: item.title })}
                    onChange={(e) => void moveTo(item, Number(e.target.value))}
                  >
                    <option value="">{t('studio:chapter.moveTo')}</option>
                    {chapters.map((c, n) =>
                      c.id === chapter.id ? null : (
                        <option key={c.id} value={c.id}>
                          {titleHasOwnNumber(c.title) ? c.title : `${t('studio:chapter.number', { n: n + 1 })} ${c.title}`}
                        </option>
                      ),
                    )}
                  </select>
                )}
                <Button asChild size="sm" variant="garis">
                  <Link to={`/studio/courses/${courseId}/items/${item.id}`} aria-label={t('studio:chapter.editItemNamed', { title: item.title })}>
                    <Pencil className="size-4" aria-hidden="true" />
                    {t('studio:chapter.editItem')}
                  </Link>
                </Button>
                <Button
                  size="sm"
                  variant="polos"
                  className="text-red-600"
                  aria-label={t('studio:chapter.deleteItemNamed', { title: item.title })}
                  onClick={() =>
                    askDelete({ what: 'materi', title: item.title, completedCount: item.completed_count, run: (confirm) => removeItem.mutateAsync({ id: item.id, confirm }) })
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </div>
          )}
        />
      )}
      <Button size="sm" variant="garis" onClick={onAddItem}>
        <Plus className="size-4" aria-hidden="true" />
        {t('studio:chapter.addItem')}
      </Button>
    </section>
  );
}
