import { z } from 'zod';
import { wrap } from './http.ts';
import { safeString } from './text.ts';

/**
 * Programmu shapes and texts (spec 2.20; section 3 "Program"; section 7 "GET /course").
 */

/** Search debounce of the 'Cari Pelatihan' box (spec 9): 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Longest search term the API accepts (characters). */
export const SEARCH_MAX = 100;

/** Texts of spec 2.20, to the letter, plus the certificate link the spec lacks. */
export const PROGRAMS_TEXT = {
  heading: 'Programmu',
  search: 'Cari Pelatihan',
  empty: 'Belum ada pelatihan yang anda miliki',
  mentors: 'Mentor Kelas:',
  progress: 'Progress Kelas',
  continue: 'Lanjut',
  joinGroup: 'Gabung Grup',
  certificate: 'Unduh Sertifikat',
  emptySearch: 'Tidak ada pelatihan yang cocok dengan pencarian',
} as const;

/** Query of GET /api/course: `search` is trimmed; empty means no filter. */
export const ProgramsQuerySchema = z.object({
  search: safeString().trim().max(SEARCH_MAX, `Maksimal ${SEARCH_MAX} karakter.`).optional(),
});
export type ProgramsQuery = z.infer<typeof ProgramsQuerySchema>;

/** One program of the learner's list (spec section 3 "Program"). */
export const ProgramSchema = z.object({
  /** The course id. */
  id: z.number().int(),
  title: safeString(),
  /** Storage path, served at /storage/{thumbnail}; null when the course has none. */
  thumbnail: safeString().nullable(),
  slug: safeString(),
  /** Completed items ÷ all items, whole percent 0..100, rounded down (`progressPercent` of learning.ts, as in the player). */
  progress: z.number().int().min(0).max(100),
  mentors: z.array(z.object({ name: safeString() })),
  /** Chat-group link, '' when none ('Gabung Grup' then goes to /). */
  group_whatsapp: safeString(),
  /** Code of the live certificate (GET /api/certificates/{code}/pdf), or null. */
  certificate_code: safeString().nullable(),
  /** The next session of the learner's cohort not over yet, not cancelled ('Jadwal', decision 285); null when none. */
  next_session: z.object({ title: safeString(), starts_at: z.string(), ends_at: z.string() }).nullable().optional(),
});
export type Program = z.infer<typeof ProgramSchema>;

/** GET /api/course → { data: Program[] }. */
export const ProgramListSchema = wrap(z.array(ProgramSchema));
export type ProgramList = z.infer<typeof ProgramListSchema>;
