import { COURSE_KINDS } from '@kelas/contracts/catalogue-kinds';
import { STUDIO_LIMITS, STUDIO_MESSAGES, type StudioCourse, type UpdateCourseBody } from '@kelas/contracts/studio';
import { z } from 'zod';

/** The course information form ('Informasi'): every field the catalogue and the detail page show. Numbers arrive as text. */
export const CourseFormSchema = z.object({
  kind: z.enum(COURSE_KINDS, { error: STUDIO_MESSAGES.kindInvalid }),
  title: z.string().trim().min(1, STUDIO_MESSAGES.titleRequired).max(STUDIO_LIMITS.titleMax, `Maksimal ${STUDIO_LIMITS.titleMax} karakter.`),
  slug: z.string().trim().min(1, STUDIO_MESSAGES.slugInvalid).max(100, STUDIO_MESSAGES.slugInvalid).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, STUDIO_MESSAGES.slugInvalid),
  description: z.string().max(STUDIO_LIMITS.richTextMax),
  thumbnail: z.string().nullable(),
  duration_hours: z.coerce.number({ error: 'Durasi harus bilangan bulat jam.' }).int('Durasi harus bilangan bulat jam.').min(0, 'Durasi harus bilangan bulat jam.').max(10_000, 'Durasi terlalu besar.'),
  group_whatsapp: z.union([z.literal(''), z.string().trim().regex(/^https?:\/\/\S+$/i, STUDIO_MESSAGES.urlInvalid)]),
  prakerja_course_code: z.string().trim().max(100),
  tool_ids: z.array(z.number().int()),
});
export type CourseFormIn = z.input<typeof CourseFormSchema>;
export type CourseFormOut = z.output<typeof CourseFormSchema>;

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
  };
}

/** The PATCH body for checked values and the version last read. */
export function formToCourseBody(v: CourseFormOut, version: number): UpdateCourseBody {
  return { ...v, prakerja_course_code: v.prakerja_course_code || null, version };
}
