import { COHORT_TEXT, type CreateSessionBodySchema, type UpdateSessionBodySchema } from '@kelas/contracts/cohorts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation, type Actor } from '../studio/actor.ts';
import { auditWrite } from '../studio/audit-write.ts';
import { findItemKind, findSession, insertSession, updateSessionRow, type CohortRow, type SessionRow } from './queries.ts';
import { loadCohortForEdit } from './save-cohort.ts';
import type { NotifyConfig } from '../notifications/notify.ts';
import { announceSessionChange, planSessionReminders } from '../sessions/remind-sessions.ts';

type CreateBody = z.output<typeof CreateSessionBodySchema>;
type UpdateBody = z.output<typeof UpdateSessionBodySchema>;

/** 422 `item_id` unless the item is a webinar of the cohort's course. */
async function assertWebinarItem(tx: Tx, cohort: CohortRow, itemId: number | null | undefined): Promise<void> {
  if (itemId === null || itemId === undefined) return;
  const item = await findItemKind(tx, itemId);
  if (!item || item.courseId !== cohort.courseId || item.itemType !== 'webinar') throw fieldError('item_id', COHORT_TEXT.itemNotWebinar, 'ITEM_NOT_WEBINAR');
}

const itemTaken = () => fieldError('item_id', COHORT_TEXT.itemTaken, 'ITEM_TAKEN');

/**
 * Adds a dated session to a cohort (decision 285): title, start and end (ISO-8601, end after
 * start), an http(s) meeting link, the programme's sequence number, the webinar item it serves (a
 * webinar of the same course, once per cohort). 404 unknown cohort, 403 not an author of its
 * course, 422 under the field. Audited (`session.create`).
 */
export async function createSession(db: Db, o: { actor: Actor; cohortId: number; body: CreateBody; now: Date; config: NotifyConfig }): Promise<SessionRow> {
  try {
    return await db.transaction(async (tx) => {
      const cohort = await loadCohortForEdit(tx, o.actor, o.cohortId);
      await assertWebinarItem(tx, cohort, o.body.item_id);
      const row = await insertSession(tx, {
        cohortId: cohort.id,
        itemId: o.body.item_id,
        title: o.body.title,
        startsAt: new Date(o.body.starts_at),
        endsAt: new Date(o.body.ends_at),
        meetingUrl: o.body.meeting_url,
        sequence: o.body.sequence,
        createdAt: o.now,
        updatedAt: o.now,
      });
      await auditWrite(tx, o.actor, { action: 'session.create', entityType: 'cohort_session', entityId: row.id, after: { ...o.body } });
      // Its reminders, 24 hours and 1 hour before (decision 288).
      await planSessionReminders(tx, row, o.now);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw itemTaken();
    throw err;
  }
}

/** The session and its cohort (locked) when the actor may edit the cohort's course; 404 unknown session. */
async function loadSessionForEdit(tx: Tx, actor: Actor, sessionId: number): Promise<{ session: SessionRow; cohort: CohortRow }> {
  const found = await findSession(tx, sessionId);
  if (!found) throw notFound(COHORT_TEXT.sessionNotFound);
  const cohort = await loadCohortForEdit(tx, actor, found.cohortId);
  return { session: (await findSession(tx, sessionId, true))!, cohort };
}

/**
 * Edits a session: any field; moving it (new start or end) is what every learner's calendar feed
 * shows at its next refresh, with a higher SEQUENCE. 409 SESSION_CANCELLED for a cancelled session.
 * Errors otherwise as `createSession`. Audited (`session.update`).
 */
export async function updateSession(db: Db, o: { actor: Actor; sessionId: number; body: UpdateBody; now: Date; config: NotifyConfig }): Promise<SessionRow> {
  try {
    return await db.transaction(async (tx) => {
      const { session, cohort } = await loadSessionForEdit(tx, o.actor, o.sessionId);
      if (session.cancelledAt) throw conflict(COHORT_TEXT.sessionCancelled, 'SESSION_CANCELLED');
      const b = o.body;
      const startsAt = b.starts_at ? new Date(b.starts_at) : session.startsAt;
      const endsAt = b.ends_at ? new Date(b.ends_at) : session.endsAt;
      if (endsAt <= startsAt) throw fieldError('ends_at', COHORT_TEXT.endsBeforeStart);
      await assertWebinarItem(tx, cohort, b.item_id);
      const row = await updateSessionRow(tx, session.id, {
        ...(b.title !== undefined && { title: b.title }),
        ...(b.meeting_url !== undefined && { meetingUrl: b.meeting_url }),
        ...(b.sequence !== undefined && { sequence: b.sequence }),
        ...(b.item_id !== undefined && { itemId: b.item_id }),
        startsAt,
        endsAt,
        updatedAt: o.now,
      });
      await auditWrite(tx, o.actor, { action: 'session.update', entityType: 'cohort_session', entityId: session.id, before: session, after: { ...b } });
      // A new start tells the cohort and plans the reminders of the new time (decision 288); the outbox sends the e-mails.
      if (startsAt.getTime() !== session.startsAt.getTime()) {
        await announceSessionChange(tx, { sessionId: session.id, change: 'moved', previousStartsAt: session.startsAt, now: o.now, config: o.config });
      }
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw itemTaken();
    throw err;
  }
}

/** Cancels a session (kept, marked; calendars announce CANCELLED). 409 SESSION_CANCELLED when it already was. Audited (`session.cancel`). */
export async function cancelSession(db: Db, o: { actor: Actor; sessionId: number; now: Date; config: NotifyConfig }): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const { session } = await loadSessionForEdit(tx, o.actor, o.sessionId);
    if (session.cancelledAt) throw conflict(COHORT_TEXT.sessionCancelled, 'SESSION_CANCELLED');
    const row = await updateSessionRow(tx, session.id, { cancelledAt: o.now, updatedAt: o.now });
    await auditWrite(tx, o.actor, { action: 'session.cancel', entityType: 'cohort_session', entityId: session.id });
    // The cohort is told; its reminders find it cancelled and say nothing (decision 288).
    await announceSessionChange(tx, { sessionId: session.id, change: 'cancelled', now: o.now, config: o.config });
    return row;
  });
}
