import type { Translation } from '../../i18n.ts';
import { ESSAY_ANSWER_MAX, type LEARNING_MESSAGES } from '../../learning.ts';

/** English twin of LEARNING_MESSAGES (`../../learning.ts`). */
export const LEARNING_MESSAGES_EN = {
  courseNotFound: 'Course not found.',
  itemNotFound: 'Material not found.',
  itemNotInCourse: 'This material is not part of this course.',
  notEnrolled: 'You are not enrolled in this course.',
  itemTypeMismatch: 'The material type does not match.',
  notEssay: 'This material is not a reflective journal.',
  essayAnswerRequired: 'The answer cannot be empty.',
  essayAnswerCount: 'Answer every question.',
  essayAnswerTooLong: `An answer can have at most ${ESSAY_ANSWER_MAX} characters.`,
  essayAlreadySaved: 'Your answers are already saved. You have only 1 attempt.',
  markCompleteFailed: 'Could not mark as complete',
  unknownType: 'Unknown material type.',
  completesWhenPassed: 'This quiz is complete once you pass it with a score of at least {{score}}.',
  completesWhenAttempted: 'This quiz is complete once you finish one attempt.',
  completesWhenGraded: 'This assignment is complete once your mentor grades it at least {{score}}.',
  completesWhenSubmitted: 'This assignment is complete once you upload your file.',
  completesWhenAnswered: 'This journal is complete once you answer every question.',
  completesWhenWatched: 'This video is complete once you watch it to the end.',
  itemLocked: 'Complete the previous material first.',
  previewReadOnly: 'This is a preview: progress, answers and assignments are not saved.',
} as const satisfies Translation<typeof LEARNING_MESSAGES>;
