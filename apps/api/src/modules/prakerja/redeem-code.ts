import { PRAKERJA_MESSAGES, PRAKERJA_REDEEM_SEQUENCE, type PrakerjaStep } from '@kelas/contracts/prakerja';
import { fieldError } from '../../lib/app-error.ts';
import { isEnrolled } from '../programs/create-enrolment.ts';
import { askProgramme } from './learner-errors.ts';
import { findCodeByRedeemCode, findCodeOfUserCourse, findCourseByProgrammeCode, findCourseById, insertCode } from './queries.ts';
import { verifySequence, type PrakerjaDeps } from './verify-sequence.ts';

/** Canonical form of a redeem code: trimmed, upper case. */
export const normaliseRedeemCode = (code: string) => code.trim().toUpperCase();

/**
 * Redeems a programme code for the signed-in learner (decision 190):
 * 1. a code already bound to another Kelas account → 422 "used by another account";
 * 2. asks the programme for the code's status at sequence 1: unknown / another provider / used
 *    elsewhere → 422 with the programme's reason; down → 503 (askProgramme);
 * 3. finds the course whose programme course code the programme named → none: 422 "another course";
 * 4. binds the code to the learner and course (unique code; unique learner+course);
 * 5. sequence 1 verified → enrolled (`verified`), else the programme's verification URL (`redirect`).
 * Retrying with the same code continues where it stopped; nothing is granted twice.
 */
export async function redeemPrakerjaCode(deps: PrakerjaDeps, opts: { userId: number; email: string; redeemCode: string }): Promise<PrakerjaStep> {
  const redeemCode = normaliseRedeemCode(opts.redeemCode);
  const existing = await findCodeByRedeemCode(deps.db, redeemCode);
  if (existing && existing.userId !== opts.userId) throw fieldError('redeem_code', PRAKERJA_MESSAGES.usedElsewhere, 'PRAKERJA_CODE_TAKEN');

  const status = await askProgramme(deps.log, () => deps.client.redeemStatus({ redeemCode, sequence: PRAKERJA_REDEEM_SEQUENCE }));
  if (existing) {
    const course = await findCourseById(deps.db, existing.courseId);
    return verifySequence(deps, { code: existing, course, email: opts.email, sequence: PRAKERJA_REDEEM_SEQUENCE, known: status });
  }
  // Refusals come before the code is bound, so a refused call writes nothing.
  if (status.status !== 1) throw fieldError('redeem_code', PRAKERJA_MESSAGES.cancelled, 'PRAKERJA_CODE_INVALID');
  const course = await findCourseByProgrammeCode(deps.db, status.course_code);
  if (!course) throw fieldError('redeem_code', PRAKERJA_MESSAGES.otherCourse, 'PRAKERJA_OTHER_COURSE');
  if (await findCodeOfUserCourse(deps.db, opts.userId, course.id)) throw fieldError('redeem_code', PRAKERJA_MESSAGES.alreadyEnrolled, 'ALREADY_ENROLLED');
  if (await isEnrolled(deps.db, opts.userId, course.id)) throw fieldError('redeem_code', PRAKERJA_MESSAGES.alreadyEnrolled, 'ALREADY_ENROLLED');

  const code = await insertCode(deps.db, {
    redeemCode,
    userId: opts.userId,
    courseId: course.id,
    programmeCourseCode: status.course_code,
    invoiceCode: status.invoice_code ?? null,
    scheduleCode: status.schedule_code ?? null,
    now: deps.now,
  });
  // Lost a race: another account bound the code, or this learner bound another code to the course.
  if (!code) {
    const winner = await findCodeByRedeemCode(deps.db, redeemCode);
    if (winner && winner.userId !== opts.userId) throw fieldError('redeem_code', PRAKERJA_MESSAGES.usedElsewhere, 'PRAKERJA_CODE_TAKEN');
    if (!winner) throw fieldError('redeem_code', PRAKERJA_MESSAGES.alreadyEnrolled, 'ALREADY_ENROLLED');
    return verifySequence(deps, { code: winner, course, email: opts.email, sequence: PRAKERJA_REDEEM_SEQUENCE, known: status });
  }
  return verifySequence(deps, { code, course, email: opts.email, sequence: PRAKERJA_REDEEM_SEQUENCE, known: status });
}
