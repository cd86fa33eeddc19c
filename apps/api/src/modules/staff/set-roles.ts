import { STAFF_ROLES, type StaffRole } from '@kelas/contracts/auth';
import { STAFF_TEXT, type StaffMember } from '@kelas/contracts/staff';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadMember } from './list-staff.ts';
import { deleteRole, findMember, insertRole, lockAdminIds } from './queries.ts';

/**
 * Sets the staff roles a user holds: revokes the roles not listed, one audit row
 * `role.revoke` each, in one transaction. Listing a role the user does not hold is 409
 * GRANT_NEEDS_INVITATION: roles are given by an invitation the person accepts (decision 266). Taking the admin
 * role away locks every admin row first and refuses (409) when no admin would be left, so two
 * admins demoting each other at the same moment cannot leave the platform without one.
 * Errors: 404 unknown user; 409 erased account or last admin.
 */
export async function setRoles(db: Db, o: { userId: number; roles: StaffRole[]; actor: { id: number; ip: string | null }; now: Date }): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    const m = await findMember(tx, o.userId, true);
    if (!m) throw notFound(STAFF_TEXT.userUnknown);
    if (m.erasedAt && o.roles.length) throw conflict(STAFF_TEXT.erased, 'USER_ERASED');
    const add = o.roles.filter((r) => !m.roles.includes(r));
    // A new role is offered through an invitation its owner accepts (decision 266), never given here.
    if (add.length) throw conflict(STAFF_TEXT.grantNeedsInvitation, 'GRANT_NEEDS_INVITATION');
    const remove = m.roles.filter((r) => !o.roles.includes(r));
    if (remove.includes('admin')) {
      const admins = await lockAdminIds(tx);
      if (admins.filter((id) => id !== o.userId).length === 0) throw conflict(STAFF_TEXT.lastAdmin, 'LAST_ADMIN');
    }
    let roles = [...m.roles];
    for (const role of add) {
      await insertRole(tx, { userId: o.userId, role, grantedBy: o.actor.id, now: o.now });
      const next = [...roles, role].sort((a, b) => STAFF_ROLES.indexOf(a) - STAFF_ROLES.indexOf(b));
      await recordAudit(tx, { actorId: o.actor.id, action: 'role.grant', entityType: 'user', entityId: o.userId, before: { roles }, after: { roles: next }, ip: o.actor.ip });
      roles = next;
    }
    for (const role of remove) {
      await deleteRole(tx, o.userId, role);
      const next = roles.filter((r) => r !== role);
      await recordAudit(tx, { actorId: o.actor.id, action: 'role.revoke', entityType: 'user', entityId: o.userId, before: { roles }, after: { roles: next }, ip: o.actor.ip });
      roles = next;
    }
  });
  return (await loadMember(db, o.userId))!;
}
