import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/** Session + user for a token hash, when the session is live (not revoked, not expired). */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        avatar: users.avatar,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(db: DbOrTx, values: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user except `keepSessionId` (after a password change). */
export async function revokeOtherSessions(db: DbOrTx, userId: number, keepSessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}
