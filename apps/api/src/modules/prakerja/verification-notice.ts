import { PRAKERJA_ATTENDANCE_REQUIRED, PRAKERJA_MESSAGES } from '@kelas/contracts/prakerja';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliverNotificationMail, notify, type NotifyConfig } from '../notifications/notify.ts';
import { findMissingAttendance, findVerificationTarget } from './queries.ts';

/**
 * Tells a programme learner that session `sequence` needs the programme's attendance verification
 * before the item opens (decision 282): 'prakerja.verification', in-app and by e-mail, linking to
 * the item in the player (where the prompt to verify is). Once per code and sequence (event key
 * `prakerja.verification:{codeId}:{sequence}`), however often the gate refuses. Returns the e-mails
 * to deliver after the commit (none when it was told before, or the learner has no code here).
 */
export async function noticeVerificationNeeded(db: Db, o: { userId: number; itemId: number; sequence: number; config: NotifyConfig; now: Date }): Promise<number[]> {
  return db.transaction(async (tx) => {
    const target = await findVerificationTarget(tx, o.userId, o.itemId);
    if (!target) return [];
    const { mailIds } = await notify(tx, {
      config: o.config,
      userId: o.userId,
      type: 'prakerja.verification',
      params: { course: target.course.title, item: target.item.title, sequence: o.sequence },
      eventKey: `prakerja.verification:${target.codeId}:${o.sequence}`,
      link: `/learning/${encodeURIComponent(target.course.slug)}?item=${target.item.id}`,
      now: o.now,
    });
    return mailIds;
  });
}

/**
 * The player's gate (decision 192) that also notifies: a programme learner opening an item whose
 * session is not verified gets 403 PRAKERJA_ATTENDANCE_REQUIRED (the sequence in `errors.sequence`)
 * and, the first time for that session, the notice above. Nothing for an open item (one query).
 */
export async function requireAttendance(app: FastifyInstance, userId: number, itemId: number): Promise<void> {
  const missing = await findMissingAttendance(app.db, userId, itemId);
  if (!missing) return;
  const mailIds = await noticeVerificationNeeded(app.db, { userId, itemId, sequence: missing.sequence, config: app.config, now: app.now() }).catch((err: unknown) => {
    // The learner still needs the gate's answer; a notice that failed is logged, not fatal.
    app.log.error({ err, userId, itemId }, 'prakerja: verification notice not written');
    return [] as number[];
  });
  await deliverNotificationMail(app, mailIds, app.log);
  throw new AppError(403, PRAKERJA_MESSAGES.attendanceRequired, PRAKERJA_ATTENDANCE_REQUIRED, { sequence: [String(missing.sequence)] });
}
