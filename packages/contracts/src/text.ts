import { z } from 'zod';

/**
 * Input hygiene shared by every contract (decision 110): one string type that
 * refuses what PostgreSQL cannot store or what no person types, and the limits the API's global
 * hook applies to path parameters, query strings and JSON bodies.
 */

/** Longest string anywhere in a JSON body (characters); fields set lower `.max()`es of their own. */
export const TEXT_MAX = 10_000;

/** Limits of the API's input-hygiene hook (apps/api/src/plugins/input-hygiene.ts). */
export const INPUT_LIMITS = {
  /** Longest path parameter (characters); longer answers 404. */
  paramMax: 200,
  /** Longest query value (characters); longer answers 422. */
  queryValueMax: 2_000,
  /** Most query parameters (values, counting repeats). */
  queryValues: 50,
  /** Deepest nesting of a JSON body (objects and arrays). */
  jsonDepth: 16,
  /** Most values (object members and array elements, all levels) in a JSON body. */
  jsonValues: 10_000,
} as const;

/** Messages of refused input (Indonesian, shown under the field named in `errors`). */
export const INPUT_MESSAGES = {
  forbiddenChars: 'Teks berisi karakter yang tidak diizinkan.',
  tooLong: `Maksimal ${TEXT_MAX} karakter.`,
  queryTooLong: `Maksimal ${INPUT_LIMITS.queryValueMax} karakter.`,
  tooManyQueryValues: 'Terlalu banyak parameter.',
  tooDeep: 'Struktur data terlalu dalam.',
  tooManyValues: 'Data yang dikirim terlalu banyak.',
  unsafeNumber: 'Angka di luar batas yang diizinkan.',
  notFound: 'Halaman atau data tidak ditemukan.',
  badRequest: 'Alamat tidak valid.',
  badMultipart: 'Format unggahan tidak valid.',
} as const;

/** Largest row id (PostgreSQL `integer`): a bigger id is refused by its schema, never sent to the database. */
export const ID_MAX = 2_147_483_647;

/**
 * A required row id: a positive integer no larger than ID_MAX, from a number or a numeric string
 * (path and query parameters). `message` replaces zod's text for every problem (422 under the field).
 */
export const rowId = (message?: string) =>
  z.coerce.number(message === undefined ? undefined : { error: message }).int(message).positive(message).max(ID_MAX, message);

/** `{ id }` path parameters of every `/…/:id` route: a row id past ID_MAX is refused as bad input, never sent to the database. */
export const RowIdParamsSchema = z.object({ id: rowId() });

/** NUL, or a UTF-16 surrogate without its pair (in `u` mode a valid pair is one code point). */
const FORBIDDEN_CHARS = /[\0\p{Cs}]/u;

/** True when `text` holds a NUL byte or a lone surrogate: refused everywhere. */
export function hasForbiddenChars(text: string): boolean {
  return FORBIDDEN_CHARS.test(text);
}

/**
 * The one string type of every contract: z.string(params) that refuses a NUL byte or a lone
 * surrogate (422 with INPUT_MESSAGES.forbiddenChars under the field). Chain `.trim()`, `.min()`,
 * `.max()`, `.email()` as on z.string(). Length: each field's own `.max()`, and TEXT_MAX for any
 * string of a body (the API's hook). Numbers: zod 4's `.int()` already means a safe integer
 * (|n| ≤ 2^53 − 1) and `z.number()` refuses Infinity, so contracts use them as they are.
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasForbiddenChars(v), { message: INPUT_MESSAGES.forbiddenChars, abort: true });
