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
  catalogue: { id: () => import('@/locales/id/catalogue'), en: () => import('@/locales/en/catalogue') },
  certificateMessages: {
    id: () => import('@kelas/contracts/certificates').then((m) => ({ default: m.CERTIFICATE_MESSAGES })),
    en: () => import('@kelas/contracts/locales/en/certificates').then((m) => ({ default: m.CERTIFICATE_MESSAGES_EN })),
  },
  certificates: { id: () => import('@/locales/id/certificates'), en: () => import('@/locales/en/certificates') },
  common: { id: () => import('@/locales/id/common'), en: () => import('@/locales/en/common') },
  network: { id: () => import('@/locales/id/network'), en: () => import('@/locales/en/network') },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;

export type Namespace = keyof typeof NAMESPACES;
