import type { Db } from '../../db/client.ts';
import { cohortMentors, cohortSessions, cohorts, enrolments } from '../../db/schema/index.ts';

/** Test-only builders of the sessions feature: a cohort with one session, learners in it. */

export async function createCohort(db: Db, courseId: number, startsAt: Date, name = 'Angkatan Uji'): Promise<number> {
  const [c] = await db
    .insert(cohorts)
    .values({ courseId, name, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 86_400_000), enrolmentDeadline: startsAt })
    .returning({ id: cohorts.id });
  return c!.id;
}

export async function createSession(
  db: Db,
  v: { cohortId: number; itemId: number | null; startsAt: Date; minutes?: number; title?: string; meetingUrl?: string },
): Promise<number> {
  const [s] = await db
    .insert(cohortSessions)
    .values({
      cohortId: v.cohortId,
      itemId: v.itemId,
      title: v.title ?? 'Sesi Langsung 1',
      startsAt: v.startsAt,
      endsAt: new Date(v.startsAt.getTime() + (v.minutes ?? 90) * 60_000),
      meetingUrl: v.meetingUrl ?? 'https://zoom.example.com/j/123456',
    })
    .returning({ id: cohortSessions.id });
  return s!.id;
}

export async function enrolInCohort(db: Db, userId: number, courseId: number, cohortId: number | null): Promise<void> {
  await db.insert(enrolments).values({ userId, courseId, cohortId, source: 'admin' });
}

export async function addCohortMentor(db: Db, cohortId: number, userId: number): Promise<void> {
  await db.insert(cohortMentors).values({ cohortId, userId });
}
