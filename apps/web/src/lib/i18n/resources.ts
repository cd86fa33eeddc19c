import type { CERTIFICATE_MESSAGES } from '@kelas/contracts/certificates';
import type catalogue from '@/locales/id/catalogue';
import type certificates from '@/locales/id/certificates';
import type common from '@/locales/id/common';
import type network from '@/locales/id/network';

/**
 * The shape of every namespace (the Indonesian text objects, which the English twins satisfy), so
 * `t('key')` with a key missing from the catalogue is a type error (issue 18, decision 210).
 * Keep in step with `namespaces.ts`.
 */
export type Resources = {
  catalogue: typeof catalogue;
  certificateMessages: typeof CERTIFICATE_MESSAGES;
  certificates: typeof certificates;
  common: typeof common;
  network: typeof network;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
