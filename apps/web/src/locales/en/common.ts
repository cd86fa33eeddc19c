import type { Translation } from '@kelas/contracts/i18n';
import type common from '../id/common';

/** English twin of `../id/common.ts`. */
export default {
  language: 'Language',
  languageSwitch: 'Choose a language',
} satisfies Translation<typeof common>;
