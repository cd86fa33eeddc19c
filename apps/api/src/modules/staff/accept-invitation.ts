import { type AuthUser } from '@kelas/contracts/auth';
import { STAFF_ROLE_LABELS, STAFF_TEXT, type AcceptInvitationBody } from '@kelas/contracts/staff';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertPasswordNotBreached } from '../auth/breached-passwords.ts';
import { createSession } from '../auth/create-session.ts';
import { hashPassword } from '../auth/password.ts';
import { presentUser } from '../auth/presenters.ts';
import { findUserById, markEmailVerified, setPasswordHash } from '../auth/queries.ts';
import { sortRoles } from './invite-staff.ts';
import { findInvitationByToken, findMemberByEmail, findUserName, insertInvitedUser, insertRole, updateInvitation, type InvitationRow } from './queries.ts';

/** The open invitation of a link, or the error its state calls for: 404 unknown, 410 expired or cancelled, 409 accepted. */
async function openInvitationOf(db: DbOrTx, token: string, now: Date, lock = false): Promise<InvitationRow> {
  const found = await findInvitationByToken(db, hashToken(token), lock);
  if (!found) throw notFound(STAFF_TEXT.invitationNotFound);
  if (found.acceptedAt) throw conflict(STAFF_TEXT.invitationUsed, 'INVITATION_USED');
  if (found.revokedAt) throw new AppError(410, STAFF_TEXT.invitationCancelled, 'INVITATION_REVOKED');
  if (found.expiresAt.getTime() <= now.getTime()) throw new AppError(410, STAFF_TEXT.invitationExpired, 'INVITATION_EXPIRED');
  return found;
}

/** POST /api/auth/invitations/lookup: what 'Terima Undangan' shows (decision 266). Errors as `acceptInvitation`. */
export async function lookupInvitation(db: Db, o: { token: string; now: Date }) {
  const inv = await openInvitationOf(db, o.token, o.now);
  const member = await findMemberByEmail(db, inv.email);
  return {
    email: inv.email,
    name: member?.name ?? inv.name,
    role: inv.role,
    account_exists: Boolean(member),
    invited_by: await findUserName(db, inv.invitedBy),
    expires_at: inv.expiresAt.toISOString(),
  };
}

/**
 * POST /api/auth/invitations/accept (decision 266), one transaction with the invitation locked,
 * so a link is used once however often it is sent:
 * - `{ token, password, confirm_password }` by someone signed out, for an e-mail without an
 *   account: the account is created (e-mail verified: the link came by e-mail), the role granted,
 *   and the person signed in (`token`, `user` in the answer). For an e-mail with an account: 409
 *   ACCOUNT_EXISTS (sign in first).
 * - `{ token }` signed in as the invited e-mail: the role is granted to that account. Another
 *   account: 403 INVITATION_OTHER_ACCOUNT. Signed out without a password: 422 `password`.
 * Audit rows `staff.invitation_accept` and `role.grant` (the actor is the person accepting).
 * Errors: 404 unknown link, 409 already accepted, 410 expired or cancelled.
 */
export async function acceptInvitation(
  deps: { db: Db; config: Config },
  o: { body: AcceptInvitationBody; user: AuthUser | null; ip: string | null; now: Date },
): Promise<{ message: string; role: InvitationRow['role']; token?: string; user?: AuthUser }> {
  const { password } = o.body;
  const passwordHash = password && !o.user ? (assertPasswordNotBreached('password', password), await hashPassword(password)) : null;
  return deps.db.transaction(async (tx) => {
    const inv = await openInvitationOf(tx, o.body.token, o.now, true);
    const member = await findMemberByEmail(tx, inv.email);
    let userId: number;
    let created = false;
    if (o.user) {
      if (o.user.email !== inv.email) throw forbidden(STAFF_TEXT.invitationOtherAccount.replace('{{email}}', inv.email));
      userId = o.user.id;
    } else {
      if (member) throw conflict(STAFF_TEXT.invitationSignIn, 'ACCOUNT_EXISTS');
      if (!passwordHash) throw fieldError('password', STAFF_TEXT.invitationPasswordRequired, 'PASSWORD_REQUIRED');
      const id = await insertInvitedUser(tx, { name: inv.name, email: inv.email, now: o.now });
      if (id === null) throw conflict(STAFF_TEXT.invitationSignIn, 'ACCOUNT_EXISTS');
      await setPasswordHash(tx, id, passwordHash, o.now);
      await markEmailVerified(tx, id, o.now);
      userId = id;
      created = true;
    }
    const rolesBefore = member?.roles ?? [];
    const granted = await insertRole(tx, { userId, role: inv.role, grantedBy: inv.invitedBy ?? userId, now: o.now });
    await updateInvitation(tx, inv.id, { acceptedAt: o.now, acceptedBy: userId });
    await recordAudit(tx, { actorId: userId, action: 'staff.invitation_accept', entityType: 'staff_invitation', entityId: inv.id, after: { email: inv.email, role: inv.role, account_created: created }, ip: o.ip });
    if (granted) {
      await recordAudit(tx, {
        actorId: userId,
        action: 'role.grant',
        entityType: 'user',
        entityId: userId,
        before: { roles: rolesBefore },
        after: { roles: sortRoles([...rolesBefore, inv.role]) },
        ip: o.ip,
      });
    }
    const message = STAFF_TEXT.invitationAccepted.replace('{{role}}', STAFF_ROLE_LABELS[inv.role]);
    if (!created) return { message, role: inv.role };
    const token = await createSession(tx, { userId, days: deps.config.SESSION_DAYS, now: o.now });
    const row = await findUserById(tx, userId);
    return { message, role: inv.role, token, user: presentUser(row!) };
  });
}
