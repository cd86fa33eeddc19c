import { STAFF_ROLES, type StaffRole } from '@kelas/contracts/auth';
import type { Locale } from '@kelas/contracts/i18n';
import { STAFF_TEXT, type StaffMember } from '@kelas/contracts/staff';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { textsFor } from '../../platform/i18n.ts';
import { deliverMail, enqueueMail } from '../../platform/mail-outbox.ts';
import { mailBrand, staffInvitationMail } from '../../platform/mail-templates.ts';
import type { Mailer } from '../../platform/mail.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { issuePasswordLink } from '../auth/issue-password-link.ts';
import { loadMember } from './list-staff.ts';
import { findMemberByEmail, insertInvitedUser, insertRole } from './queries.ts';

/** Hours an invitation's set-password link stays valid (decision 162). */
export const INVITE_LINK_HOURS = 72;

/**
 * Invites someone to the staff by e-mail (issue 14 item 6; decision 162), in one transaction: the
 * account is created when there is none (no password; its e-mail is verified when the link is
 * used), the role is granted, audit rows `staff.invite` (+ `role.grant` when new) are written, and
 * the mail goes into the outbox: for an account without a password a single-use set-password link
 * (the reset-password page, valid INVITE_LINK_HOURS), otherwise a notice. Delivered after the commit.
 * The mail and the role's name in it are in the invitee's language: the account's chosen `locale`,
 * else `o.locale`, the inviting request's (issue 18, decision 162); an account it creates keeps no
 * language, so its owner's own choice or browser decides later.
 * Errors: 409 for an erased account.
 */
export async function inviteStaff(
  deps: { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger },
  o: { email: string; name?: string; role: StaffRole; locale: Locale; actor: { id: number; ip: string | null }; now: Date },
): Promise<{ member: StaffMember; created: boolean }> {
  const { userId, created, mailId } = await deps.db.transaction(async (tx) => {
    let member = await findMemberByEmail(tx, o.email);
    let created = false;
    if (!member) {
      const name = o.name || o.email.split('@')[0]!;
      const id = await insertInvitedUser(tx, { name, email: o.email, now: o.now });
      member = await findMemberByEmail(tx, o.email);
      created = id !== null;
    }
    if (!member) throw conflict(STAFF_TEXT.userUnknown);
    if (member.erasedAt) throw conflict(STAFF_TEXT.erased, 'USER_ERASED');
    const granted = await insertRole(tx, { userId: member.id, role: o.role, grantedBy: o.actor.id, now: o.now });
    await recordAudit(tx, {
      actorId: o.actor.id,
      action: 'staff.invite',
      entityType: 'user',
      entityId: member.id,
      after: { email: o.email, role: o.role, account_created: created },
      ip: o.actor.ip,
    });
    if (granted) {
      await recordAudit(tx, {
        actorId: o.actor.id,
        action: 'role.grant',
        entityType: 'user',
        entityId: member.id,
        before: { roles: member.roles },
        after: { roles: STAFF_ROLES.filter((r) => r === o.role || member.roles.includes(r)) },
        ip: o.actor.ip,
      });
    }
    const url = member.hasPassword
      ? null
      : await issuePasswordLink(tx, { userId: member.id, minutes: INVITE_LINK_HOURS * 60, now: o.now, publicUrl: deps.config.PUBLIC_URL });
    const locale = member.locale ?? o.locale;
    const roleLabel = textsFor(locale)(`staffRoleLabels:${o.role}`);
    const content = staffInvitationMail(mailBrand(deps.config, locale), { name: member.name, roleLabel, url, hours: INVITE_LINK_HOURS });
    const mailId = await enqueueMail(tx, { to: member.email, ...content }, o.now);
    return { userId: member.id, created, mailId };
  });
  await deliverMail(deps.db, deps.mailer, { now: o.now, log: deps.log, ids: [mailId] }).catch((err: unknown) =>
    deps.log.error({ err, mailId }, 'staff invitation: delivery left to the outbox sweep'),
  );
  return { member: (await loadMember(deps.db, userId))!, created };
}
