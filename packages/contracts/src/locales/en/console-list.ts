import type { Translation } from '../../i18n.ts';
import type { CONSOLE_LIST_TEXT } from '../../console-list.ts';

/** English twin of CONSOLE_LIST_TEXT (`../../console-list.ts`). */
export const CONSOLE_LIST_TEXT_EN = {
  page: 'The page must be a whole number from 1.',
  perPage: 'The number per page must be a whole number from 1 to 100.',
  date: 'The date must be in the format YYYY-MM-DD.',
  range: 'The end date cannot be before the start date.',
} as const satisfies Translation<typeof CONSOLE_LIST_TEXT>;
