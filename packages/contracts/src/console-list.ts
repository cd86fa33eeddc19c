import { z } from 'zod';

/**
 * Paging and date filters of the operations console's lists: every list
 * takes `page` (from 1) and `per_page` (1..100, 20 by default) and answers
 * `{ data, meta: { total, page, per_page } }`. Dates are Jakarta calendar days `YYYY-MM-DD`;
 * a bad page or date answers 422.
 */

export const CONSOLE_LIST_TEXT = {
  page: 'Halaman harus bilangan bulat mulai dari 1.',
  perPage: 'Jumlah per halaman harus bilangan bulat 1 sampai 100.',
  date: 'Tanggal harus berformat YYYY-MM-DD.',
  range: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
} as const;

export const CONSOLE_PER_PAGE = 20;

export const PageQuerySchema = z.object({
  page: z.coerce.number({ error: CONSOLE_LIST_TEXT.page }).int(CONSOLE_LIST_TEXT.page).min(1, CONSOLE_LIST_TEXT.page).max(100_000, CONSOLE_LIST_TEXT.page).default(1),
  per_page: z.coerce
    .number({ error: CONSOLE_LIST_TEXT.perPage })
    .int(CONSOLE_LIST_TEXT.perPage)
    .min(1, CONSOLE_LIST_TEXT.perPage)
    .max(100, CONSOLE_LIST_TEXT.perPage)
    .default(CONSOLE_PER_PAGE),
});

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is refused). */
export const DayQuerySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: CONSOLE_LIST_TEXT.date, abort: true })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, CONSOLE_LIST_TEXT.date);

/** `meta` of a console list. */
export const PageMetaSchema = z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() });
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** `{ data: T[], meta }` answer of a console list. */
export const pagedList = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), meta: PageMetaSchema });

/** The first instant of a Jakarta (WIB, UTC+7) day, as a Date. */
export function jakartaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}
