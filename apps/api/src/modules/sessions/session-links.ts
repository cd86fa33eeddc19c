import { signFileAccess, verifyFileAccess } from '../../platform/storage.ts';
import { unauthorized } from '../../lib/app-error.ts';

/**
 * Personal signed links to a session's join and recording routes (decision 288). The player shows
 * 'Gabung Webinar' as a plain link (a new tab, a copied link, a phone's browser) that carries no
 * bearer token, so the link itself names the learner and is signed with FILE_URL_SECRET: the
 * resource `session:{action}:{sessionId}:{userId}` cannot be moved to another session or learner.
 */
export type SessionLinkAction = 'join' | 'recording';

const resourceOf = (action: SessionLinkAction, sessionId: number, userId: number) => `session:${action}:${sessionId}:${userId}`;

/** The path of a signed link, valid until `expiresAt`. */
export function signedSessionPath(opts: { secret: string; action: SessionLinkAction; sessionId: number; userId: number; expiresAt: Date }): string {
  const { expires, signature } = signFileAccess({ secret: opts.secret, resource: resourceOf(opts.action, opts.sessionId, opts.userId), expiresAt: opts.expiresAt });
  return `/api/course/sessions/${opts.sessionId}/${opts.action}?user=${opts.userId}&expires=${expires}&signature=${signature}`;
}

/**
 * The learner a signed link names, when its signature holds and it has not expired; 401 (the
 * session-ended message) otherwise, as any request without a valid session.
 */
export function userOfSignedLink(opts: {
  secret: string;
  action: SessionLinkAction;
  sessionId: number;
  query: { user?: number | undefined; expires?: number | undefined; signature?: string | undefined };
  now: Date;
}): number {
  const { user, expires, signature } = opts.query;
  if (user === undefined || expires === undefined || signature === undefined) throw unauthorized();
  const verdict = verifyFileAccess({ secret: opts.secret, resource: resourceOf(opts.action, opts.sessionId, user), expires, signature, now: opts.now });
  if (verdict !== 'ok') throw unauthorized();
  return user;
}
