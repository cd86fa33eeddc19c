import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { enrolments } from '../../db/schema/index.ts';
import { announceCourseChange } from '../../platform/public-data-changes.ts';
import { planCohortWelcome } from '../sessions/remind-sessions.ts';

export type EnrolmentSource = 'order' | 'voucher' | 'sso' | 'admin' | 'free' | 'prakerja';

/**
 * Enrols a learner in a course, exactly once (unique user+course). Call inside the caller's
 * transaction. Returns `{ created: false }` when the learner was already enrolled; a new enrolment
 * counts one more participant on the course ('{n} Peserta', counted from enrolments: decision 245).
 * An enrolment into a cohort plans its welcome and the reminders of its sessions (decision 288).
 */
export async function createEnrolment(
  tx: DbOrTx,
  opts: { userId: number; courseId: number; source: EnrolmentSource; sourceId?: number | null; /** The cohort, decided by `takeCohortSeat` (decision 285). */ cohortId?: number | null },
): Promise<{ created: boolean; enrolmentId: number }> {
  const inserted = await tx
    .insert(enrolments)
    .values({ userId: opts.userId, courseId: opts.courseId, source: opts.source, sourceId: opts.sourceId ?? null, cohortId: opts.cohortId ?? null })
    .onConflictDoNothing({ target: [enrolments.userId, enrolments.courseId] })
    .returning({ id: enrolments.id });
  if (inserted[0]) {
    // The public card and detail show the count: drop their cached bodies (decision 121).
    announceCourseChange({ courseId: opts.courseId });
    if (opts.cohortId) await planCohortWelcome(tx, { userId: opts.userId, cohortId: opts.cohortId });
    return { created: true, enrolmentId: inserted[0].id };
  }
  const [existing] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, opts.userId), eq(enrolments.courseId, opts.courseId)));
  return { created: false, enrolmentId: existing!.id };
}

/** True when the learner is enrolled in the course. */
export async function isEnrolled(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return rows.length > 0;
}
