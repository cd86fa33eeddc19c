import { CERTIFICATE_MESSAGES } from '@kelas/contracts/certificates';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { lockLearnerCourse } from '../learning/queries.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';
import { newCertificateCode } from './issue-certificate.ts';
import { renderCertificatePdfJob } from './render-pdf-job.ts';
import { findCertificateByCode, findUserName, insertLiveCertificate, linkReplacement, markCertificateReplaced } from './queries.ts';

/**
 * Replaces the owner's live certificate with a new one printing the CURRENT profile name (the
 * printed name never changes silently). One transaction under the learner-course lock:
 * the old certificate becomes `replaced` and points at the new code. Errors: 404 unknown code,
 * 403 not the owner, 409 CERTIFICATE_REVOKED (decision 242), 409 ALREADY_REPLACED, 409 SAME_NAME
 * when the profile name is already printed.
 * Returns the new code.
 */
export async function reissueCertificate(db: Db, opts: { code: string; userId: number; now: Date }): Promise<string> {
  return db.transaction(async (tx) => {
    const found = await findCertificateByCode(tx, opts.code);
    if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
    const old = found.cert;
    if (old.userId !== opts.userId) throw forbidden(CERTIFICATE_MESSAGES.notOwner);
    if (old.status === 'revoked') throw conflict(CERTIFICATE_MESSAGES.revoked, 'CERTIFICATE_REVOKED');
    await lockLearnerCourse(tx, old.userId, old.courseId);
    const name = (await findUserName(tx, old.userId)) ?? '';
    if (name === old.namePrinted) throw conflict(CERTIFICATE_MESSAGES.sameName, 'SAME_NAME');
    if (!(await markCertificateReplaced(tx, old.id, opts.now))) throw conflict(CERTIFICATE_MESSAGES.alreadyReplaced, 'ALREADY_REPLACED');
    const fresh = await insertLiveCertificate(tx, { userId: old.userId, courseId: old.courseId, code: newCertificateCode(), name, now: opts.now });
    if (!fresh) throw conflict(CERTIFICATE_MESSAGES.alreadyReplaced, 'ALREADY_REPLACED');
    await linkReplacement(tx, old.id, fresh.id);
    await sendJob(tx, renderCertificatePdfJob, { code: fresh.code });
    return fresh.code;
  });
}
