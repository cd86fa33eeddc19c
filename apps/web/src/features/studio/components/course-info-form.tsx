import { zodResolver } from '@hookform/resolvers/zod';
import { COURSE_KINDS } from '@kelas/contracts/catalogue-kinds';
import type { StudioCourse } from '@kelas/contracts/studio';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useTools } from '../api/options';
import { useUpdateCourse } from '../api/update-course';
import { useBaseVersion } from '../hooks/use-base-version';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { isStale, messageOf } from '../lib/api-errors';
import { changedFields } from '../lib/conflict-diff';
import { courseFormSchema, courseToForm, formToCourseBody, type CourseFormIn, type CourseFormOut } from '../lib/course-form';
import { useStudioT } from '../lib/studio-t';
import { panelClass, selectClass } from './field-classes';
import { FileUploadField } from './file-upload-field';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { ConfirmDialog } from './confirm-dialog';
import { StaleAlert } from './stale-alert';

/** The label key of each field in the conflict banner. */
const LABELS = {
  kind: 'studio:info.kind',
  title: 'studio:info.title',
  slug: 'studio:info.slug',
  description: 'studio:info.description',
  thumbnail: 'studio:info.thumbnail',
  duration_hours: 'studio:info.duration',
  group_whatsapp: 'studio:info.group',
  prakerja_course_code: 'studio:info.prakerja',
  tool_ids: 'studio:info.tools',
  sequential: 'studio:info.sequential',
  recording_makeup: 'studio:info.recordingMakeup',
} as const;
const FIELDS = ['kind', 'title', 'slug', 'description', 'thumbnail', 'duration_hours', 'group_whatsapp', 'prakerja_course_code', 'tool_ids', 'sequential', 'recording_makeup'] as const;
/** An example address (not language). */
const GROUP_EXAMPLE = 'https://chat.whatsapp.com/…';

/**
 * 'Informasi': kind, title, slug, description (rich text), thumbnail, duration, chat-group link,
 * programme course code, tools, the order setting ('Kelas berurutan', decision 241) and whether a
 * session's recording makes up for attendance (decision 288), saved with the version last read (409 → reload offer).
 */
