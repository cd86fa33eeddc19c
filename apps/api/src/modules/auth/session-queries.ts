import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { perHandle } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { userRolesSql } from '../../db/user-roles-sql.ts';

/** The statement of `findLiveSession`, prepared: every signed-in call runs it first (decision 122). */
const liveSession = perHandle((db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      twoFactor: sql<boolean>`(${users.totpEnabledAt} is not null)`,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        roles: userRolesSql(),
        avatar: users.avatar,
        locale: users.locale,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1)
    .prepare('auth_live_session'),
);

/**
 * Session + user for a token hash, when the session is live: not revoked, not past its absolute
 * expiry, seen after `idleSince` (the idle timeout), and its account not deactivated. `twoFactor` tells whether the user has
 * TOTP on; `lastSeenAt` lets the caller decide whether to refresh it. One prepared statement.
 */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date, idleSince: Date) {
  const rows = await liveSession(db).execute({ tokenHash, now: now.toISOString(), idleSince: idleSince.toISOString() });
  return rows[0] ?? null;
}

/** Moves the session's last-seen time to `now` unless another request already did since `staleBefore`. */
export async function touchSession(db: DbOrTx, sessionId: number, now: Date, staleBefore: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, staleBefore)));
}

export async function insertSession(db: DbOrTx, values: { userId: number; tokenHash: string; expiresAt: Date; lastSeenAt: Date }) {
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
