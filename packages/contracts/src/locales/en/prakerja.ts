import type { Translation } from '../../i18n.ts';
import type { PRAKERJA_MESSAGES, PRAKERJA_STATUS_LABELS } from '../../prakerja.ts';

/** English twin of PRAKERJA_MESSAGES (`../../prakerja.ts`). */
export const PRAKERJA_MESSAGES_EN = {
  codeRequired: 'The Prakerja redeem code is required.',
  codeFormat: 'A redeem code contains only letters, digits and hyphens.',
  disabled: 'Prakerja code redemption is not available yet. Please contact customer service.',
  unknown: 'Redeem code not found at Prakerja. Check the code you received.',
  usedElsewhere: 'This redeem code has already been used by another account.',
  otherProvider: 'This redeem code is not for the Kelas training provider.',
  otherCourse: 'This redeem code is for another training that is not available on Kelas.',
  cancelled: 'This redeem code has been cancelled by Prakerja.',
  alreadyEnrolled: 'You are already enrolled in this course.',
  unavailable: 'The Prakerja service cannot be reached right now. Please try again in a moment.',
  rejected: 'Prakerja rejected this request. Please try again or contact customer service.',
  notVerified: 'Attendance verification at Prakerja is not complete. Please verify again.',
  verificationNotFound: 'The verification request was not found or has expired.',
  notProgrammeLearner: 'You are not taking this course through Prakerja.',
  sequenceNotInCourse: 'This session does not need Prakerja attendance verification.',
  attendanceRequired: 'Verify your attendance at Prakerja to open this session.',
  redeemed: 'Redeem code accepted. Happy learning!',
  verified: 'Attendance verified.',
  retryQueued: 'The report has been scheduled to be sent again.',
  reportNotFound: 'Report not found.',
  reportAlreadySent: 'This report has already been sent.',
  sequenceInvalid: 'The Prakerja session number must be 1 to 10, or 999 for the post-test.',
} as const satisfies Translation<typeof PRAKERJA_MESSAGES>;

/** English twin of PRAKERJA_STATUS_LABELS (`../../prakerja.ts`). */
export const PRAKERJA_STATUS_LABELS_EN = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
} as const satisfies Translation<typeof PRAKERJA_STATUS_LABELS>;
