import { z } from 'zod';
import { safeString } from './text.ts';

/**
 * Certificate shapes: issued once when every item of a course is
 * complete; verified publicly at /certificate/{code}; reissued with the current profile name.
 */

/** Crockford base32 alphabet (no I, L, O, U): easy to read aloud and to type. */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 symbols × 5 bits = 100 bits of randomness: unguessable. */
export const CERTIFICATE_CODE_LENGTH = 20;
export const CertificateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`), 'Kode sertifikat tidak valid.');

export const CertificateParamsSchema = z.object({ code: CertificateCodeSchema });

export const CERTIFICATE_MESSAGES = {
  notFound: 'Sertifikat tidak ditemukan.',
  notOwner: 'Sertifikat ini bukan milik kamu.',
  alreadyReplaced: 'Sertifikat ini sudah diganti dengan sertifikat baru.',
  sameName: 'Nama pada sertifikat sudah sama dengan nama profil.',
  /** 410 CERTIFICATE_REVOKED of the PDF, 409 of a reissue (decision 242). */
  revoked: 'Sertifikat ini telah dicabut dan tidak berlaku.',
  /** 409 ALREADY_REVOKED of the admin's revoke call. */
  alreadyRevoked: 'Sertifikat ini sudah dicabut.',
  reasonRequired: 'Alasan wajib diisi.',
  reasonTooLong: 'Alasan maksimal 500 karakter.',
  /** The audit log's and the console's answer. */
  revokedByAdmin: 'Sertifikat dicabut.',
} as const;

/**
 * Why a certificate was revoked (decision 242): the order that paid for the course was refunded
 * in full, the learner's data was erased, or an admin revoked it (the admin's own words stay in
 * the audit log and the console; the public page shows only this cause).
 */
export const CERTIFICATE_REVOCATION_CAUSES = ['refund', 'erasure', 'admin'] as const;
export const CertificateRevocationCauseSchema = z.enum(CERTIFICATE_REVOCATION_CAUSES);
export type CertificateRevocationCause = z.infer<typeof CertificateRevocationCauseSchema>;

/** `valid` while it certifies; `replaced` by a reissue with a new name; `revoked` (decision 242). */
export const CERTIFICATE_STATUSES = ['valid', 'replaced', 'revoked'] as const;
export const CertificateStatusSchema = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof CertificateStatusSchema>;

/** POST /api/admin/certificates/{code}/revoke body: the admin's reason (3..500 characters, kept in the audit log). */
export const RevokeCertificateBodySchema = z.object({
  reason: safeString({ error: CERTIFICATE_MESSAGES.reasonRequired })
    .trim()
    .min(3, CERTIFICATE_MESSAGES.reasonRequired)
    .max(500, CERTIFICATE_MESSAGES.reasonTooLong),
});
export type RevokeCertificateBody = z.infer<typeof RevokeCertificateBodySchema>;

/**
 * GET /api/certificates/{code} → { data: CertificateVerification } (public). `status` is `valid`
 * for the live certificate, `replaced` after a reissue (with `replaced_by` the new code) and
 * `revoked` after a full refund, the learner's erasure or an admin's revocation (with
 * `revoked_at` and `revoked_reason`, the cause). `name` is null once the learner was erased.
 * `can_reissue` is true only for the signed-in owner of a valid certificate whose printed name
 * differs from the current profile name.
 */
export const CertificateVerificationSchema = z.object({
  code: safeString(),
  name: safeString().nullable(),
  course_title: safeString(),
  /** ISO 8601 (UTC). */
  issued_at: safeString(),
  status: CertificateStatusSchema,
  replaced_by: safeString().nullable(),
  /** ISO 8601 (UTC), or null. */
  replaced_at: safeString().nullable(),
  /** ISO 8601 (UTC), or null. */
  revoked_at: safeString().nullable(),
  revoked_reason: CertificateRevocationCauseSchema.nullable(),
  pdf_url: safeString(),
  is_owner: z.boolean(),
  can_reissue: z.boolean(),
});

export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

/** Public path of a certificate's PDF (download from Programmu, the player and the public page). */
export const certificatePdfPath = (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`;
