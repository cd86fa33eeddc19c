import { SESSION_TEXT, type AttachRecordingBody } from '@kelas/contracts/sessions';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import type { StorageDriver } from '../../platform/storage.ts';
import { completeOnAttendance } from './join-session.ts';
import { findAttendance, updateRecording, upsertMark, type SessionContext } from './queries.ts';

/** An uploaded recording: a path POST /api/admin/uploads answered (`uploads/…`), never one that climbs out. */
const UPLOAD_KEY = /^uploads\/(?!.*\.\.)[\w./-]+$/;

/**
 * Attaches a session's recording (PUT /api/mentor/sessions/{id}/recording; decision 288): a link
 * (`url`, http or https) or an uploaded file (`upload_key`, which must exist in storage); both
 * absent or null removes it. 409 RECORDING_BEFORE_END before the session has ended; 422
 * `upload_key` for a file that is not there.
 */
export async function attachRecording(db: Db, opts: { ctx: SessionContext; body: AttachRecordingBody; storage: StorageDriver; now: Date }): Promise<void> {
  const { ctx, body } = opts;
  if (opts.now.getTime() < ctx.session.endsAt.getTime()) throw conflict(SESSION_TEXT.recordingBeforeEnd, 'RECORDING_BEFORE_END');
  const uploadKey = body.upload_key ?? null;
  if (uploadKey !== null && (!UPLOAD_KEY.test(uploadKey) || !(await opts.storage.exists(uploadKey)))) throw fieldError('upload_key', SESSION_TEXT.recordingUpload);
  await updateRecording(db, ctx.session.id, { url: body.url ?? null, uploadKey, now: opts.now });
}

/**
 * A learner opens a session's recording (GET /api/course/sessions/{id}/recording; decision 288):
 * answers where it is (the link, or the uploaded file under /storage). When the course lets a
 * recording make up an absence and the session has ended without the learner (nothing recorded,
 * or absent), the learner's attendance becomes `excused` (source `recording`) and the session's
 * webinar item completes, in one transaction. 404 NO_RECORDING while there is none.
 */
export async function openRecording(db: Db, opts: { ctx: SessionContext; userId: number; now: Date }): Promise<string> {
  const { ctx } = opts;
  const link = ctx.session.recordingUrl ?? (ctx.session.recordingUploadId ? `/storage/${ctx.session.recordingUploadId}` : null);
  if (!link) throw notFound(SESSION_TEXT.noRecording);
  if (ctx.course.recordingMakeup && opts.now.getTime() > ctx.session.endsAt.getTime() && !ctx.session.cancelledAt) {
    await db.transaction(async (tx) => {
      const row = await findAttendance(tx, ctx.session.id, opts.userId);
      if (row && row.status !== 'absent') return;
      await upsertMark(tx, { sessionId: ctx.session.id, userId: opts.userId, status: 'excused', source: 'recording', markedBy: null, now: opts.now });
      await completeOnAttendance(tx, ctx, opts.userId, 'excused', opts.now);
    });
  }
  return link;
}
