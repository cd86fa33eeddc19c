import type { Translation } from '../../i18n.ts';
import { FEEDBACK_MAX_CHARS, type MENTOR_MESSAGES } from '../../mentor.ts';

/** English twin of MENTOR_MESSAGES (`../../mentor.ts`). */
export const MENTOR_MESSAGES_EN = {
  scoreRequired: 'A score is required.',
  scoreRange: 'The score must be a whole number from 0 to 100.',
  feedbackRequired: 'Feedback is required.',
  feedbackTooLong: `Feedback can have at most ${FEEDBACK_MAX_CHARS} characters.`,
  notYourCourse: 'You are not a mentor of this course.',
  submissionNotFound: 'Assignment not found.',
  graded: 'Score saved and the learner has been notified.',
} as const satisfies Translation<typeof MENTOR_MESSAGES>;
