import type { Translation } from '@kelas/contracts/i18n';
import type staff from '../id/staff';

/** English twin of `../id/staff.ts`. */
export default {
  failed: 'Something went wrong. Please try again.',
  invite: {
    failed: 'The invitation could not be sent.',
    title: 'Invite Staff',
    intro: 'An account is created if none exists; the invitation holds a link to set a password (valid for 72 hours).',
    email: 'E-mail',
    name: 'Name (optional)',
    role: 'Role',
    submit: 'Send Invitation',
  },
  console: {
    allRoles: 'All roles',
    pendingInvite: 'Invitation not accepted yet',
    deactivated: 'Deactivated',
    roles: 'Roles',
    assigned: 'Assigned courses',
    none: 'None yet.',
    unassign: 'Remove {{course}} ({{role}})',
    assignCourse: 'Assign to course',
    chooseCourse: 'Choose a course…',
    as: 'As',
    assign: 'Assign',
    title: 'Staff',
    intro: 'Admins, authors and mentors: invite, change roles and assign to courses.',
    list: 'Staff List',
    role: 'Role',
    loadFailed: 'The staff list could not be loaded. {{message}}',
    noun: 'staff',
  },
} satisfies Translation<typeof staff>;
