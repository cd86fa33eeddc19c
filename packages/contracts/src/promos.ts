import { z } from 'zod';
import { PageQuerySchema, pagedList } from './console-list.ts';
import { RowIdParamsSchema } from './text.ts';

/**
 * Promo codes in the operations console: percent or rupiah amount, total and
 * per-learner limits, validity window, optional course restriction, active flag, usage counts.
 * Codes are stored upper-case (the checkout looks them up that way).
 */

export const PROMO_TEXT = {
  codeFormat: 'Kode promo 3–40 karakter: huruf, angka, - atau _.',
  codeTaken: 'Kode promo ini sudah dipakai.',
  kind: 'Pilih jenis potongan: persen atau nominal.',
  valueInteger: 'Nilai potongan harus bilangan bulat lebih dari 0.',
  percentMax: 'Potongan persen maksimal 100.',
  dateFormat: 'Tanggal tidak valid.',
  endBeforeStart: 'Tanggal berakhir harus setelah tanggal mulai.',
  limitInteger: 'Batas pemakaian harus bilangan bulat lebih dari 0.',
  courseUnknown: 'Salah satu kelas tidak ditemukan.',
  notFound: 'Kode promo tidak ditemukan.',
  created: 'Kode promo berhasil dibuat.',
  updated: 'Kode promo berhasil disimpan.',
  /** Checkout: the learner used it as often as allowed. */
  learnerLimit: 'Kamu sudah memakai kode promo ini sebanyak batas yang diizinkan.',
  /** Checkout: the code does not apply to these courses. */
  courseRestricted: 'Kode promo ini tidak berlaku untuk kelas yang kamu pilih.',
  /** Checkout: deactivated by an admin. */
  inactive: 'Kode promo sudah tidak berlaku.',
  statusUnknown: 'Status kode promo tidak dikenal.',
} as const;

/**
 * What a code is at a moment (decision 263), in this order: `inactive` (switched off by an admin),
 * `scheduled` (before `starts_at`), `expired` (after `ends_at`), `used_up` (paid uses reached
 * `max_uses`), else `active`.
 */
export const PROMO_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
export const PROMO_STATUS_LABELS: Record<PromoStatus, string> = {
  active: 'Aktif',
  scheduled: 'Terjadwal',
  expired: 'Kedaluwarsa',
  used_up: 'Habis',
  inactive: 'Nonaktif',
};

/** The status of a code at `now` (the same rule as the list's `status` filter). */
export function promoStatus(p: { active: boolean; starts_at: string | null; ends_at: string | null; max_uses: number | null; used_count: number }, now: Date): PromoStatus {
  if (!p.active) return 'inactive';
  if (p.starts_at && new Date(p.starts_at).getTime() > now.getTime()) return 'scheduled';
  if (p.ends_at && new Date(p.ends_at).getTime() < now.getTime()) return 'expired';
  if (p.max_uses !== null && p.used_count >= p.max_uses) return 'used_up';
  return 'active';
}

export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

const limit = z.number({ error: PROMO_TEXT.limitInteger }).int(PROMO_TEXT.limitInteger).positive(PROMO_TEXT.limitInteger).max(10_000_000, PROMO_TEXT.limitInteger).nullable();
const instant = z.iso.datetime({ offset: true, error: PROMO_TEXT.dateFormat }).nullable();

const PromoFields = z.object({
  code: z
    .string({ error: PROMO_TEXT.codeFormat })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, PROMO_TEXT.codeFormat)
    .transform((s) => s.toUpperCase()),
  kind: z.enum(PROMO_KINDS, { error: PROMO_TEXT.kind }),
  value: z.number({ error: PROMO_TEXT.valueInteger }).int(PROMO_TEXT.valueInteger).positive(PROMO_TEXT.valueInteger).max(1_000_000_000, PROMO_TEXT.valueInteger),
  starts_at: instant.optional(),
  ends_at: instant.optional(),
  max_uses: limit.optional(),
  max_uses_per_learner: limit.optional(),
  course_ids: z.array(z.number().int().positive()).max(200).optional(),
  active: z.boolean().optional(),
});

type Fields = Partial<z.infer<typeof PromoFields>>;
/** The cross-field rules (also run on a PATCH merged with the stored code). */
export function promoProblems(p: Fields): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (p.kind === 'percent' && p.value !== undefined && p.value > 100) out.push({ path: 'value', message: PROMO_TEXT.percentMax });
  if (p.starts_at && p.ends_at && new Date(p.ends_at).getTime() <= new Date(p.starts_at).getTime()) out.push({ path: 'ends_at', message: PROMO_TEXT.endBeforeStart });
  return out;
}

const withRules = <T extends z.ZodType<Fields>>(schema: T) =>
  schema.superRefine((p, ctx) => {
    for (const e of promoProblems(p)) ctx.addIssue({ code: 'custom', path: [e.path], message: e.message });
  });

/** POST /api/admin/promo-codes body. */
export const CreatePromoSchema = withRules(PromoFields);
export type CreatePromo = z.infer<typeof PromoFields>;
/** PATCH /api/admin/promo-codes/{id} body: any field; the merged code must still follow the rules. */
export const UpdatePromoSchema = withRules(PromoFields.partial());
export type UpdatePromo = z.infer<typeof UpdatePromoSchema>;

export const PromoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Percent (0..100) or rupiah. */
  value: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_learner: z.number().int().nullable(),
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  active: z.boolean(),
  /** Paid orders that used it (the usage count). */
  used_count: z.number().int(),
  /** Its state now (`promoStatus`). */
  status: z.enum(PROMO_STATUSES),
  created_at: z.string(),
});
export type Promo = z.infer<typeof PromoSchema>;
export const PromoResponseSchema = z.object({ data: PromoSchema });
export const PromoListSchema = pagedList(PromoSchema);
export type PromoList = z.infer<typeof PromoListSchema>;
export const PromoQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(40).optional(),
  status: z.enum(PROMO_STATUSES, { error: PROMO_TEXT.statusUnknown }).optional(),
});
export const PromoIdParamsSchema = RowIdParamsSchema;
