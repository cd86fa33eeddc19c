import { LEARNER_TEXT, type UserSummary } from '@kelas/contracts/learners';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Actor } from './actor.ts';
import { presentUserSummary } from './presenters.ts';
import { deactivateUserRow, findUserSummary, reactivateUserRow } from './queries.ts';

/**
 * Deactivates an account: `deactivated_at` is set and every live session is
 * revoked in the same transaction, so the very next request with an old token answers 401, and
 * login answers 403 ACCOUNT_DEACTIVATED. Audit row `user.deactivate` with the reason.
 * Errors: 404 unknown; 422 for one's own account; 409 when already deactivated.
 */
export async function deactivateAccount(db: Db, o: { userId: number; reason: string; actor: Actor; now: Date }): Promise<UserSummary> {
  if (o.userId === o.actor.id) throw new AppError(422, LEARNER_TEXT.notSelf, 'NOT_SELF');
  await db.transaction(async (tx) => {
    const user = await findUserSummary(tx, o.userId, true);
    if (!user) throw notFound(LEARNER_TEXT.userUnknown);
    if (!(await deactivateUserRow(tx, o.userId, o.now))) throw conflict(LEARNER_TEXT.alreadyDeactivated, 'ALREADY_DEACTIVATED');
    await recordAudit(tx, {
      actorId: o.actor.id,
      action: 'user.deactivate',
      entityType: 'user',
      entityId: o.userId,
      before: { deactivated_at: null },
      after: { deactivated_at: o.now.toISOString(), reason: o.reason },
      ip: o.actor.ip,
    });
  });
  return presentUserSummary((await findUserSummary(db, o.userId))!);
}

/** Lets a deactivated (not erased) account log in again; audit row `user.reactivate`. 404 unknown; 409 when active or erased. */
export async function reactivateAccount(db: Db, o: { userId: number; actor: Actor; now: Date }): Promise<UserSummary> {
  await db.transaction(async (tx) => {
    const user = await findUserSummary(tx, o.userId, true);
    if (!user) throw notFound(LEARNER_TEXT.userUnknown);
    if (user.erasedAt) throw conflict(LEARNER_TEXT.alreadyErased, 'USER_ERASED');
    if (!(await reactivateUserRow(tx, o.userId, o.now))) throw conflict(LEARNER_TEXT.notDeactivated, 'NOT_DEACTIVATED');
    await recordAudit(tx, {
      actorId: o.actor.id,
      action: 'user.reactivate',
      entityType: 'user',
      entityId: o.userId,
      before: { deactivated_at: user.deactivatedAt?.toISOString() ?? null },
      after: { deactivated_at: null },
      ip: o.actor.ip,
    });
  });
  return presentUserSummary((await findUserSummary(db, o.userId))!);
}
