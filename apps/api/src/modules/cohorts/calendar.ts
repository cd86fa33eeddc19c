import { randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { COHORT_TEXT } from '@kelas/contracts/cohorts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findFeedToken, findFeedUser, findLearnerSession, listLearnerSessions, saveFeedToken, type LearnerSessionRow } from './queries.ts';

/** A new feed token: 24 random bytes, base64url (32 characters, URL-safe). */
export const newFeedToken = () => randomBytes(24).toString('base64url');

/** The feed's public URL for a token: `{publicUrl}/api/calendar/{token}.ics`. */
export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

type CalendarOpts = { brand: string; publicUrl: string };

/**
 * An iCalendar document of sessions (RFC 5545, through ical-generator). Each event's UID is stable
 * per session (`session-{id}@{host}`) and its SEQUENCE grows with every edit (seconds between the
 * row's creation and its last update), so a calendar that imported the file or follows the feed
 * moves the event when staff move the session; a cancelled session stays with STATUS:CANCELLED.
 * The event links to the course's player (the join call and its attendance are the player's).
 */
export function renderCalendar(sessions: LearnerSessionRow[], o: CalendarOpts & { name: string }): string {
  const host = new URL(o.publicUrl).host;
  const cal = ical({ name: o.name, prodId: { company: o.brand, product: 'Jadwal', language: 'ID' }, method: ICalCalendarMethod.PUBLISH });
  for (const s of sessions) {
    cal.createEvent({
      id: `session-${s.id}@${host}`,
      start: s.startsAt,
      end: s.endsAt,
      stamp: s.updatedAt,
      lastModified: s.updatedAt,
      created: s.createdAt,
      sequence: Math.max(0, Math.floor((s.updatedAt.getTime() - s.createdAt.getTime()) / 1000)),
      summary: `${s.title} · ${s.courseTitle}`,
      description: `${s.courseTitle} · ${s.cohortName}`,
      url: `${o.publicUrl}/learning/${s.courseSlug}`,
      status: s.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}

/** One session's .ics for a learner of its cohort; 404 SESSION_NOT_FOUND for a session of another cohort or none. */
export async function sessionCalendar(db: Db, o: CalendarOpts & { userId: number; sessionId: number }): Promise<string> {
  const session = await findLearnerSession(db, o.userId, o.sessionId);
  if (!session) throw notFound(COHORT_TEXT.sessionNotFound);
  return renderCalendar([session], { ...o, name: session.courseTitle });
}

/**
 * The learner's private feed token, created on first use (a parallel first call keeps one), or a
 * new one with `reset` (the old URL stops working at once).
 */
export async function ensureFeedToken(db: Db, o: { userId: number; reset: boolean }): Promise<string> {
  if (!o.reset) {
    const existing = await findFeedToken(db, o.userId);
    if (existing) return existing;
  }
  return saveFeedToken(db, o.userId, newFeedToken(), o.reset);
}

/** The feed of a token: every session of the owner's cohorts. 404 for an unknown token or a deactivated or erased account. */
export async function feedCalendar(db: Db, o: CalendarOpts & { token: string }): Promise<string> {
  const userId = await findFeedUser(db, o.token);
  if (userId === null) throw notFound(COHORT_TEXT.feedNotFound);
  return renderCalendar(await listLearnerSessions(db, userId), { ...o, name: `${o.brand} · Jadwal` });
}
