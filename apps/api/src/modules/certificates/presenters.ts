import { certificatePdfPath, type CertificateVerification } from '@kelas/contracts/certificates';
import type { CertificateView } from './queries.ts';

/**
 * Public verification data of a certificate (no ids, no e-mail). `viewerId` is the signed-in
 * user, if any: the owner learns whether a reissue with the current profile name is possible.
 * Status `valid`, `replaced` or `revoked` with when and the cause (never the admin's words); an
 * erased owner's certificate shows no name (decision 242).
 */
export function presentCertificate(v: CertificateView, viewerId: number | null): CertificateVerification {
  const isOwner = viewerId !== null && viewerId === v.cert.userId;
  const valid = v.cert.status === 'valid';
  return {
    code: v.cert.code,
    name: v.ownerErased ? null : v.cert.namePrinted,
    course_title: v.courseTitle,
    issued_at: v.cert.issuedAt.toISOString(),
    status: v.cert.status,
    replaced_by: v.replacedByCode,
    replaced_at: v.cert.replacedAt?.toISOString() ?? null,
    revoked_at: v.cert.revokedAt?.toISOString() ?? null,
    revoked_reason: v.cert.revokedCause ?? null,
    pdf_url: certificatePdfPath(v.cert.code),
    is_owner: isOwner,
    can_reissue: isOwner && valid && v.ownerName !== v.cert.namePrinted,
  };
}
