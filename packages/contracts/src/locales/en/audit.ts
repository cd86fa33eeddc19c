import type { Translation } from '../../i18n.ts';
import type { AUDIT_ACTION_LABELS } from '../../audit.ts';

/** English twin of AUDIT_ACTION_LABELS (`../../audit.ts`); keys are the actions, dots included. */
export const AUDIT_ACTION_LABELS_EN = {
  'enrolment.grant': 'Granted course access',
  'enrolment.revoke': 'Revoked course access',
  'user.deactivate': 'Deactivated an account',
  'user.reactivate': 'Reactivated an account',
  'user.password_reset': 'Sent a password reset link',
  'user.export': 'Exported personal data',
  'user.erase': 'Erased personal data',
  'staff.invite': 'Invited a staff member',
  'role.grant': 'Granted a role',
  'role.revoke': 'Revoked a role',
  'course_author.assign': 'Assigned an author to a course',
  'course_author.unassign': 'Removed an author from a course',
  'course_mentor.assign': 'Assigned a mentor to a course',
  'course_mentor.unassign': 'Removed a mentor from a course',
  'voucher_batch.create': 'Created a voucher batch',
  'voucher_batch.revoke': 'Revoked unused vouchers',
} as const satisfies Translation<typeof AUDIT_ACTION_LABELS>;
