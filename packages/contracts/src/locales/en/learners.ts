import type { Translation } from '../../i18n.ts';
import type { LEARNER_TEXT } from '../../learners.ts';

/** English twin of LEARNER_TEXT (`../../learners.ts`). */
export const LEARNER_TEXT_EN = {
  userUnknown: 'User not found.',
  courseUnknown: 'Course not found.',
  enrolmentUnknown: 'Course access not found.',
  courseRequired: 'Choose a course.',
  reasonRequired: 'A reason is required.',
  alreadyEnrolled: 'This user is already enrolled in that course.',
  granted: 'Course access granted.',
  revoked: 'Course access revoked.',
  resetSent: "A password reset link has been sent to the user's e-mail.",
  deactivated: 'The account has been deactivated. All login sessions have been ended.',
  reactivated: 'The account has been reactivated.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'This account is still active.',
  notSelf: 'You cannot do this to your own account.',
  erased: "The user's personal data has been erased. Financial records are kept.",
  alreadyErased: "This user's personal data has already been erased.",
  eraseStaff: "Revoke all of this user's staff roles before erasing their data.",
  eraseConfirm: "Type the user's e-mail exactly to confirm.",
  loginDeactivated: 'Your account has been deactivated. Contact an admin for help.',
} as const satisfies Translation<typeof LEARNER_TEXT>;
