import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@kelas/contracts/certificates';
import type { DbOrTx } from '../../db/client.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';
import { findLiveCertificateCode, findUserName, hasAdminRevocation, insertLiveCertificate } from './queries.ts';
import { renderCertificatePdfJob } from './render-pdf-job.ts';

/**
 * A fresh verification code: 20 Crockford base32 symbols from the OS random source (100 bits),
 * so codes cannot be guessed or enumerated.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  let out = '';
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  for (const b of bytes) out += CERTIFICATE_CODE_ALPHABET[b % 32];
  return out;
}

/** A learner's valid certificate: its code, and whether this call issued it. */
export type EnsuredCertificate = { code: string; issued: boolean };

/**
 * The learner's valid certificate for the course, issuing it now (printing the current profile
 * name, dated `now`) when none exists. Call only once every item of the course is complete under
 * its rule (decision 240), inside a transaction that holds `lockLearnerCourse`; the partial unique
 * index makes a second valid certificate impossible even without the lock. A new certificate's PDF
 * is rendered by a job (decision 181). Null when an admin revoked the learner's certificate of the
 * course: that is not undone by completing again (decision 242).
 */
export async function ensureCertificate(tx: DbOrTx, opts: { userId: number; courseId: number; now: Date }): Promise<EnsuredCertificate | null> {
  const existing = await findLiveCertificateCode(tx, opts.userId, opts.courseId);
  if (existing) return { code: existing, issued: false };
  if (await hasAdminRevocation(tx, opts.userId, opts.courseId)) return null;
  const name = (await findUserName(tx, opts.userId)) ?? '';
  const inserted = await insertLiveCertificate(tx, { ...opts, code: newCertificateCode(), name });
  if (inserted) {
    await sendJob(tx, renderCertificatePdfJob, { code: inserted.code });
    return { code: inserted.code, issued: true };
  }
  // Lost a race with another transaction that did not take the lock: theirs is the one.
  const winner = await findLiveCertificateCode(tx, opts.userId, opts.courseId);
  if (!winner) throw new Error('certificate insert conflicted but no valid certificate exists');
  return { code: winner, issued: false };
}
