import type { DbOrTx } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { insertPasswordReset } from './queries.ts';

/**
 * A single-use link to set a new password, `{publicUrl}/reset-password?token=…`, valid `minutes`
 * minutes (the token is stored hashed). The same link the forgot-password flow sends (spec 2.12),
 * used too by the console to send a reset link or a staff invitation.
 * Call it inside the transaction that records why the link was issued.
 */
export async function issuePasswordLink(tx: DbOrTx, opts: { userId: number; minutes: number; now: Date; publicUrl: string }): Promise<string> {
  const token = newToken(32);
  await insertPasswordReset(tx, {
    userId: opts.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(opts.now.getTime() + opts.minutes * 60_000),
    now: opts.now,
  });
  return `${opts.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}
