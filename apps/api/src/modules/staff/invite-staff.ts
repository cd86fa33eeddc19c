import { STAFF_ROLES, type StaffRole } from '@kelas/contracts/auth';
import type { Locale } from '@kelas/contracts/i18n';
import { STAFF_TEXT, type StaffInvitation } from '@kelas/contracts/staff';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { textsFor } from '../../platform/i18n.ts';
import { deliverMail, enqueueMail } from '../../platform/mail-outbox.ts';
import { mailBrand, staffInvitationMail } from '../../platform/mail-templates.ts';
import type { Mailer } from '../../platform/mail.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { presentInvitation } from './presenters.ts';
import { findInvitation, findMemberByEmail, findOpenInvitation, findUserName, insertInvitation, updateInvitation, type InvitationRow } from './queries.ts';

/** Hours an invitation's link stays valid (decision 162). */
export const INVITE_LINK_HOURS = 72;

type Deps = { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger };
type StaffActor = { id: number; ip: string | null };

/** The link of 'Terima Undangan' for a token. */
const acceptUrl = (publicUrl: string, token: string) => `${publicUrl}/invitations/accept?token=${encodeURIComponent(token)}`;

/** Writes the invitation e-mail into the outbox (in `tx`), in the person's language; returns the mail's id. */
async function queueInvitationMail(tx: DbOrTx, deps: Deps, o: { invitation: InvitationRow; token: string; name: string; existing: boolean; locale: Locale; now: Date }): Promise<number> {
  const roleLabel = textsFor(o.locale)(`staffRoleLabels:${o.invitation.role}`);
  const content = staffInvitationMail(mailBrand(deps.config, o.locale), {
    name: o.name,
    roleLabel,
    url: acceptUrl(deps.config.PUBLIC_URL, o.token),
    existing: o.existing,
    hours: INVITE_LINK_HOURS,
  });
  return enqueueMail(tx, { to: o.invitation.email, ...content }, o.now);
}

async function deliverNow(deps: Deps, now: Date, mailId: number) {
  await deliverMail(deps.db, deps.mailer, { now, log: deps.log, ids: [mailId] }).catch((err: unknown) =>
    deps.log.error({ err, mailId }, 'staff invitation: delivery left to the outbox sweep'),
  );
}

/**
 * Invites someone to a staff role by e-mail (decision 266), in one transaction: an invitation with
 * a single-use link to 'Terima Undangan' (valid INVITE_LINK_HOURS), an audit row `staff.invite`,
 * and the mail in the outbox (delivered after the commit). Nothing is granted and no account is
 * made here: the role is given when the person accepts (a new account sets its password then).
 * - An e-mail that already has an account needs the admin's confirmation: without `confirm`, 409
 *   CONFIRM_REQUIRED naming the account (`accountName`).
 * - An open invitation for the same e-mail and role is sent again with a new link (the old one stops working).
 * The mail is in the invitee's language: the account's `locale`, else the inviting request's.
 * Errors: 409 CONFIRM_REQUIRED, ALREADY_HAS_ROLE, USER_ERASED.
 */
