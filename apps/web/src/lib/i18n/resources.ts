import type { ASSIGNMENT_MESSAGES } from '@kelas/contracts/assignments';
import type { LEARNING_MESSAGES } from '@kelas/contracts/learning';
import type { MENTOR_MESSAGES } from '@kelas/contracts/mentor';
import type { QUIZ_MESSAGES } from '@kelas/contracts/quiz';
import type assignments from '@/locales/id/assignments';
import type common from '@/locales/id/common';
import type learning from '@/locales/id/learning';
import type mentor from '@/locales/id/mentor';
import type offline from '@/locales/id/offline';
import type quiz from '@/locales/id/quiz';

/**
 * The shape of every namespace (the Indonesian text objects, which the English twins satisfy), so
 * `t('key')` with a key missing from the catalogue is a type error (issue 18, decision 210).
 * Keep in step with `namespaces.ts`.
 */
export type Resources = {
  assignmentMessages: typeof ASSIGNMENT_MESSAGES;
  assignments: typeof assignments;
  common: typeof common;
  learning: typeof learning;
  learningMessages: typeof LEARNING_MESSAGES;
  mentor: typeof mentor;
  mentorMessages: typeof MENTOR_MESSAGES;
  offline: typeof offline;
  quiz: typeof quiz;
  quizMessages: typeof QUIZ_MESSAGES;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
