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
  common: { id: () => import('@/locales/id/common'), en: () => import('@/locales/en/common') },
  studio: { id: () => import('@/locales/id/studio'), en: () => import('@/locales/en/studio') },
  studioMessages: { id: () => import('@kelas/contracts/studio').then((m) => ({ default: m.STUDIO_MESSAGES })), en: () => import('@kelas/contracts/locales/en/studio').then((m) => ({ default: m.STUDIO_MESSAGES_EN })) },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;

export type Namespace = keyof typeof NAMESPACES;
