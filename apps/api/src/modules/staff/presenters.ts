import type { StaffInvitation, StaffMember } from '@kelas/contracts/staff';
import type { CourseRef, MemberRow, OpenInvitationRow } from './queries.ts';

type Assignments = { authored: Array<CourseRef & { userId: number }>; mentored: Array<CourseRef & { userId: number | null }> };
const ref = ({ id, slug, title }: CourseRef): CourseRef => ({ id, slug, title });

/** A staff member with the courses they author and mentor. */
export function presentMember(m: MemberRow, a: Assignments): StaffMember {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    roles: m.roles,
    has_password: m.hasPassword,
    deactivated_at: m.deactivatedAt?.toISOString() ?? null,
    authored_courses: a.authored.filter((c) => c.userId === m.id).map(ref),
    mentored_courses: a.mentored.filter((c) => c.userId === m.id).map(ref),
  };
}

/** An open invitation as the console lists it: `expired` once its link ran out (a resend renews it). */
export function presentInvitation(r: OpenInvitationRow, now: Date): StaffInvitation {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    account_exists: r.accountExists,
    invited_by: r.invitedBy !== null && r.inviterName !== null ? { id: r.invitedBy, name: r.inviterName } : null,
    status: r.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending',
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
  };
}
