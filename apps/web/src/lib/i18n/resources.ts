import type { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type common from '@/locales/id/common';
import type studio from '@/locales/id/studio';

/**
 * The shape of every namespace (the Indonesian text objects, which the English twins satisfy), so
 * `t('key')` with a key missing from the catalogue is a type error (issue 18, decision 210).
 * Keep in step with `namespaces.ts`.
 */
export type Resources = {
  common: typeof common;
  studio: typeof studio;
  studioMessages: typeof STUDIO_MESSAGES;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
