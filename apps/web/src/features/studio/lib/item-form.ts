import type { ItemType } from '@kelas/contracts/learning';
import { ITEM_DETAIL_SCHEMAS, STUDIO_LIMITS, type StudioItem } from '@kelas/contracts/studio';
import { format } from 'date-fns';
import { z } from 'zod';
import type { StudioT } from './studio-t';

/**
 * One flat form for every item type (text fields as the inputs hold them); `toDetail` turns it
 * into the type's `detail` and the contract's ITEM_DETAIL_SCHEMAS checks it, with each message
 * placed back under its input. The contract's messages stay the spec's Indonesian texts here;
 * `FieldError` shows them in the interface language (useMessage, decision 211), as everywhere.
 */
export const itemFormSchema = (t: StudioT) =>
  z.object({
    title: z.string().trim().min(1, t('studioMessages:titleRequired')).max(STUDIO_LIMITS.titleMax, t('studioMessages:titleTooLong')),
    pdf: z.string(),
    html: z.string(),
    url: z.string(),
    video_mode: z.enum(['link', 'file']),
    webinar_link: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    instruction: z.string(),
    objective: z.string(),
    duration: z.string(),
    /** Practice: what completes it and the pass mark of `graded` (decision 240). */
    completion_rule: z.enum(['graded', 'submitted']),
    pass_mark: z.string(),
    /** Video: its length as m:ss or seconds (decision 241). */
    duration_seconds: z.string(),
    questions: z.array(z.object({ text: z.string() })),
  });
export type ItemForm = z.infer<ReturnType<typeof itemFormSchema>>;
export type ItemFormField = Exclude<keyof ItemForm, 'questions' | 'video_mode' | 'completion_rule'> | `questions.${number}.text`;

