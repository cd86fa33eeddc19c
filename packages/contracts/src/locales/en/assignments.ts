import type { Translation } from '../../i18n.ts';
import type { ASSIGNMENT_MESSAGES } from '../../assignments.ts';

/** English twin of ASSIGNMENT_MESSAGES (`../../assignments.ts`). */
export const ASSIGNMENT_MESSAGES_EN = {
  fileRequired: 'The file cannot be empty.',
  pdfOnly: 'Only PDF files are allowed.',
  tooLarge: 'The file is larger than 2MB.',
  materialRequired: 'Material ID not found.',
  uploadFailed: 'Could not upload the assignment.',
  notPractice: 'This material is not a practice assignment.',
  alreadyGraded: 'The assignment has been graded by the mentor and can no longer be replaced.',
} as const satisfies Translation<typeof ASSIGNMENT_MESSAGES>;
