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
  auth: { id: () => import('@/locales/id/auth'), en: () => import('@/locales/en/auth') },
  authText: { id: () => import('@kelas/contracts/auth').then((m) => ({ default: m.AUTH_TEXT })), en: () => import('@kelas/contracts/locales/en/auth').then((m) => ({ default: m.AUTH_TEXT_EN })) },
  checkout: { id: () => import('@/locales/id/checkout'), en: () => import('@/locales/en/checkout') },
  checkoutMessages: { id: () => import('@kelas/contracts/checkout').then((m) => ({ default: m.CHECKOUT_MESSAGES })), en: () => import('@kelas/contracts/locales/en/checkout').then((m) => ({ default: m.CHECKOUT_MESSAGES_EN })) },
  common: { id: () => import('@/locales/id/common'), en: () => import('@/locales/en/common') },
  orderStatusLabels: { id: () => import('@kelas/contracts/checkout').then((m) => ({ default: m.ORDER_STATUS_LABELS })), en: () => import('@kelas/contracts/locales/en/checkout').then((m) => ({ default: m.ORDER_STATUS_LABELS_EN })) },
  paymentMessages: { id: () => import('@kelas/contracts/payments').then((m) => ({ default: m.PAYMENT_MESSAGES })), en: () => import('@kelas/contracts/locales/en/payments').then((m) => ({ default: m.PAYMENT_MESSAGES_EN })) },
  payments: { id: () => import('@/locales/id/payments'), en: () => import('@/locales/en/payments') },
  profile: { id: () => import('@/locales/id/profile'), en: () => import('@/locales/en/profile') },
  profileText: { id: () => import('@kelas/contracts/profile').then((m) => ({ default: m.PROFILE_TEXT })), en: () => import('@kelas/contracts/locales/en/profile').then((m) => ({ default: m.PROFILE_TEXT_EN })) },
  programs: { id: () => import('@/locales/id/programs'), en: () => import('@/locales/en/programs') },
  programsText: { id: () => import('@kelas/contracts/programs').then((m) => ({ default: m.PROGRAMS_TEXT })), en: () => import('@kelas/contracts/locales/en/programs').then((m) => ({ default: m.PROGRAMS_TEXT_EN })) },
  twoFactorText: { id: () => import('@kelas/contracts/two-factor').then((m) => ({ default: m.TWO_FACTOR_TEXT })), en: () => import('@kelas/contracts/locales/en/two-factor').then((m) => ({ default: m.TWO_FACTOR_TEXT_EN })) },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;

export type Namespace = keyof typeof NAMESPACES;