/** A video length typed as m:ss, h:mm:ss or seconds → seconds; NaN when unreadable, undefined when empty. */
export function parseVideoLength(text: string): number | undefined {
  const v = text.trim();
  if (v === '') return undefined;
  if (/^\d+$/.test(v)) return Number(v);
  const m = /^(?:(\d+):)?(\d{1,3}):([0-5]\d)$/.exec(v);
  if (!m) return NaN;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** Seconds → m:ss (h:mm:ss past an hour), as the length input shows it. */
export function formatVideoLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** ISO time → the value of a datetime-local input (the browser's zone). */
const toLocalInput = (iso: string) => (iso && !Number.isNaN(Date.parse(iso)) ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '');
/** datetime-local value → ISO UTC, or '' when empty or unreadable. */
const toIso = (local: string) => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : '');

/** The form's values for an item (or a new item of `type`). */
export function itemToForm(item: Pick<StudioItem, 'title' | 'detail'> | null, type: ItemType): ItemForm {
  const d = item?.detail ?? {};
  const schedule = (d.schedule ?? {}) as Record<string, unknown>;
  const questions = Array.isArray(d.questions) ? d.questions.map((q) => ({ text: str(q) })) : [];
  const url = str(d.url);
  return {
    title: item?.title ?? '',
    pdf: str(d.pdf),
    html: str(d.html),
    url,
    video_mode: url && !/^https?:\/\//i.test(url) ? 'file' : 'link',
    webinar_link: str(schedule.webinar_link),
    starts_at: toLocalInput(str(schedule.starts_at)),
    ends_at: toLocalInput(str(schedule.ends_at)),
    instruction: str(d.instruction),
    objective: str(d.objective),
    duration: d.duration === undefined ? '' : String(d.duration),
    completion_rule: d.completion_rule === 'submitted' ? 'submitted' : 'graded',
    pass_mark: typeof d.pass_mark === 'number' ? String(d.pass_mark) : '70',
    duration_seconds: typeof d.duration_seconds === 'number' ? formatVideoLength(d.duration_seconds) : '',
    questions: questions.length ? questions : type === 'essay' ? [{ text: '' }, { text: '' }] : [],
  };
}

/** The `detail` an item of `type` sends (before the contract's check). */
export function toDetail(type: ItemType, f: ItemForm): Record<string, unknown> {
  switch (type) {
    case 'reading':
      return { pdf: f.pdf };
    case 'text':
      return { html: f.html };
    case 'video': {
      const seconds = parseVideoLength(f.duration_seconds);
      return { url: f.url.trim(), ...(seconds === undefined ? {} : { duration_seconds: seconds }) };
    }
    case 'topic':
    case 'webinar':
      return { schedule: { webinar_link: f.webinar_link.trim(), starts_at: toIso(f.starts_at), ends_at: toIso(f.ends_at) } };
    case 'embed':
      return { url: f.url.trim(), instruction: f.instruction };
    case 'essay':
      return { questions: f.questions.map((q) => q.text.trim()) };
    case 'practice':
    case 'task':
      return {
        duration: f.duration.trim() === '' ? NaN : Number(f.duration),
        instruction: f.instruction,
        objective: f.objective,
        pdf: f.pdf,
        completion_rule: f.completion_rule,
        pass_mark: f.pass_mark.trim() === '' ? NaN : Number(f.pass_mark),
      };
    case 'quiz':
      return {};
  }
}

/** Form field of a `detail` path (`schedule.starts_at` → `starts_at`, `questions.1` → `questions.1.text`). */
export function fieldOfDetailPath(path: (string | number)[]): ItemFormField | null {
  const [head, next] = path;
  if (head === 'schedule' && typeof next === 'string') return next === 'webinar_link' || next === 'starts_at' || next === 'ends_at' ? next : null;
  if (head === 'questions') return typeof next === 'number' ? `questions.${next}.text` : null;
  const known = ['pdf', 'html', 'url', 'instruction', 'objective', 'duration', 'pass_mark', 'duration_seconds'];
  return typeof head === 'string' && known.includes(head) ? (head as ItemFormField) : null;
}

/** Clearer messages than the schema's for these inputs (keys of `studio:item.errors`). */
const MESSAGE_OVERRIDES = { starts_at: 'startsAt', ends_at: 'endsAt', duration: 'duration', pdf: 'pdf' } as const satisfies Partial<Record<ItemFormField, string>>;
const overrideOf = (field: ItemFormField) => (field in MESSAGE_OVERRIDES ? MESSAGE_OVERRIDES[field as keyof typeof MESSAGE_OVERRIDES] : undefined);

/**
 * Checks a form for `type`: the detail against the contract's schema, plus a webinar that ends
 * after it starts. → `{ detail }` or `{ errors: [[field, message]] }`: the form's own messages in
 * `t`'s language, the contract's as it wrote them (STUDIO_MESSAGES; FieldError translates them).
 */
export function checkItemForm(type: ItemType, f: ItemForm, t: StudioT): { detail: Record<string, unknown> } | { errors: [ItemFormField, string][] } {
  const detail = toDetail(type, f);
  const parsed = ITEM_DETAIL_SCHEMAS[type].safeParse(detail);
  const errors: [ItemFormField, string][] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfDetailPath(issue.path as (string | number)[]) ?? (type === 'essay' ? 'questions.0.text' : 'title');
      if (errors.some(([x]) => x === field)) continue;
      const override = overrideOf(field);
      errors.push([field, override && (issue.code === 'invalid_type' || issue.code === 'invalid_format' || /pdf|duration/.test(field)) ? t(`studio:item.errors.${override}`) : issue.message]);
    }
  }
  if ((type === 'webinar' || type === 'topic') && f.starts_at && f.ends_at && Date.parse(f.ends_at) <= Date.parse(f.starts_at) && !errors.some(([x]) => x === 'ends_at')) {
    errors.push(['ends_at', t('studio:item.errors.endsBeforeStart')]);
  }
  return errors.length ? { errors } : { detail: (parsed.data ?? detail) as Record<string, unknown> };
}
