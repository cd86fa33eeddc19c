import type { Locale } from '@kelas/contracts/i18n';

/**
 * Every i18next namespace of the web (issue 18, decision 210), loaded on demand per language so a
 * page downloads only the texts it shows. A namespace is one text object:
 * - the web's own texts: `src/locales/{id,en}/<feature>.ts`, namespace = the feature's name;
 * - a contract's texts (messages the API sends too): the Indonesian constant in
 *   `@kelas/contracts/<module>` and its twin in `@kelas/contracts/locales/en/<module>`, namespace =
 *   the constant's name in camelCase (`PROFILE_TEXT` → `profileText`).
 * Add a namespace here (both languages) and in `resources.ts`; the catalogue test then checks it.
 */
export const NAMESPACES = {
  assignmentMessages: {
    id: () => import('@kelas/contracts/assignments').then((m) => ({ default: m.ASSIGNMENT_MESSAGES })),
    en: () => import('@kelas/contracts/locales/en/assignments').then((m) => ({ default: m.ASSIGNMENT_MESSAGES_EN })),
  },
  assignments: { id: () => import('@/locales/id/assignments'), en: () => import('@/locales/en/assignments') },
  common: { id: () => import('@/locales/id/common'), en: () => import('@/locales/en/common') },
  learning: { id: () => import('@/locales/id/learning'), en: () => import('@/locales/en/learning') },
  learningMessages: {
    id: () => import('@kelas/contracts/learning').then((m) => ({ default: m.LEARNING_MESSAGES })),
    en: () => import('@kelas/contracts/locales/en/learning').then((m) => ({ default: m.LEARNING_MESSAGES_EN })),
  },
  mentor: { id: () => import('@/locales/id/mentor'), en: () => import('@/locales/en/mentor') },
  mentorMessages: {
    id: () => import('@kelas/contracts/mentor').then((m) => ({ default: m.MENTOR_MESSAGES })),
    en: () => import('@kelas/contracts/locales/en/mentor').then((m) => ({ default: m.MENTOR_MESSAGES_EN })),
  },
  offline: { id: () => import('@/locales/id/offline'), en: () => import('@/locales/en/offline') },
  quiz: { id: () => import('@/locales/id/quiz'), en: () => import('@/locales/en/quiz') },
  quizMessages: {
    id: () => import('@kelas/contracts/quiz').then((m) => ({ default: m.QUIZ_MESSAGES })),
    en: () => import('@kelas/contracts/locales/en/quiz').then((m) => ({ default: m.QUIZ_MESSAGES_EN })),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;

export type Namespace = keyof typeof NAMESPACES;