export async function inviteStaff(
  deps: Deps,
  o: { email: string; name?: string | undefined; role: StaffRole; confirm: boolean; locale: Locale; actor: StaffActor; now: Date },
): Promise<{ sent: true; invitation: StaffInvitation; existing: boolean } | { sent: false; message: string; accountName: string }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const member = await findMemberByEmail(tx, o.email);
    if (member?.erasedAt) throw conflict(STAFF_TEXT.erased, 'USER_ERASED');
    if (member?.roles.includes(o.role)) throw conflict(STAFF_TEXT.alreadyHasRole, 'ALREADY_HAS_ROLE');
    if (member && !o.confirm) return { sent: false as const, message: STAFF_TEXT.existingNeedsConfirm.replace('{{email}}', o.email), accountName: member.name };
    const token = newToken(32);
    const expiresAt = new Date(o.now.getTime() + INVITE_LINK_HOURS * 3600_000);
    const name = member?.name ?? (o.name || o.email.split('@')[0]!);
    const open = await findOpenInvitation(tx, o.email, o.role);
    const row = open
      ? await updateInvitation(tx, open.id, { tokenHash: hashToken(token), sentAt: o.now, expiresAt, invitedBy: o.actor.id, name })
      : await insertInvitation(tx, { email: o.email, name, role: o.role, tokenHash: hashToken(token), invitedBy: o.actor.id, createdAt: o.now, sentAt: o.now, expiresAt });
    if (!row) throw conflict(STAFF_TEXT.invitedExisting, 'INVITATION_RACE');
    await recordAudit(tx, {
      actorId: o.actor.id,
      action: open ? 'staff.invitation_resend' : 'staff.invite',
      entityType: 'staff_invitation',
      entityId: row.id,
      after: { email: o.email, role: o.role, account_exists: Boolean(member) },
      ip: o.actor.ip,
    });
    const mailId = await queueInvitationMail(tx, deps, { invitation: row, token, name, existing: Boolean(member), locale: member?.locale ?? o.locale, now: o.now });
    return { sent: true as const, invitation: presentInvitation({ ...row, inviterName: await findUserName(tx, o.actor.id), accountExists: Boolean(member) }, o.now), mailId, existing: Boolean(member) };
  });
  if (!outcome.sent) return outcome;
  await deliverNow(deps, o.now, outcome.mailId);
  return { sent: true, invitation: outcome.invitation, existing: outcome.existing };
}

/**
 * POST /api/admin/staff/invitations/{id}/resend (decision 266): a new link (the old one stops
 * working) valid INVITE_LINK_HOURS from now, e-mailed again; audit `staff.invitation_resend`.
 * 404 unknown, accepted or revoked invitation.
 */
export async function resendInvitation(deps: Deps, o: { id: number; locale: Locale; actor: StaffActor; now: Date }): Promise<StaffInvitation> {
  const { invitation, mailId } = await deps.db.transaction(async (tx) => {
    const found = await findInvitation(tx, o.id, true);
    if (!found || found.acceptedAt || found.revokedAt) throw notFound(STAFF_TEXT.invitationNotFound);
    const token = newToken(32);
    const row = await updateInvitation(tx, found.id, { tokenHash: hashToken(token), sentAt: o.now, expiresAt: new Date(o.now.getTime() + INVITE_LINK_HOURS * 3600_000) });
    const member = await findMemberByEmail(tx, row.email);
    await recordAudit(tx, { actorId: o.actor.id, action: 'staff.invitation_resend', entityType: 'staff_invitation', entityId: row.id, after: { email: row.email, role: row.role }, ip: o.actor.ip });
    const mailId = await queueInvitationMail(tx, deps, { invitation: row, token, name: member?.name ?? row.name, existing: Boolean(member), locale: member?.locale ?? o.locale, now: o.now });
    return { invitation: presentInvitation({ ...row, inviterName: await findUserName(tx, row.invitedBy), accountExists: Boolean(member) }, o.now), mailId };
  });
  await deliverNow(deps, o.now, mailId);
  return invitation;
}

/** POST /api/admin/staff/invitations/{id}/revoke: the link stops working; audit `staff.invitation_revoke`. 404 unknown, accepted or already revoked. */
export async function revokeInvitation(db: Db, o: { id: number; actor: StaffActor; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findInvitation(tx, o.id, true);
    if (!found || found.acceptedAt || found.revokedAt) throw notFound(STAFF_TEXT.invitationNotFound);
    await updateInvitation(tx, found.id, { revokedAt: o.now });
    await recordAudit(tx, { actorId: o.actor.id, action: 'staff.invitation_revoke', entityType: 'staff_invitation', entityId: found.id, before: { email: found.email, role: found.role }, ip: o.actor.ip });
  });
}

/** Every role in the canonical order (for audit rows). */
export const sortRoles = (roles: StaffRole[]) => STAFF_ROLES.filter((r) => roles.includes(r));
