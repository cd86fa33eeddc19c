import { CERTIFICATE_MESSAGES } from '@kelas/contracts/certificates';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { announceCourseChange } from '../../platform/public-data-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockCertificateByCode, revokeCertificateRow, revokeValidCertificates } from './queries.ts';

/**
 * An admin revokes one certificate with a reason (decision 242; POST /api/admin/certificates/{code}/revoke):
 * status `revoked`, `revoked_at` = now, cause `admin`, the reason and the admin kept, and an audit
 * row `certificate.revoke` with the state before and after, in one transaction holding the row's
 * lock (two admins at once: the second gets 409). Completing the course again does not issue a new
 * one. Errors: 404 unknown code; 409 ALREADY_REVOKED; 409 ALREADY_REPLACED (a replaced certificate
 * no longer certifies: its replacement is the one to revoke). After the commit the cached public
 * bodies of the course, the verification among them, are dropped.
 */
export async function revokeCertificate(db: Db, opts: { code: string; reason: string; actor: { id: number; ip: string | null }; now: Date }): Promise<void> {
  const courseId = await db.transaction(async (tx) => {
    const cert = await lockCertificateByCode(tx, opts.code);
    if (!cert) throw notFound(CERTIFICATE_MESSAGES.notFound);
    if (cert.status === 'revoked') throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked, 'ALREADY_REVOKED');
    if (cert.status === 'replaced') throw conflict(CERTIFICATE_MESSAGES.alreadyReplaced, 'ALREADY_REPLACED');
    if (!(await revokeCertificateRow(tx, { id: cert.id, cause: 'admin', reason: opts.reason, by: opts.actor.id, now: opts.now }))) {
      throw conflict(CERTIFICATE_MESSAGES.alreadyRevoked, 'ALREADY_REVOKED');
    }
    await recordAudit(tx, {
      actorId: opts.actor.id,
      action: 'certificate.revoke',
      entityType: 'certificate',
      entityId: cert.code,
      before: { status: cert.status, user_id: cert.userId, course_id: cert.courseId },
      after: { status: 'revoked', revoked_at: opts.now.toISOString(), cause: 'admin', reason: opts.reason },
      ip: opts.actor.ip,
    });
    return cert.courseId;
  });
  announceCourseChange({ courseId });
}

/**
 * Revokes the learner's valid certificates of `courseIds` (all their courses when absent) inside
 * the caller's transaction: a full refund (cause `refund`, of the order's courses) or an erasure
 * (cause `erasure`, every course; decision 242). `reason` is the refund's or the erasure's own.
 * Returns the codes revoked; the caller announces the courses after its commit (`announceCourseChange`).
 */
export async function revokeCertificatesOf(
  tx: DbOrTx,
  opts: { userId: number; courseIds?: number[]; cause: 'refund' | 'erasure'; reason: string; by: number | null; now: Date },
): Promise<string[]> {
  return revokeValidCertificates(tx, opts);
}
