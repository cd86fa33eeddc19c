import type { StaffMember } from '@kelas/contracts/staff';
import type { CourseRef, MemberRow } from './queries.ts';

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
