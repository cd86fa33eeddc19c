import type { Translation } from '../../i18n.ts';
import { ESSAY_ANSWER_MAX, ESSAY_QUESTION_COUNT, type LEARNING_MESSAGES } from '../../learning.ts';

/** English twin of LEARNING_MESSAGES (`../../learning.ts`). */
export const LEARNING_MESSAGES_EN = {
  courseNotFound: 'Course not found.',
  itemNotFound: 'Material not found.',
  itemNotInCourse: 'This material is not part of this course.',
  notEnrolled: 'You are not enrolled in this course.',
  itemTypeMismatch: 'The material type does not match.',
  notEssay: 'This material is not a reflective journal.',
  essayAnswerRequired: 'The answer cannot be empty.',
  essayAnswerCount: `Answer ${ESSAY_QUESTION_COUNT} questions.`,
  essayAnswerTooLong: `An answer can have at most ${ESSAY_ANSWER_MAX} characters.`,
  essayAlreadySaved: 'Your answers are already saved. You have only 1 attempt.',
  markCompleteFailed: 'Could not mark as complete',
  unknownType: 'Unknown material type.',
} as const satisfies Translation<typeof LEARNING_MESSAGES>;
