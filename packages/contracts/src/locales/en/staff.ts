import type { Translation } from '../../i18n.ts';
import type { STAFF_ROLE_LABELS, STAFF_TEXT } from '../../staff.ts';

/** English twin of STAFF_TEXT (`../../staff.ts`). */
export const STAFF_TEXT_EN = {
  emailRequired: 'E-mail is required.',
  emailInvalid: 'Invalid e-mail format.',
  roleRequired: 'Choose a role.',
  invited: 'Invitation sent. The user will receive an e-mail to set a password.',
  invitedExisting: 'Role granted. The user already has an account and has been notified by e-mail.',
  rolesSaved: 'Roles saved.',
  lastAdmin: 'Cannot revoke the admin role: there must always be at least one admin.',
  userUnknown: 'User not found.',
  courseUnknown: 'Course not found.',
  needsRole: 'The user must hold the {{role}} role to be assigned as {{role}}.',
  assigned: 'Assignment saved.',
  unassigned: 'Assignment removed.',
  erased: 'This account has been erased.',
} as const satisfies Translation<typeof STAFF_TEXT>;

/** English twin of STAFF_ROLE_LABELS (`../../staff.ts`). */
export const STAFF_ROLE_LABELS_EN = {
  admin: 'Admin',
  author: 'Author',
  mentor: 'Mentor',
} as const satisfies Translation<typeof STAFF_ROLE_LABELS>;
