import { COURSE_KINDS, SLUG_MAX, SLUG_PATTERN } from '@kelas/contracts/catalogue-kinds';
import { STUDIO_LIMITS, type StudioCourse, type UpdateCourseBody } from '@kelas/contracts/studio';
import { z } from 'zod';
import type { StudioT } from './studio-t';

/** A course title: required, at most STUDIO_LIMITS.titleMax characters (messages in the interface language). */
const titleField = (t: StudioT) => z.string().trim().min(1, t('studioMessages:titleRequired')).max(STUDIO_LIMITS.titleMax, t('studioMessages:titleTooLong'));

/** 'Buat Kelas': the kind and the title of a new course (the contract's CreateCourseBodySchema, messages in the interface language). */
export const createCourseSchema = (t: StudioT) => z.object({ kind: z.enum(COURSE_KINDS, { error: t('studioMessages:kindInvalid') }), title: titleField(t) });
export type CreateCourseFormIn = z.input<ReturnType<typeof createCourseSchema>>;
export type CreateCourseFormOut = z.output<ReturnType<typeof createCourseSchema>>;

/** The course information form ('Informasi'): every field the catalogue and the detail page show. Numbers arrive as text. */
export const courseFormSchema = (t: StudioT) => {
  const duration = t('studio:info.durationInvalid');
  return z.object({
    kind: z.enum(COURSE_KINDS, { error: t('studioMessages:kindInvalid') }),
    title: titleField(t),
    slug: z.string().trim().min(1, t('studioMessages:slugInvalid')).max(SLUG_MAX, t('studioMessages:slugInvalid')).regex(SLUG_PATTERN, t('studioMessages:slugInvalid')),
    description: z.string().max(STUDIO_LIMITS.richTextMax, t('studioMessages:richTextTooLong')),
    thumbnail: z.string().nullable(),
    duration_hours: z.coerce.number({ error: duration }).int(duration).min(0, duration).max(10_000, t('studio:info.durationTooLarge')),
    group_whatsapp: z.union([z.literal(''), z.string().trim().regex(/^https?:\/\/\S+$/i, t('studioMessages:urlInvalid'))]),
    prakerja_course_code: z.string().trim().max(100),
    tool_ids: z.array(z.number().int()),
    /** Items open one after the other; videos watched to their end (decision 241). */
    sequential: z.boolean(),
    /** Opening a session's recording after its end counts as attending it (decision 288). */
    recording_makeup: z.boolean(),
  });
};
export type CourseFormIn = z.input<ReturnType<typeof courseFormSchema>>;
export type CourseFormOut = z.output<ReturnType<typeof courseFormSchema>>;

/** The form's values for a course. */
export function courseToForm(c: StudioCourse): CourseFormIn {
  return {
    kind: c.kind,
    title: c.title,
    slug: c.slug,
    description: c.description,
    thumbnail: c.thumbnail,
    duration_hours: String(c.duration_hours),
    group_whatsapp: c.group_whatsapp,
    prakerja_course_code: c.prakerja_course_code ?? '',
    tool_ids: c.tools.map((t) => t.id),
    sequential: c.sequential,
    recording_makeup: c.recording_makeup,
  };
}

/** The PATCH body for checked values and the version last read. */
export function formToCourseBody(v: CourseFormOut, version: number): UpdateCourseBody {
  return { ...v, prakerja_course_code: v.prakerja_course_code || null, version };
}
