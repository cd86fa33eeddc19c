import { PRAKERJA_MESSAGES, type PrakerjaStep } from '@kelas/contracts/prakerja';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { PrakerjaClient } from '../../platform/prakerja/client.ts';
import type { RedeemStatusData } from '../../platform/prakerja/responses.ts';
import { cohortForScheduleCode } from '../cohorts/cohort-for-schedule.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { askProgramme } from './learner-errors.ts';
import { hasAttendance, insertAttendance, markCodeEnrolled, type CodeRow, type CourseRef } from './queries.ts';

/** What every programme service gets: the database, the client, the clock, the public base URL and a logger. */
export type PrakerjaDeps = { db: Db; client: PrakerjaClient; now: Date; publicUrl: string; log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'> };

/** The redirect_uri Kelas gives the programme: the SPA's callback page, naming the code row and sequence. */
export function callbackUrl(publicUrl: string, codeId: number, sequence: number): string {
  return `${publicUrl}/prakerja/callback?code=${codeId}&sequence=${sequence}`;
}

/**
 * One sequence's attendance for one code (decision 192): verified already in
 * Kelas → `verified` without asking anyone ("never asked twice"); else the programme's status call
 * for that sequence: attended → stored (and for sequence 1 the enrolment granted, in one
 * transaction) → `verified`; not yet → the programme's verification URL → `redirect`.
 * `known` is a status already fetched for this sequence (the redemption asks once, not twice).
 * 422 when the programme reports the code for another course or not valid (status ≠ 1), and for a
 * course with cohorts when no open cohort has the code's `schedule_code` (decision 285).
 */
export async function verifySequence(
  deps: PrakerjaDeps,
  opts: { code: CodeRow; course: CourseRef; email: string; sequence: number; known?: RedeemStatusData },
): Promise<PrakerjaStep> {
  const { code, course, sequence } = opts;
  if (await hasAttendance(deps.db, code.id, sequence)) {
    // A sequence-1 row without the enrolment cannot exist (one transaction), but finishing it is harmless.
    return { status: 'verified', sequence, course };
  }
  const status = opts.known ?? (await askProgramme(deps.log, () => deps.client.redeemStatus({ redeemCode: code.redeemCode, sequence })));
  if (status.course_code !== code.programmeCourseCode) throw fieldError('redeem_code', PRAKERJA_MESSAGES.otherCourse, 'PRAKERJA_OTHER_COURSE');
  if (status.status !== 1) throw fieldError('redeem_code', PRAKERJA_MESSAGES.cancelled, 'PRAKERJA_CODE_INVALID');

  if (status.attendance_status === 1) {
    await deps.db.transaction(async (tx) => {
      await insertAttendance(tx, code.id, sequence, deps.now);
      if (sequence === 1) {
        const cohortId = await cohortForScheduleCode(tx, { courseId: code.courseId, scheduleCode: status.schedule_code ?? code.scheduleCode, now: deps.now });
        await createEnrolment(tx, { userId: code.userId, courseId: code.courseId, source: 'prakerja', sourceId: code.id, cohortId });
        await markCodeEnrolled(tx, code.id, deps.now);
      }
    });
    return { status: 'verified', sequence, course };
  }
  const { url } = await askProgramme(deps.log, () =>
    deps.client.oauthUrl({ redeemCode: code.redeemCode, redirectUri: callbackUrl(deps.publicUrl, code.id, sequence), email: opts.email, sequence }),
  );
  return { status: 'redirect', sequence, url, course };
}
