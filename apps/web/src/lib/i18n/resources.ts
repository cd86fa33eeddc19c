import type { AUTH_TEXT } from '@kelas/contracts/auth';
import type { CHECKOUT_MESSAGES, ORDER_STATUS_LABELS } from '@kelas/contracts/checkout';
import type { PAYMENT_MESSAGES } from '@kelas/contracts/payments';
import type { PROFILE_TEXT } from '@kelas/contracts/profile';
import type { PROGRAMS_TEXT } from '@kelas/contracts/programs';
import type { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import type auth from '@/locales/id/auth';
import type checkout from '@/locales/id/checkout';
import type common from '@/locales/id/common';
import type payments from '@/locales/id/payments';
import type profile from '@/locales/id/profile';
import type programs from '@/locales/id/programs';

/**
 * The shape of every namespace (the Indonesian text objects, which the English twins satisfy), so
 * `t('key')` with a key missing from the catalogue is a type error (issue 18, decision 210).
 * Keep in step with `namespaces.ts`.
 */
export type Resources = {
  auth: typeof auth;
  authText: typeof AUTH_TEXT;
  checkout: typeof checkout;
  checkoutMessages: typeof CHECKOUT_MESSAGES;
  common: typeof common;
  orderStatusLabels: typeof ORDER_STATUS_LABELS;
  paymentMessages: typeof PAYMENT_MESSAGES;
  payments: typeof payments;
  profile: typeof profile;
  profileText: typeof PROFILE_TEXT;
  programs: typeof programs;
  programsText: typeof PROGRAMS_TEXT;
  twoFactorText: typeof TWO_FACTOR_TEXT;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
