import { zodResolver } from '@hookform/resolvers/zod';
import { ITEM_TYPES, type ItemType } from '@kelas/contracts/learning';
import { ChevronLeft, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { fieldToSequence, PrakerjaSequenceSelect, sequenceToField } from './prakerja-sequence-select';
import { ApiError } from '@/lib/api-client';
import { useAcademyZone } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useCreateItem } from '../api/create-item';
import { useUpdateItem } from '../api/update-item';
import { useBaseVersion } from '../hooks/use-base-version';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { isStale, messageOf } from '../lib/api-errors';
import { changedFields } from '../lib/conflict-diff';
import { checkItemForm, fieldOfDetailPath, itemFormSchema, itemToForm, type ItemForm } from '../lib/item-form';
import { releaseToBody, releaseToForm, type ReleaseProblem } from '../lib/release-form';
import type { StudioT } from '../lib/studio-t';
import { useStudioT } from '../lib/studio-t';
import { useCourseOutlet } from './course-shell';
import { panelClass } from './field-classes';
import { ItemDetailFields } from './item-detail-fields';
import { QuizEditor } from './quiz-editor';
import { ReleaseFields } from './release-fields';
import { StaleAlert } from './stale-alert';

type Props = { itemId: number | null; newChapterId: number | null; newType: string | null };
type EditedItem = {
  id: number;
  title: string;
  detail: Record<string, unknown>;
  version: number;
  completed_count: number;
  prakerja_sequence?: number | null;
  release_after_days?: number | null;
  release_at?: string | null;
};
const ruleOf = (item: EditedItem | null) => ({ release_after_days: item?.release_after_days ?? null, release_at: item?.release_at ?? null });

/** The name of an item form's field in the conflict banner; null for fields it does not list. */
function itemFieldLabel(t: StudioT, type: ItemType, field: keyof ItemForm): string | null {
  const labels: Partial<Record<keyof ItemForm, string>> = {
    title: t('studio:item.title'),
    pdf: t('studio:fields.pdf'),
    html: t('studio:fields.text'),
    url: type === 'embed' ? t('studio:fields.embedUrl') : t('studio:fields.videoLink'),
    webinar_link: t('studio:fields.webinarLink'),
    starts_at: t('studio:fields.startsAt'),
    ends_at: t('studio:fields.endsAt'),
    instruction: type === 'practice' ? t('studio:fields.practiceInstruction') : t('studio:fields.instruction'),
    objective: t('studio:fields.objective'),
    duration: t('studio:fields.practiceDuration'),
    completion_rule: t('studio:fields.completionRule'),
    pass_mark: t('studio:fields.passMark'),
    duration_seconds: t('studio:fields.videoDuration'),
    questions: t('studio:fields.essayQuestions'),
  };
  return labels[field] ?? null;
}

/**
 * /studio/courses/:id/items/:itemId (or items/new?chapter=&type=): the item's title and the
 * inputs of its type; once it exists, its programme session and drip rule (decision 288); a quiz
 * also gets the quiz editor.
 */
export function ItemEditorPage({ itemId, newChapterId, newType }: Props) {
  const { course, refetch } = useCourseOutlet();
  const chapter = course.chapters.find((c) => (itemId ? c.items.some((i) => i.id === itemId) : c.id === newChapterId));
  const item = itemId ? (chapter?.items.find((i) => i.id === itemId) ?? null) : null;
  const type = (item?.item_type ?? (ITEM_TYPES as readonly string[]).find((t) => t === newType) ?? null) as ItemType | null;
  const back = `/studio/courses/${course.id}/curriculum`;
  const t = useStudioT();

  if (!chapter || !type || (itemId && !item)) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 px-4 py-12 text-center">
        <p className="text-slate-600">{t('studio:item.notFound')}</p>
        <Button asChild className="mt-4">
          <Link to={back}>{t('studio:item.back')}</Link>
        </Button>
      </div>
    );
  }
  return <ItemEditor key={item?.id ?? 'new'} courseId={course.id} chapter={chapter} item={item} type={type} back={back} onReload={refetch} />;
}

