import { z } from 'zod';
import { safeString } from './text.ts';

/**
 * Course announcements (decision 291): a mentor, an author of the course or an admin writes one
 * message to every learner enrolled in the course; it reaches each of them as a notification
 * (in-app, e-mail and the channels they keep on for 'Belajar'), fanned out by a job. Times are
 * ISO-8601 UTC strings.
 */

/** Limits of an announcement: the title and the body in characters, and how many a course may send a day. */
export const ANNOUNCEMENT_LIMITS = { titleMax: 120, bodyMax: 5000, perCourseDay: 3 } as const;

/** Texts of the announcements (namespace `announcementText`). */
export const ANNOUNCEMENT_TEXT = {
  titleRequired: 'Judul pengumuman wajib diisi.',
  titleTooLong: 'Judul pengumuman paling banyak 120 karakter.',
  bodyRequired: 'Isi pengumuman wajib diisi.',
  bodyTooLong: 'Isi pengumuman paling banyak 5.000 karakter.',
  notTeaching: 'Hanya mentor, penulis kelas ini, atau admin yang dapat mengirim pengumuman.',
  tooMany: 'Kelas ini sudah mengirim 3 pengumuman dalam 24 jam terakhir. Coba lagi nanti.',
  courseNotFound: 'Kelas tidak ditemukan.',
} as const;

/** POST /api/mentor/courses/{id}/announcements body: a title and a plain-text body (line breaks kept). */
export const CreateAnnouncementBodySchema = z.object({
  title: safeString({ error: ANNOUNCEMENT_TEXT.titleRequired })
    .trim()
    .min(1, ANNOUNCEMENT_TEXT.titleRequired)
    .max(ANNOUNCEMENT_LIMITS.titleMax, ANNOUNCEMENT_TEXT.titleTooLong),
  body: safeString({ error: ANNOUNCEMENT_TEXT.bodyRequired })
    .trim()
    .min(1, ANNOUNCEMENT_TEXT.bodyRequired)
    .max(ANNOUNCEMENT_LIMITS.bodyMax, ANNOUNCEMENT_TEXT.bodyTooLong),
});
export type CreateAnnouncementBody = z.infer<typeof CreateAnnouncementBodySchema>;

/**
 * One announcement as the mentor console lists it: `recipients` is how many learners it reached
 * (null while the job still sends it), `sent_at` when the last of them was notified.
 */
export const AnnouncementSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: safeString(),
  body: safeString(),
  author: safeString().nullable(),
  recipients: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementResponseSchema = z.object({ data: AnnouncementSchema });
/** The course's announcements, newest first (at most 50). */
export const AnnouncementListSchema = z.object({ data: z.array(AnnouncementSchema) });
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>;
