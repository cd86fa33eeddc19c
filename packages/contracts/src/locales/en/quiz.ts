import type { Translation } from '../../i18n.ts';
import type { QUIZ_MESSAGES } from '../../quiz.ts';

/** English twin of QUIZ_MESSAGES (`../../quiz.ts`): the spec's messages are English already. */
export const QUIZ_MESSAGES_EN = {
  questionIdsMissing: 'Material ID or Quiz Material ID is missing.',
  answerIdsMissing: 'Quiz log ID, quiz ID, or answer ID is missing.',
  finishIdMissing: 'Quiz log ID is missing to finish quiz.',
} as const satisfies Translation<typeof QUIZ_MESSAGES>;
