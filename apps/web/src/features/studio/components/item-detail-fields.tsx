import type { ItemType } from '@kelas/contracts/learning';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { formatVideoLength, type ItemForm } from '../lib/item-form';
import { useStudioT } from '../lib/studio-t';
import { textareaClass } from './field-classes';
import { FileUploadField } from './file-upload-field';
import { RichTextEditor } from '@/components/ui/rich-text-editor';

/** Example addresses (not language). */
const EXAMPLES = { video: 'https://www.youtube.com/watch?v=…', webinar: 'https://zoom.us/j/…', embed: 'https://forms.example.com/…' } as const;

function TextField({
  form,
  name,
  label,
  type = 'text',
  hint,
  placeholder,
}: {
  form: UseFormReturn<ItemForm>;
  name: 'url' | 'webinar_link' | 'starts_at' | 'ends_at' | 'duration' | 'pass_mark' | 'duration_seconds';
  label: string;
  type?: string;
  hint?: string;
  placeholder?: string;
}) {
  const error = form.formState.errors[name]?.message;
  const id = `item-${name}`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} placeholder={placeholder} aria-invalid={error ? true : undefined} aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined} {...form.register(name)} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function RichField({ form, name, label }: { form: UseFormReturn<ItemForm>; name: 'html' | 'instruction' | 'objective'; label: string }) {
  const error = form.formState.errors[name]?.message;
  const id = `item-${name}`;
  return (
    <div>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => <RichTextEditor id={id} labelledBy={`${id}-label`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined} />}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A PDF of an item: a reading's document (`reading`) or a practice brief to download (`attachment`). */
function PdfField({ form, label, purpose }: { form: UseFormReturn<ItemForm>; label: string; purpose: 'reading' | 'attachment' }) {
  const t = useStudioT();
  return (
    <Controller
      control={form.control}
      name="pdf"
      render={({ field, fieldState }) => (
        <FileUploadField label={label} purpose={purpose} hint={(size) => t('studio:upload.pdfHint', { size })} value={field.value || null} onChange={(p) => field.onChange(p ?? '')} error={fieldState.error?.message} />
      )}
    />
  );
}

function EssayQuestions({ form }: { form: UseFormReturn<ItemForm> }) {
  const list = useFieldArray({ control: form.control, name: 'questions' });
  const errors = form.formState.errors.questions;
  const t = useStudioT();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('studio:fields.essayQuestions')}</legend>
      {list.fields.map((f, i) => {
        const error = errors?.[i]?.text?.message;
        return (
          <div key={f.id}>
            <div className="flex items-center justify-between">
              <Label htmlFor={`item-question-${i}`}>{t('studio:fields.question', { n: i + 1 })}</Label>
              <Button variant="polos" size="sm" disabled={list.fields.length <= 1} onClick={() => list.remove(i)} aria-label={t('studio:fields.removeQuestion', { n: i + 1 })}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
            <textarea id={`item-question-${i}`} rows={2} className={textareaClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `item-question-${i}-error` : undefined} {...form.register(`questions.${i}.text`)} />
            <FieldError id={`item-question-${i}-error`} message={error} />
          </div>
        );
      })}
      {list.fields.length < 20 && (
        <Button variant="polos" size="sm" onClick={() => list.append({ text: '' })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('studio:fields.addQuestion')}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * The length of an uploaded video, read from the file once it is stored: a sequential course checks
 * the watched time against it (decision 241). A link's length the author types.
 */
function useUploadedVideoLength(form: UseFormReturn<ItemForm>, mode: 'link' | 'file', path: string) {
  useEffect(() => {
    if (mode !== 'file' || !path) return;
    const probe = document.createElement('video');
    probe.preload = 'metadata';
    probe.onloadedmetadata = () => {
      if (Number.isFinite(probe.duration) && probe.duration > 0) form.setValue('duration_seconds', formatVideoLength(probe.duration), { shouldDirty: true });
    };
    probe.src = `/storage/${path}`;
    return () => {
      probe.onloadedmetadata = null;
      probe.removeAttribute('src');
    };
  }, [form, mode, path]);
}

function VideoFields({ form }: { form: UseFormReturn<ItemForm> }) {
  const mode = useWatch({ control: form.control, name: 'video_mode' });
  const url = useWatch({ control: form.control, name: 'url' });
  const t = useStudioT();
  useUploadedVideoLength(form, mode, url);
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('studio:fields.videoSource')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="link" className="accent-brand-600" {...form.register('video_mode', { onChange: () => form.setValue('url', '') })} />
            {t('studio:fields.videoByLink')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="file" className="accent-brand-600" {...form.register('video_mode', { onChange: () => form.setValue('url', '') })} />
            {t('studio:fields.videoByFile')}
          </label>
        </div>
      </fieldset>
      {mode === 'link' ? (
        <TextField form={form} name="url" label={t('studio:fields.videoLink')} type="url" placeholder={EXAMPLES.video} />
      ) : (
        <Controller
          control={form.control}
          name="url"
          render={({ field, fieldState }) => (
            <FileUploadField
              label={t('studio:fields.videoFile')}
              purpose="video"
              hint={(size) => t('studio:upload.videoHint', { size })}
              value={field.value || null}
              onChange={(p) => field.onChange(p ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <TextField form={form} name="duration_seconds" label={t('studio:fields.videoDuration')} placeholder="4:35" hint={t('studio:fields.videoDurationHint')} />
    </div>
  );
}

/** What completes a practice assignment: a mentor's grade of at least the pass mark, or the upload (decision 240). */
function PracticeRule({ form }: { form: UseFormReturn<ItemForm> }) {
  const rule = useWatch({ control: form.control, name: 'completion_rule' });
  const t = useStudioT();
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('studio:fields.completionRule')}</legend>
        <div className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          <label className="flex items-center gap-2">
            <input type="radio" value="graded" className="accent-brand-600" {...form.register('completion_rule')} />
            {t('studio:fields.ruleGraded')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="submitted" className="accent-brand-600" {...form.register('completion_rule')} />
            {t('studio:fields.ruleSubmitted')}
          </label>
        </div>
      </fieldset>
      {rule === 'graded' && <TextField form={form} name="pass_mark" label={t('studio:fields.passMark')} type="number" hint={t('studio:fields.passMarkHint')} />}
    </div>
  );
}

/** The detail inputs of one item type (nothing for a quiz: its questions have their own editor). */
export function ItemDetailFields({ type, form }: { type: ItemType; form: UseFormReturn<ItemForm> }) {
  const t = useStudioT();
  switch (type) {
    case 'reading':
      return <PdfField form={form} label={t('studio:fields.pdf')} purpose="reading" />;
    case 'text':
      return <RichField form={form} name="html" label={t('studio:fields.text')} />;
    case 'video':
      return <VideoFields form={form} />;
    case 'topic':
    case 'webinar':
      return (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">
            <TextField form={form} name="webinar_link" label={t('studio:fields.webinarLink')} type="url" placeholder={EXAMPLES.webinar} />
          </div>
          <TextField form={form} name="starts_at" label={t('studio:fields.startsAt')} type="datetime-local" />
          <TextField form={form} name="ends_at" label={t('studio:fields.endsAt')} type="datetime-local" />
        </div>
      );
    case 'embed':
      return (
        <div className="space-y-4">
          <TextField form={form} name="url" label={t('studio:fields.embedUrl')} type="url" placeholder={EXAMPLES.embed} hint={t('studio:fields.embedHint')} />
          <RichField form={form} name="instruction" label={t('studio:fields.instruction')} />
        </div>
      );
    case 'essay':
      return <EssayQuestions form={form} />;
    case 'practice':
    case 'task':
      return (
        <div className="space-y-4">
          <TextField form={form} name="duration" label={t('studio:fields.practiceDuration')} type="number" />
          <RichField form={form} name="instruction" label={t('studio:fields.practiceInstruction')} />
          <RichField form={form} name="objective" label={t('studio:fields.objective')} />
          <PdfField form={form} label={t('studio:fields.asset')} purpose="attachment" />
          <PracticeRule form={form} />
        </div>
      );
    case 'quiz':
      return null;
  }
}