function ItemEditor({
  courseId,
  chapter,
  item,
  type,
  back,
  onReload,
}: {
  courseId: number;
  chapter: { id: number; title: string };
  item: EditedItem | null;
  type: ItemType;
  back: string;
  onReload: () => Promise<unknown>;
}) {
  const create = useCreateItem(courseId);
  const update = useUpdateItem(courseId);
  const navigate = useNavigate();
  // A save refused as stale (409) keeps the form's edits beside the newer version (decision 270).
  const [stale, setStale] = useState<{ message: string; newer: { item: EditedItem; values: ItemForm } | null } | null>(null);
  const [sequence, setSequence] = useState(sequenceToField(item?.prakerja_sequence));
  const zone = useAcademyZone();
  const [release, setRelease] = useState(() => releaseToForm(ruleOf(item), zone));
  const [releaseError, setReleaseError] = useState<{ field: ReleaseProblem['field']; message: string } | null>(null);
  const t = useStudioT();
  const schema = useMemo(() => itemFormSchema(t), [t]);
  const form = useForm<ItemForm>({ resolver: zodResolver(schema), defaultValues: itemToForm(item, type) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const guard = useUnsavedChanges(isDirty && !isSubmitting);
  const version = useBaseVersion(form, item?.version ?? 0, () => itemToForm(item, type));

  /** Reads the newer version into the banner, leaving the form (and its edits) as it is. */
  const readNewer = async (message: string) => {
    setStale({ message, newer: null });
    const fresh = (await onReload()) as { data?: { chapters: { items: EditedItem[] }[] } };
    const latest = fresh.data?.chapters.flatMap((c) => c.items).find((i) => i.id === item?.id);
    setStale(latest ? { message, newer: { item: latest, values: itemToForm(latest, type) } } : { message, newer: null });
  };

  const save = async (values: ItemForm, baseVersion: number) => {
    const checked = checkItemForm(type, values, t);
    const drip = releaseToBody(release, zone);
    setReleaseError('problem' in drip ? { field: drip.problem.field, message: t(`studio:release.errors.${drip.problem.key}`) } : null);
    if ('errors' in checked) {
      for (const [field, message] of checked.errors) form.setError(field, { message });
      return;
    }
    if ('problem' in drip && item) return;
    try {
      if (item) {
        const dripBody = 'body' in drip ? drip.body : {};
        const saved = await update.mutateAsync({ id: item.id, body: { title: values.title, detail: checked.detail, prakerja_sequence: fieldToSequence(sequence), ...dripBody, version: baseVersion } });
        version.rebase(saved.version, itemToForm(saved, type));
        setStale(null);
        notify(t('studio:item.saved'), 'success');
      } else {
        const created = await create.mutateAsync({ chapterId: chapter.id, body: { title: values.title, item_type: type, detail: checked.detail } });
        form.reset(values);
        notify(type === 'quiz' ? t('studio:item.quizCreated') : t('studio:item.added'), 'success');
        void navigate(type === 'quiz' ? `/studio/courses/${courseId}/items/${created.id}` : back, { replace: type === 'quiz' });
      }
    } catch (e) {
      if (isStale(e)) return void readNewer(e.message);
      if (e instanceof ApiError && e.status === 422 && e.errors) {
        for (const [path, messages] of Object.entries(e.errors)) {
          if (path === 'release_after_days' || path === 'release_at') {
            setReleaseError({ field: path === 'release_at' ? 'at' : 'days', message: messages[0] ?? '' });
            continue;
          }
          const parts = path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
          const field = parts[0] === 'title' ? 'title' : parts[0] === 'detail' ? fieldOfDetailPath(parts.slice(1)) : null;
          form.setError(field ?? 'root', { message: messages[0] });
        }
        return;
      }
      form.setError('root', { message: messageOf(e, t('studio:common.error')) });
    }
  };
  const submit = form.handleSubmit((values) => save(values, version.base));
  const newer = stale?.newer;
  const keep = stale
    ? {
        changes: newer ? changedFields(form.getValues(), newer.values, (f) => itemFieldLabel(t, type, f)) : null,
        busy: isSubmitting,
        // Saved again on the newer version: the form's values win, field by field as typed.
        onOverwrite: () => newer && void form.handleSubmit((values) => save(values, newer.item.version))(),
        onUseLatest: () => {
          if (!newer) return;
          version.rebase(newer.item.version, newer.values);
          setSequence(sequenceToField(newer.item.prakerja_sequence));
          setRelease(releaseToForm(ruleOf(newer.item), zone));
          setStale(null);
        },
      }
    : undefined;

  return (
    <div className="space-y-6">
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('studio:item.back')}
      </Link>
      <form onSubmit={submit} noValidate className={`${panelClass} space-y-5`} aria-labelledby="item-editor-title">
        {guard}
        <div>
          <h2 id="item-editor-title" className="text-xl font-bold text-slate-900">
            {t(item ? 'studio:item.editHeading' : 'studio:item.newHeading', { type: t(`studio:itemTypes.${type}`) })}
          </h2>
          <p className="text-sm text-slate-600">
            {item && item.completed_count > 0 ? t('studio:item.inChapterCompleted', { title: chapter.title, count: item.completed_count }) : t('studio:item.inChapter', { title: chapter.title })}
          </p>
        </div>
        {stale && keep && <StaleAlert message={stale.message} keep={keep} />}
        <div>
          <Label htmlFor="item-title">{t('studio:item.title')}</Label>
          <Input id="item-title" aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? 'item-title-error' : undefined} {...form.register('title')} />
          <FieldError id="item-title-error" message={errors.title?.message} />
        </div>
        <ItemDetailFields type={type} form={form} />
        {item && (
          <div className="max-w-sm">
            <Label htmlFor="item-prakerja">{t('studio:item.prakerja')}</Label>
            <PrakerjaSequenceSelect id="item-prakerja" value={sequence} onChange={setSequence} noneLabel={t('studio:item.followChapter')} />
            <p className="mt-1.5 text-xs text-slate-600">{t('studio:item.prakerjaHint')}</p>
          </div>
        )}
        {item && <ReleaseFields id="item-release" scope="item" className="max-w-xl" value={release} onChange={setRelease} error={releaseError} />}
        {errors.root?.message && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            <Save className="size-4" aria-hidden="true" />
            {item ? t('studio:item.save') : type === 'quiz' ? t('studio:item.createQuiz') : t('studio:item.add')}
          </Button>
        </div>
      </form>
      {type === 'quiz' && item && <QuizEditor itemId={item.id} courseId={courseId} />}
    </div>
  );
}
