import type { Translation } from '../../i18n.ts';
import type { API_MESSAGES } from '../../api-messages.ts';
import { STUDIO_LIMITS } from '../../studio.ts';

/** English twin of API_MESSAGES (`../../api-messages.ts`). */
export const API_MESSAGES_EN = {
  notFound: 'Data not found.',
  forbidden: 'You do not have access.',
  unauthorized: 'Your session has ended. Please log in again.',
  invalidData: 'The data sent is not valid.',
  invalid: 'Not valid.',
  tooLarge: 'The data is larger than allowed.',
  unsupportedType: 'This content type is not supported.',
  badJson: 'Invalid JSON format.',
  tooManyLater: 'Too many attempts. Please try again later.',
  tooManyWait: 'Too many attempts. Please try again in {{seconds}} seconds.',
  serverError: 'Something went wrong on the server. Please try again later.',
  maxChars: 'At most {{max}} characters.',
  orderNotFound: 'Order not found.',
  badNotification: 'Invalid notification body.',
  voucherCodeFailed: 'Could not create a unique voucher code.',
  notCourseMentor: 'You are not a mentor of this course.',
  questionsMax: `At most ${STUDIO_LIMITS.questionsMax} questions.`,
  imagePixels: 'The image is too large: at most {{max}} megapixels.',
  quiz: {
    notFound: 'Quiz not found.',
    notEnrolled: 'You are not enrolled in this course.',
    timeUp: 'Your time is up!',
    questionNotInQuiz: 'This question is not part of this quiz.',
    answerNotOfQuestion: 'This answer does not belong to this question.',
    logNotFound: 'Quiz attempt not found.',
    finished: 'The quiz is finished. Answers can no longer be changed.',
    noChancesLeft: 'You have no attempts left for this quiz.',
  },
  assignment: {
    fileForbidden: 'You do not have access to this file.',
    linkExpired: 'The file link has expired. Reload the page.',
    notFound: 'Assignment not found.',
    fileNotFound: 'Assignment file not found.',
    notUploaded: 'The assignment has not been uploaded yet.',
    graded: 'The mentor has already graded this assignment; it cannot be replaced.',
    oneFile: 'Only one file may be uploaded.',
    tooManyFields: 'Too many form fields.',
    badUpload: 'Invalid upload data.',
  },
} as const satisfies Translation<typeof API_MESSAGES>;
