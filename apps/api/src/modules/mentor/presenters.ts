import type { MentorSubmission, MentorSubmissionDetail } from '@kelas/contracts/mentor';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { signedTaskFileUrl } from '../assignments/presenters.ts';
import type { SubmissionListRow } from './queries.ts';

export type FileSigner = { secret: string; now: Date; ttlSeconds: number };

/** A submission for the mentor console, with a signed, expiring URL of the PDF. No row leaves as it is. */
export function presentMentorSubmission(row: SubmissionListRow, signer: FileSigner): MentorSubmission {
  const { s } = row;
  const file = signedTaskFileUrl({ ...signer, submission: { id: s.id, fileKey: s.fileKey } });
  return {
    id: s.id,
    status: s.status,
    learner: row.learner,
    course: row.course,
    item: { id: row.item.id, title: row.item.title },
    file_name: s.fileName,
    file_size: s.fileSize,
    file_url: file.url,
    file_url_expires_at: file.expiresAt.toISOString(),
    submitted_at: s.submittedAt.toISOString(),
    score: s.score,
    feedback: s.feedback,
    graded_at: s.gradedAt ? s.gradedAt.toISOString() : null,
    graded_by:
      row.graderId !== null && row.graderName !== null ? { id: row.graderId, name: row.graderName } : null,
  };
}

/** The submission plus the assignment's instruction, objective (sanitised HTML) and duration (minutes). */
export function presentMentorSubmissionDetail(
  row: SubmissionListRow,
  signer: FileSigner,
): MentorSubmissionDetail {
  const d = row.item.detail as { instruction?: unknown; objective?: unknown; duration?: unknown };
  return {
    ...presentMentorSubmission(row, signer),
    instruction: typeof d.instruction === 'string' ? sanitizeRichText(d.instruction) : '',
    objective: typeof d.objective === 'string' ? sanitizeRichText(d.objective) : '',
    duration:
      typeof d.duration === 'number' && Number.isFinite(d.duration) ? Math.max(0, Math.round(d.duration)) : 0,
  };
}
