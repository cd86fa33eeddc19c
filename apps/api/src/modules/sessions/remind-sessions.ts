import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { findSessionContext, listCohortLearnerIds, listUpcomingSessions, reminderPlanned, type SessionContext } from './queries.ts';

/** How long before a session its reminders go out (hours). */
export const SESSION_REMINDER_LEADS = [24, 1] as const;
export type ReminderLead = (typeof SESSION_REMINDER_LEADS)[number];

/**
 * One reminder of one session to every learner of its cohort (decision 288), due `leadHours`
 * before `startsAt`. The start it was planned for travels with it: a session that moved since
 * (or was cancelled) makes the job do nothing, and the move planned its own. The notification's
 * event key names the session, the start and the lead, so a retried or doubly planned job notifies
 * each learner once.
 */
export const remindSessionJob = defineJob({
  name: 'sessions.remind',
  schema: z.object({ sessionId: z.number().int().positive(), startsAt: z.string().datetime(), leadHours: z.union([z.literal(24), z.literal(1)]) }),
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
});

/**
 * Plans a session's reminders (24 hours and 1 hour before its start) inside the transaction that
 * dates it: creating a session, moving it, or a learner joining its cohort. A reminder whose time
 * has passed is not planned. The singleton key (session, start, lead) keeps one waiting job per
 * reminder however often this runs.
 */
export async function planSessionReminders(tx: DbOrTx, session: { id: number; startsAt: Date; cancelledAt: Date | null }, now: Date): Promise<void> {
  if (session.cancelledAt) return;
  const startsAt = session.startsAt.toISOString();
  for (const leadHours of SESSION_REMINDER_LEADS) {
    const dueInSeconds = Math.floor((session.startsAt.getTime() - leadHours * 3_600_000 - now.getTime()) / 1000);
    if (dueInSeconds <= 0 || (await reminderPlanned(tx, { sessionId: session.id, startsAt, leadHours }))) continue;
    await sendJob(tx, remindSessionJob, { sessionId: session.id, startsAt, leadHours }, { startAfterSeconds: dueInSeconds });
  }
}

const sessionParams = (ctx: SessionContext) => ({ course: ctx.course.title, session: ctx.session.title, starts_at: ctx.session.startsAt.toISOString() });
const courseLink = (ctx: SessionContext) => (ctx.session.itemId ? `/learning/${ctx.course.slug}?item=${ctx.session.itemId}` : `/learning/${ctx.course.slug}`);

/**
 * One run of a reminder: when the session still starts at `startsAt` and is not cancelled, notifies
 * every learner of its cohort (`session.reminder`, in-app and e-mail). Returns the outbox ids to
 * deliver after the commit.
 */
export async function remindSession(db: Db, opts: { sessionId: number; startsAt: string; leadHours: ReminderLead; now: Date; config: NotifyConfig }): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ctx = await findSessionContext(tx, opts.sessionId);
    if (!ctx || ctx.session.cancelledAt || ctx.session.startsAt.toISOString() !== new Date(opts.startsAt).toISOString()) return [];
    const mailIds: number[] = [];
    for (const userId of await listCohortLearnerIds(tx, ctx.cohort.id)) {
      const sent = await notify(tx, {
        config: opts.config,
        userId,
        type: 'session.reminder',
        params: { ...sessionParams(ctx), lead_hours: opts.leadHours },
        eventKey: `session.reminder:${ctx.session.id}:${ctx.session.startsAt.toISOString()}:${opts.leadHours}`,
        link: courseLink(ctx),
        now: opts.now,
      });
      mailIds.push(...sent.mailIds);
    }
    return mailIds;
  });
}

/**
 * Tells a cohort's learners that a session moved (`previousStartsAt` → its start now) or was
 * cancelled, inside the transaction that changed it, and plans the moved session's reminders.
 * Event keys `session.moved:{id}:{new start}` and `session.cancelled:{id}`: a repeated request
 * notifies once, a second move notifies again. Returns the outbox ids to deliver after the commit.
 */
export async function announceSessionChange(
  tx: DbOrTx,
  opts: { sessionId: number; change: 'moved' | 'cancelled'; previousStartsAt?: Date; now: Date; config: NotifyConfig },
): Promise<number[]> {
  const ctx = await findSessionContext(tx, opts.sessionId);
  if (!ctx) return [];
  const mailIds: number[] = [];
  for (const userId of await listCohortLearnerIds(tx, ctx.cohort.id)) {
    const base = { config: opts.config, userId, link: courseLink(ctx), now: opts.now };
    const sent =
      opts.change === 'cancelled'
        ? await notify(tx, { ...base, type: 'session.cancelled', params: sessionParams(ctx), eventKey: `session.cancelled:${ctx.session.id}` })
        : await notify(tx, {
            ...base,
            type: 'session.moved',
            params: { ...sessionParams(ctx), previous_starts_at: (opts.previousStartsAt ?? ctx.session.startsAt).toISOString() },
            eventKey: `session.moved:${ctx.session.id}:${ctx.session.startsAt.toISOString()}`,
          });
    mailIds.push(...sent.mailIds);
  }
  if (opts.change === 'moved') await planSessionReminders(tx, ctx.session, opts.now);
  return mailIds;
}

/**
 * 'Kamu terdaftar di …' for a learner who entered a cohort (decision 288), whichever way they came
 * in: a paid order, a voucher, a programme code, a free join or a move. Planned by the transaction
 * that put them there (`planCohortWelcome`), so it exists exactly when that enrolment committed;
 * the worker has the mail settings every path lacks. `welcomeToCohort` notifies once per cohort.
 */
export const welcomeToCohortJob = defineJob({
  name: 'cohorts.welcome',
  schema: z.object({ userId: z.number().int().positive(), cohortId: z.number().int().positive() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
});

/** Plans `welcomeToCohortJob` inside the transaction that puts the learner into the cohort. */
export async function planCohortWelcome(tx: DbOrTx, opts: { userId: number; cohortId: number }): Promise<void> {
  await sendJob(tx, welcomeToCohortJob, opts, { singletonKey: `${opts.userId}:${opts.cohortId}` });
}

/**
 * A learner joined a cohort (decision 288), run by `welcomeToCohortJob`: notifies them
 * (`cohort.joined`, once per cohort) and plans the reminders of the cohort's sessions still ahead
 * (the reminder jobs notify whoever is in the cohort when they run). Returns the outbox ids.
 */
export async function welcomeToCohort(tx: DbOrTx, opts: { userId: number; cohortId: number; now: Date; config: NotifyConfig }): Promise<number[]> {
  const upcoming = await listUpcomingSessions(tx, opts.cohortId, opts.now);
  const cohort = upcoming.cohort;
  if (!cohort) return [];
  const sent = await notify(tx, {
    config: opts.config,
    userId: opts.userId,
    type: 'cohort.joined',
    params: { course: cohort.courseTitle, cohort: cohort.name, starts_at: cohort.startsAt.toISOString() },
    eventKey: `cohort.joined:${opts.cohortId}`,
    link: `/learning/${cohort.courseSlug}`,
    now: opts.now,
  });
  for (const s of upcoming.sessions) await planSessionReminders(tx, s, opts.now);
  return sent.mailIds;
}
