import { normaliseCode, VOUCHER_ERROR_CODES, VOUCHER_MESSAGES } from '@kelas/contracts/vouchers';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, withDetails } from '../../lib/app-error.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { takeCohortSeat } from '../cohorts/take-cohort-seat.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { consumeVoucherUse, findVoucherByCode, hasEnrolment, insertRedemption, type CourseRef } from './queries.ts';

type Refusal = keyof typeof VOUCHER_ERROR_CODES;

/** A 422 under the field the refusal is about (spec 8: "the answer's message … under the voucher field"). */
function refuse(reason: Refusal) {
  const field = reason === 'redemptionRequired' || reason === 'redemptionWrong' ? 'redemption_code' : 'voucher_code';
  return fieldError(field, VOUCHER_MESSAGES[reason], VOUCHER_ERROR_CODES[reason]);
}

/**
 * Redeems a voucher code for the learner (spec 2.26, section 7 `POST /course/claim`): in ONE
 * transaction records the learner's use (unique voucher+learner), takes one use of the voucher
 * with a conditional UPDATE (`used_count < max_uses`) and enrols the learner (source 'voucher').
 * Codes are compared in their canonical form (trimmed, case-insensitive, see `normaliseCode`).
 *
 * Errors, each a 422 with the message under the field: unknown code, wrong or missing redemption
 * code (field redemption_code), expired, used up, already enrolled; `cohort_id` missing for a course
 * with cohorts, or full, closed or of another course (decision 285), carrying `course: { slug, title }`.
 * Nothing is written on a refusal.
 */
export async function claimVoucher(
  db: Db,
  opts: { userId: number; voucherCode: string; redemptionCode?: string | null | undefined; cohortId?: number | null | undefined; now: Date },
): Promise<{ course: CourseRef; enrolmentId: number }> {
  const code = normaliseCode(opts.voucherCode);
  if (!code) throw fieldError('voucher_code', VOUCHER_MESSAGES.codeRequired);

  return db.transaction(async (tx) => {
    const found = await findVoucherByCode(tx, code);
    if (!found) throw refuse('unknown');
    const { voucher, course } = found;

    if (voucher.redemptionCode) {
      const given = normaliseCode(opts.redemptionCode ?? '');
      if (!given) throw refuse('redemptionRequired');
      if (!safeEqual(given, voucher.redemptionCode)) throw refuse('redemptionWrong');
    }
    // A revoked voucher is no longer valid: answered like an expired one.
    if (voucher.revokedAt || (voucher.expiresAt && voucher.expiresAt.getTime() <= opts.now.getTime())) throw refuse('expired');
    if (await hasEnrolment(tx, opts.userId, course.id)) throw refuse('alreadyEnrolled');
    // Friendly early answer; the conditional UPDATE below is what actually decides.
    if (voucher.usedCount >= voucher.maxUses) throw refuse('usedUp');

    const redemptionId = await insertRedemption(tx, { voucherId: voucher.id, userId: opts.userId, now: opts.now });
    if (redemptionId === null) throw refuse('alreadyEnrolled');
    if (!(await consumeVoucherUse(tx, voucher.id))) throw refuse('usedUp');
    // A cohort refusal names the course (its codes were accepted), so the page can offer its cohorts.
    const cohortId = await takeCohortSeat(tx, { courseId: course.id, cohortId: opts.cohortId, now: opts.now }).catch((err: unknown) => {
      throw err instanceof AppError ? withDetails(err, { course: { slug: course.slug, title: course.title } }) : err;
    });
    const enrolment = await createEnrolment(tx, { userId: opts.userId, courseId: course.id, source: 'voucher', sourceId: redemptionId, cohortId });
    // Enrolled meanwhile by another request (another voucher, an order): roll this use back.
    if (!enrolment.created) throw refuse('alreadyEnrolled');
    return { course, enrolmentId: enrolment.enrolmentId };
  });
}
