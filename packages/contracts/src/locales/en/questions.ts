import type { Translation } from '../../i18n.ts';
import type { QUESTION_TEXT } from '../../questions.ts';

/** English twin of QUESTION_TEXT (`../../questions.ts`). */
export const QUESTION_TEXT_EN = {
  bodyEmpty: 'Write your question or answer first.',
  bodyTooLong: 'A question or answer can be at most 10,000 characters.',
  reasonEmpty: 'Give a reason for the report.',
  reasonTooLong: 'A report reason can be at most 500 characters.',
  sort: 'Unknown question order.',
  status: 'Unknown status.',
  kind: 'Unknown post kind.',
  itemId: 'Choose the lesson by a positive whole-number id.',
  userId: 'Choose the learner by a positive whole-number id.',
  notEnrolled: 'You are not enrolled in this course.',
  banned: 'You cannot post questions or answers in this course.',
  itemNotInCourse: 'Lesson not found in this course.',
  questionNotFound: 'Question not found.',
  answerNotFound: 'Answer not found.',
  postNotFound: 'Post not found.',
  userNotFound: 'Learner not found.',
  notAuthor: 'Only its author can edit or delete this post.',
  editWindowClosed: 'A post can only be edited or deleted within 15 minutes of sending it.',
  mayNotAccept: 'Only the asker or a mentor of the course can accept an answer.',
  askerChose: 'The asker has chosen the accepted answer; only the asker can change it.',
  ownPost: 'You cannot vote for your own post.',
  reported: 'Thank you, we have received your report.',
  banNotFound: 'This learner is not banned from posting in this course.',
  courseId: 'Choose the course by a positive whole-number id.',
  imageSource: 'Pictures in questions and answers must be uploaded with the Picture button; picture addresses on other sites cannot be used.',
  banReasonEmpty: 'Give a reason for the ban.',
  banReasonTooLong: 'A ban reason can be at most 500 characters.',
} as const satisfies Translation<typeof QUESTION_TEXT>;
