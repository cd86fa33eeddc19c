import type { Translation } from '../../i18n.ts';
import type { STAFF_ROLE_LABELS, STAFF_TEXT } from '../../staff.ts';

/** English twin of STAFF_TEXT (`../../staff.ts`). */
export const STAFF_TEXT_EN = {
  emailRequired: 'E-mail is required.',
  emailInvalid: 'Invalid e-mail format.',
  roleRequired: 'Choose a role.',
  invited: 'Invitation sent. The role is given once the invitation is accepted.',
  invitedExisting: 'Invitation sent to an existing account. The role is given once its owner accepts.',
  existingNeedsConfirm: '{{email}} already has an account. Confirm first: the role is given once its owner accepts the invitation.',
  alreadyHasRole: 'This user already holds that role.',
  grantNeedsInvitation: 'A new role is given through an invitation its owner accepts. Use Invite Staff.',
  invitationResent: 'Invitation sent again with a new link.',
  invitationRevoked: 'Invitation cancelled.',
  invitationNotFound: 'Invitation not found, or its link was replaced.',
  invitationExpired: 'This invitation has expired. Ask an admin to send it again.',
  invitationUsed: 'This invitation was already accepted.',
  invitationCancelled: 'This invitation was cancelled.',
  invitationOtherAccount: 'This invitation is for {{email}}. Sign out, then sign in with that account.',
  invitationSignIn: 'This e-mail already has an account. Sign in first, then accept the invitation.',
  invitationPasswordRequired: 'Create a password for your new account.',
  invitationAccepted: 'Invitation accepted. Your {{role}} role is active.',
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
