import { z } from 'zod';
import { safeString } from './text.ts';

/**
 * Certificate shapes (issue 6 "Certificates"): issued once when every item of a course is
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
} as const;

/**
 * GET /api/certificates/{code} → { data: CertificateVerification } (public). `status` is `valid`
 * for the live certificate and `replaced` after a reissue, with `replaced_by` the new code.
 * `can_reissue` is true only for the signed-in owner of a valid certificate whose printed name
 * differs from the current profile name.
 */
export const CertificateVerificationSchema = z.object({
  code: safeString(),
  name: safeString(),
  course_title: safeString(),
  /** ISO 8601 (UTC). */
  issued_at: safeString(),
  status: z.enum(['valid', 'replaced']),
  replaced_by: safeString().nullable(),
  /** ISO 8601 (UTC), or null. */
  replaced_at: safeString().nullable(),
  pdf_url: safeString(),
  is_owner: z.boolean(),
  can_reissue: z.boolean(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

/** Public path of a certificate's PDF (download from Programmu, the player and the public page). */
export const certificatePdfPath = (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`;
