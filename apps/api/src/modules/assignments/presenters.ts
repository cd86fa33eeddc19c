import type { AssignmentLog } from '@kelas/contracts/learning';
import { signFileAccess } from '../../platform/storage.ts';
import type { SubmissionRow } from './queries.ts';

/** Route that streams a submitted PDF (bearer of an allowed user, or a signed query). */
export const taskFilePath = (submissionId: number) => `/api/course/practice/assignment/${submissionId}/file`;

/** What a signature for a submitted file grants; includes the key, so a replaced file voids old links. */
export const taskFileResource = (s: { id: number; fileKey: string }) => `assignment:${s.id}:${s.fileKey}`;

/**
 * A signed, expiring URL of a submitted PDF that opens without a bearer header (iframe, new tab).
 * Only hand it to someone who passed `assertCanViewSubmission`. `ttlSeconds` defaults to 30 min.
 */
export function signedTaskFileUrl(opts: {
  secret: string;
  now: Date;
  ttlSeconds: number;
  submission: { id: number; fileKey: string };
}): { url: string; expiresAt: Date } {
  const expiresAt = new Date(opts.now.getTime() + opts.ttlSeconds * 1000);
  const { expires, signature } = signFileAccess({
    secret: opts.secret,
    resource: taskFileResource(opts.submission),
    expiresAt,
  });
  return { url: `${taskFilePath(opts.submission.id)}?expires=${expires}&signature=${signature}`, expiresAt };
}

/**
 * The spec's assignment_log (section 3) for the owner: status, feedback, score, `task` (a display
 * path `assignments/{id}/{file name}` whose last segment is the name shown, spec 2.24), `task_url`
 * (the authorised file route; needs the owner's bearer token) and `submitted_at` (ISO 8601 UTC).
 */
export function presentAssignmentLog(row: SubmissionRow): NonNullable<AssignmentLog> {
  return {
    status: row.status,
    feedback: row.feedback,
    score: row.score,
    task: `assignments/${row.id}/${row.fileName}`,
    task_url: taskFilePath(row.id),
    submitted_at: row.submittedAt.toISOString(),
  };
}
