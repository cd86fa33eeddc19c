import type common from '@/locales/id/common';

/**
 * The shape of every namespace (the Indonesian text objects, which the English twins satisfy), so
 * `t('key')` with a key missing from the catalogue is a type error (issue 18, decision 210).
 * Keep in step with `namespaces.ts`.
 */
export type Resources = {
  common: typeof common;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
