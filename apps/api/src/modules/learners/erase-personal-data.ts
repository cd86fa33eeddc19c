import { ERASED_NAME, LEARNER_TEXT, type UserSummary } from '@kelas/contracts/learners';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/app-error.ts';
import type { StorageDriver } from '../../platform/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { announceCourseChange } from '../../platform/public-data-changes.ts';
import { certificatePdfKeys } from '../certificates/load-certificate-pdf.ts';
import { revokeCertificatesOf } from '../certificates/revoke-certificate.ts';
import type { Actor } from './actor.ts';
import { presentUserSummary } from './presenters.ts';
import { anonymiseUser, findUserSummary, listCertificateCodes, listEnrolledCourseIds } from './queries.ts';

/**
 * Erases a person's data on request (UU PDP right to erasure; decision 161), in one transaction:
 * personal fields anonymised (name 'Pengguna Terhapus', e-mail `erased-{id}@erased.invalid`, no
 * phone, password, gender, birth date or avatar), sessions revoked, reset links and codes dropped,
 * journal answers and assignment submissions deleted, the erased name printed on certificates and
 * every valid certificate revoked (cause `erasure`: the public page says revoked and shows no
 * name; decision 242); the person no longer counts in any course's '{n} Peserta' (decision 245).
 * Orders, payments and voucher uses are kept (bookkeeping law). After the commit the files (avatar,
 * assignment PDFs, cached certificate PDFs) are deleted; a failed deletion is logged, never undone.
 * Audit row `user.erase` without personal data.
 * Errors: 404 unknown; 422 own account, or `confirm_email` not the account's e-mail; 409 erased
 * already, or the account still holds a staff role.
 */
export async function erasePersonalData(
  deps: { db: Db; storage: StorageDriver; log: FastifyBaseLogger },
  o: { userId: number; reason: string; confirmEmail: string; actor: Actor; now: Date },
): Promise<UserSummary> {
  if (o.userId === o.actor.id) throw new AppError(422, LEARNER_TEXT.notSelf, 'NOT_SELF');
  let courseIds: number[] = [];
  const keys = await deps.db.transaction(async (tx) => {
    const user = await findUserSummary(tx, o.userId, true);
    if (!user) throw notFound(LEARNER_TEXT.userUnknown);
    if (user.erasedAt) throw conflict(LEARNER_TEXT.alreadyErased, 'USER_ERASED');
    if (user.roles.length > 0) throw conflict(LEARNER_TEXT.eraseStaff, 'USER_IS_STAFF');
    if (user.email !== o.confirmEmail) throw fieldError('confirm_email', LEARNER_TEXT.eraseConfirm, 'CONFIRM_MISMATCH');
    const certCodes = await listCertificateCodes(tx, o.userId);
    courseIds = await listEnrolledCourseIds(tx, o.userId);
    const revoked = await revokeCertificatesOf(tx, { userId: o.userId, cause: 'erasure', reason: o.reason, by: o.actor.id, now: o.now });
    const files = await anonymiseUser(tx, o.userId, o.now, ERASED_NAME);
    await recordAudit(tx, {
      actorId: o.actor.id,
      action: 'user.erase',
      entityType: 'user',
      entityId: o.userId,
      before: { erased_at: null },
      after: { erased_at: o.now.toISOString(), reason: o.reason, files_deleted: files.length, certificates_revoked: revoked.length },
      ip: o.actor.ip,
    });
    return [...files, ...certCodes.flatMap(certificatePdfKeys)];
  });
  for (const courseId of courseIds) announceCourseChange({ courseId });
  for (const key of keys) {
    await deps.storage.delete(key).catch((err: unknown) => deps.log.error({ err, key }, 'erase: file not deleted'));
  }
  return presentUserSummary((await findUserSummary(deps.db, o.userId))!);
}
