import { z } from 'zod';
import { cohortIdField } from './cohorts.ts';
import { safeString } from './text.ts';

/**
 * Voucher redemption (spec 2.26, section 3 "Voucher claim", section 7 "POST /course/claim") and the
 * voucher-code format shared by the API, the batch CLI and the redeem page.
 */

/**
 * Code alphabet: Crockford's base 32 (digits and upper-case letters without I, L, O, U), so no
 * two symbols look alike. 32 symbols = 5 bits each.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Voucher code length: 12 symbols × 5 bits = 60 bits of entropy (docs/decisions/051). */
export const VOUCHER_CODE_LENGTH = 12;
/** Redemption code length: 8 symbols × 5 bits = 40 bits, on top of the voucher code. */
export const REDEMPTION_CODE_LENGTH = 8;
/** Longest text accepted in either field (characters, before normalising). */
export const CODE_INPUT_MAX = 64;

/**
 * The canonical form of a typed code: trimmed, upper-case, spaces and hyphens removed, and the
 * look-alikes Crockford decodes (O → 0, I and L → 1). 'demo-kelas 001 ' → 'DEM0KE1AS001'.
 */
export function normaliseCode(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Messages of the claim, shown under the field named in `errors` (spec 8 "Voucher claim"). */
export const VOUCHER_MESSAGES = {
  codeRequired: 'Kode voucher wajib diisi.',
  unknown: 'Kode voucher tidak ditemukan. Periksa kembali kode yang kamu masukkan.',
  expired: 'Kode voucher sudah kedaluwarsa.',
  usedUp: 'Kode voucher sudah habis digunakan.',
  redemptionRequired: 'Kode redeem wajib diisi untuk voucher ini.',
  redemptionWrong: 'Kode redeem tidak sesuai dengan kode voucher.',
  alreadyEnrolled: 'Kamu sudah terdaftar di kelas ini.',
  success: 'Voucher berhasil ditukarkan. Selamat belajar!',
  tooLong: `Maksimal ${CODE_INPUT_MAX} karakter.`,
} as const;

/** Error codes of the claim (`code` of the 422 body). */
export const VOUCHER_ERROR_CODES = {
  unknown: 'VOUCHER_NOT_FOUND',
  expired: 'VOUCHER_EXPIRED',
  usedUp: 'VOUCHER_USED_UP',
  redemptionRequired: 'REDEMPTION_CODE_REQUIRED',
  redemptionWrong: 'REDEMPTION_CODE_INVALID',
  alreadyEnrolled: 'ALREADY_ENROLLED',
} as const;

/** Texts of the redeem page (spec 2.26) and its side panel. */
export const REDEEM_TEXT = {
  heading: 'Redeem Voucher',
  intro: 'Masukkan kode voucher untuk membuka kelas yang kamu dapatkan.',
  voucherLabel: 'Kode Voucher',
  voucherPlaceholder: 'Contoh: 7KQ9-M2XA-P4TR',
  redemptionLabel: 'Kode Redeem (jika ada)',
  redemptionPlaceholder: 'Contoh: H8W3ZK2N',
  redemptionHint: 'Wajib diisi untuk voucher program pelatihan kerja (Prakerja): masukkan kode redeem yang kamu terima bersama kode voucher.',
  submit: 'Redeem',
  submitting: 'Memproses…',
  panelHeading: 'Tentang Kode Redeem',
  panelLogin: 'Kamu harus login terlebih dahulu untuk menukarkan kode voucher.',
  panelCheck: 'Setelah berhasil, pastikan kelas yang kamu tukarkan sudah bisa diakses di Programmu.',
  panelContact: 'Jika ada kendala, hubungi customer service kami melalui chat.',
  panelContactLink: 'Chat Customer Service',
} as const;

const codeField = (requiredMessage?: string) => {
  const s = safeString({ error: requiredMessage ?? VOUCHER_MESSAGES.codeRequired }).trim().max(CODE_INPUT_MAX, VOUCHER_MESSAGES.tooLong);
  return requiredMessage ? s.min(1, requiredMessage) : s;
};

/**
 * Body of POST /api/course/claim: `voucher_code` (required) and `redemption_code` (needed only
 * when the voucher has one; an empty string counts as absent).
 */
export const ClaimVoucherBodySchema = z.object({
  voucher_code: codeField(VOUCHER_MESSAGES.codeRequired),
  redemption_code: codeField().nullish(),
  /** The cohort to join: required when the voucher's course has cohorts (decision 285). */
  cohort_id: cohortIdField.nullish(),
});
export type ClaimVoucherBody = z.infer<typeof ClaimVoucherBodySchema>;

/** 200 answer of POST /api/course/claim: the course the learner now has. */
export const ClaimVoucherResultSchema = z.object({
  message: safeString(),
  data: z.object({ course: z.object({ id: z.number().int(), slug: safeString(), title: safeString() }) }),
});
export type ClaimVoucherResult = z.infer<typeof ClaimVoucherResultSchema>;

/**
 * 422 answer of POST /api/course/claim. A refusal under `cohort_id` (none chosen for a course with
 * cohorts, or the chosen one full, closed or of another course) also names the voucher's course,
 * so the page can offer its open cohorts; it is given only once the codes themselves were accepted.
 */
export const ClaimVoucherRefusalSchema = z.object({
  message: safeString(),
  code: safeString().optional(),
  errors: z.record(safeString(), z.array(safeString())),
  course: z.object({ slug: safeString(), title: safeString() }).optional(),
});
export type ClaimVoucherRefusal = z.infer<typeof ClaimVoucherRefusalSchema>;

/** A code for display, grouped by four: 'DEM0KE1AS001' → 'DEM0-KE1A-S001' (both forms are accepted). */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
