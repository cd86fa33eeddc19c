import type { Translation } from '../../i18n.ts';
import type { QUIZ_MESSAGES } from '../../quiz.ts';

/** English twin of QUIZ_MESSAGES (`../../quiz.ts`): the spec's messages are English already. */
export const QUIZ_MESSAGES_EN = {
  questionIdsMissing: 'Material ID or Quiz Material ID is missing.',
  answerIdsMissing: 'Quiz log ID, quiz ID, or answer ID is missing.',
  finishIdMissing: 'Quiz log ID is missing to finish quiz.',
  answerOrAnswers: 'Send answer_id or answer_ids, not both.',
  answerIdsEmpty: 'Choose at least one answer.',
  answerIdsDuplicate: 'Each answer can be chosen only once.',
  answerIdsOnSingle: 'This question has exactly one correct answer: send answer_id.',
  answerIdOnMultiple: 'This question may have more than one correct answer: send answer_ids.',
} as const satisfies Translation<typeof QUIZ_MESSAGES>;
