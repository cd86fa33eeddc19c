import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { listMentorWaiting } from './queries.ts';

/** The academy's hour (0..23, in TIMEZONE) from which the day's digest goes out (decision 282). */
export const MENTOR_DIGEST_HOUR = 7;

/**
 * The mentors' daily digest (decision 282). pg-boss schedules in UTC, while the academy's morning
 * is in its own zone (TIMEZONE, Asia/Jakarta by default): the schedule runs hourly and each run sends
 * the day's digest to every mentor who has not had it, once the academy's clock passed
 * MENTOR_DIGEST_HOUR. A server down at seven sends it at its next run; the event key
 * `mentor.digest:{academy day}` makes every later run that day (and a retry) send nothing.
 */
export const mentorDigestJob = defineJob({
  name: 'mentor.digest',
  schema: z.object({}),
  cron: '2 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
});

/** The academy's calendar day ('2026-11-27') and hour (0..23) at `now` in `timeZone`. */
export function academyClock(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * One run of the digest at `now`: before MENTOR_DIGEST_HOUR in `timeZone` nothing; else, for every
 * mentor (an account linked to a course through course_mentors) with unanswered visible questions or
 * ungraded submissions in the courses they teach, one 'mentor.digest' notification (in-app and
 * e-mail) with both counts and the age of the oldest waiting one in whole hours, linking to the
 * mentor area. Mentors with nothing waiting get nothing. Each mentor is one transaction, so one
 * failure leaves the others sent (the retry sends only what is missing). Returns the outbox ids to
 * deliver and how many mentors were notified this time.
 */
export async function sendMentorDigests(db: Db, o: { now: Date; timeZone: string; config: NotifyConfig }): Promise<{ mailIds: number[]; sent: number }> {
  const { day, hour } = academyClock(o.now, o.timeZone);
  if (hour < MENTOR_DIGEST_HOUR) return { mailIds: [], sent: 0 };
  const mailIds: number[] = [];
  let sent = 0;
  for (const m of await listMentorWaiting(db)) {
    if (m.questions + m.submissions === 0 || !m.oldestAt) continue;
    const oldestHours = Math.max(0, Math.floor((o.now.getTime() - m.oldestAt.getTime()) / 3_600_000));
    const result = await db.transaction((tx) =>
      notify(tx, {
        config: o.config,
        userId: m.userId,
        type: 'mentor.digest',
        params: { questions: m.questions, submissions: m.submissions, oldest_hours: oldestHours, date: day },
        eventKey: `mentor.digest:${day}`,
        link: '/mentor',
        now: o.now,
      }),
    );
    if (result.notificationId !== null) sent++;
    mailIds.push(...result.mailIds);
  }
  return { mailIds, sent };
}