export function CourseInfoForm({ course, onReload }: { course: StudioCourse; onReload: () => Promise<unknown> }) {
  const update = useUpdateCourse(course.id);
  const tools = useTools();
  // A save refused as stale (409) keeps the form's edits beside the newer version (decision 270).
  const [stale, setStale] = useState<{ message: string; newer: StudioCourse | null } | null>(null);
  const t = useStudioT();
  const schema = useMemo(() => courseFormSchema(t), [t]);
  const form = useForm<CourseFormIn, unknown, CourseFormOut>({ resolver: zodResolver(schema), defaultValues: courseToForm(course) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const guard = useUnsavedChanges(isDirty && !isSubmitting);
  const version = useBaseVersion(form, course.version, () => courseToForm(course));
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;
  const described = (name: string, has: unknown) => (has ? `course-${name}-error` : undefined);

  const [confirming, setConfirming] = useState<{ values: CourseFormOut; base: number } | null>(null);
  const save = async (values: CourseFormOut, confirm: boolean, baseVersion = version.base) => {
    try {
      const saved = await update.mutateAsync({ body: formToCourseBody(values, baseVersion), confirm });
      version.rebase(saved.version, courseToForm(saved));
      setStale(null);
      notify(t('studio:info.saved'), 'success');
    } catch (e) {
      if (isStale(e)) return void readNewer(e.message);
      if (e instanceof ApiError && (e.status === 422 || e.status === 409)) {
        let placed = false;
        for (const f of FIELDS) {
          const m = e.field(f);
          if (m) {
            form.setError(f, { message: m });
            placed = true;
          }
        }
        if (!placed && e.status === 409) return form.setError('slug', { message: e.message });
        // A published course that would lose part of its publish checklist: what is missing, by name.
        const rest = Object.entries(e.errors ?? {}).filter(([k]) => !(FIELDS as readonly string[]).includes(k));
        if (!placed || rest.length) form.setError('root', { message: [e.message, ...rest.map(([, m]) => m[0])].join(' ') });
        return;
      }
      form.setError('root', { message: messageOf(e, t('studio:common.error')) });
    }
  };
  // A published course's kind or slug changes its page and its links: asked first (decision 260).
  const submit = form.handleSubmit(async (values) => {
    if (course.status === 'published' && (values.kind !== course.kind || values.slug !== course.slug)) return setConfirming({ values, base: version.base });
    await save(values, false);
  });

  /** Reads the newer version into the banner, leaving the form (and its edits) as it is. */
  const readNewer = async (message: string) => {
    setStale({ message, newer: null });
    const fresh = (await onReload()) as { data?: StudioCourse };
    setStale({ message, newer: fresh.data ?? null });
  };
  const newer = stale?.newer;
  const keep = stale
    ? {
        changes: newer ? changedFields(form.getValues(), courseToForm(newer), (f) => (f in LABELS ? t(LABELS[f as keyof typeof LABELS]) : null)) : null,
        busy: isSubmitting,
        // Saved again on the newer version; a published course's kind or slug still asks first.
        onOverwrite: () =>
          newer &&
          void form.handleSubmit(async (values) => {
            if (newer.status === 'published' && (values.kind !== newer.kind || values.slug !== newer.slug)) return setConfirming({ values, base: newer.version });
            await save(values, false, newer.version);
          })(),
        onUseLatest: () => {
          if (!newer) return;
          version.rebase(newer.version, courseToForm(newer));
          setStale(null);
        },
      }
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {guard}
      {stale && keep && <StaleAlert message={stale.message} keep={keep} />}
      <div className={`${panelClass} grid grid-cols-1 gap-5 md:grid-cols-2`}>
        <div>
          <Label htmlFor="course-kind">{t('studio:info.kind')}</Label>
          <select id="course-kind" className={selectClass} {...form.register('kind')}>
            {COURSE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`studio:kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="course-title">{t('studio:info.title')}</Label>
          <Input id="course-title" aria-invalid={err('title') ? true : undefined} aria-describedby={described('title', err('title'))} {...form.register('title')} />
          <FieldError id="course-title-error" message={err('title')} />
        </div>
        <div>
          <Label htmlFor="course-slug">{t('studio:info.slug')}</Label>
          <Input id="course-slug" aria-invalid={err('slug') ? true : undefined} aria-describedby={`course-slug-hint ${described('slug', err('slug')) ?? ''}`} {...form.register('slug')} />
          <p id="course-slug-hint" className="mt-1 text-xs text-slate-500">
            {t('studio:info.slugHint')}
          </p>
          <FieldError id="course-slug-error" message={err('slug')} />
        </div>
        <div>
          <Label htmlFor="course-duration">{t('studio:info.duration')}</Label>
          <Input id="course-duration" type="number" inputMode="numeric" min={0} step={1} aria-invalid={err('duration_hours') ? true : undefined} aria-describedby={described('duration_hours', err('duration_hours'))} {...form.register('duration_hours')} />
          <FieldError id="course-duration_hours-error" message={err('duration_hours')} />
        </div>
        <div>
          <Label htmlFor="course-group">{t('studio:info.group')}</Label>
          <Input id="course-group" type="url" placeholder={GROUP_EXAMPLE} aria-invalid={err('group_whatsapp') ? true : undefined} aria-describedby={described('group_whatsapp', err('group_whatsapp'))} {...form.register('group_whatsapp')} />
          <FieldError id="course-group_whatsapp-error" message={err('group_whatsapp')} />
        </div>
        <div>
          <Label htmlFor="course-prakerja">{t('studio:info.prakerja')}</Label>
          <Input id="course-prakerja" placeholder={t('studio:info.prakerjaPlaceholder')} aria-invalid={err('prakerja_course_code') ? true : undefined} aria-describedby={described('prakerja_course_code', err('prakerja_course_code'))} {...form.register('prakerja_course_code')} />
          <FieldError id="course-prakerja_course_code-error" message={err('prakerja_course_code')} />
        </div>
        <div className="md:col-span-2">
          <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
            <input
              id="course-sequential"
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              aria-describedby={`course-sequential-hint${err('sequential') ? ' course-sequential-error' : ''}`}
              {...form.register('sequential')}
            />
            <span>
              <span className="block text-sm font-medium text-slate-800">{t('studio:info.sequential')}</span>
              <span id="course-sequential-hint" className="block text-xs text-slate-600">
                {t('studio:info.sequentialHint')}
              </span>
            </span>
          </label>
          <FieldError id="course-sequential-error" message={err('sequential')} />
        </div>
        <div className="md:col-span-2">
          <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
            <input
              id="course-recording-makeup"
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              aria-describedby={`course-recording-makeup-hint${err('recording_makeup') ? ' course-recording_makeup-error' : ''}`}
              {...form.register('recording_makeup')}
            />
            <span>
              <span className="block text-sm font-medium text-slate-800">{t('studio:info.recordingMakeup')}</span>
              <span id="course-recording-makeup-hint" className="block text-xs text-slate-600">
                {t('studio:info.recordingMakeupHint')}
              </span>
            </span>
          </label>
          <FieldError id="course-recording_makeup-error" message={err('recording_makeup')} />
        </div>
        <div className="md:col-span-2">
          <Controller
            control={form.control}
            name="thumbnail"
            render={({ field }) => (
              <FileUploadField
                label={t('studio:info.thumbnail')}
                purpose="thumbnail"
                hint={(size) => t('studio:info.thumbnailHint', { size })}
                value={field.value}
                onChange={(path) => field.onChange(path)}
                error={err('thumbnail')}
                removable
              />
            )}
          />
        </div>
        <div className="md:col-span-2">
          <Label id="course-description-label" htmlFor="course-description">
            {t('studio:info.description')}
          </Label>
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextEditor
                id="course-description"
                labelledBy="course-description-label"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(err('description'))}
                describedBy={described('description', err('description'))}
              />
            )}
          />
          <FieldError id="course-description-error" message={err('description')} />
        </div>
        <fieldset className="md:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('studio:info.tools')}</legend>
          {tools.isPending ? (
            <p className="text-sm text-slate-500">{t('studio:info.toolsLoading')}</p>
          ) : tools.isError ? (
            <p className="text-sm text-red-600">{t('studio:info.toolsFailed')}</p>
          ) : (
            <Controller
              control={form.control}
              name="tool_ids"
              render={({ field }) => (
                <div className="flex flex-wrap gap-2">
                  {tools.data.map((tool) => {
                    const on = field.value.includes(tool.id);
                    return (
                      <label key={tool.id} className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-600"
                          checked={on}
                          onChange={() => field.onChange(on ? field.value.filter((x) => x !== tool.id) : [...field.value, tool.id])}
                        />
                        {tool.name}
                      </label>
                    );
                  })}
                </div>
              )}
            />
          )}
        </fieldset>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        tone="biru"
        title={t('studio:info.publicChangeTitle')}
        description={t('studio:info.publicChangeBody', { slug: course.slug })}
        confirmLabel={t('studio:info.publicChangeConfirm')}
        busy={update.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const asked = confirming;
          setConfirming(null);
          if (asked) void save(asked.values, true, asked.base);
        }}
      />
      {errors.root?.message && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        {isDirty && <span className="text-sm text-amber-700">{t('studio:common.unsaved')}</span>}
        <Button type="submit" loading={isSubmitting}>
          <Save className="size-4" aria-hidden="true" />
          {t('studio:info.save')}
        </Button>
      </div>
    </form>
  );
}
