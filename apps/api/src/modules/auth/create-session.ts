import type { DbOrTx } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { insertSession } from './session-queries.ts';

/**
 * Starts a session for a user: a 256-bit opaque bearer token, stored as its SHA-256,
 * valid `days` days (config SESSION_DAYS, 30 by default) and ended sooner by SESSION_IDLE_MINUTES
 * without use (plugins/auth.ts). Returns the token to hand out once.
 */
export async function createSession(db: DbOrTx, opts: { userId: number; days: number; now?: Date }): Promise<string> {
  const token = newToken(32);
  const now = opts.now ?? new Date();
  await insertSession(db, {
    userId: opts.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + opts.days * 86_400_000),
    lastSeenAt: now,
  });
  return token;
}
