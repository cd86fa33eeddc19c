import type { Translation } from '../../i18n.ts';
import { INPUT_LIMITS, TEXT_MAX, type INPUT_MESSAGES } from '../../text.ts';

/** English twin of INPUT_MESSAGES (`../../text.ts`). */
export const INPUT_MESSAGES_EN = {
  forbiddenChars: 'The text contains characters that are not allowed.',
  tooLong: `At most ${TEXT_MAX} characters.`,
  queryTooLong: `At most ${INPUT_LIMITS.queryValueMax} characters.`,
  tooManyQueryValues: 'Too many parameters.',
  tooDeep: 'The data is nested too deeply.',
  tooManyValues: 'Too much data was sent.',
  unsafeNumber: 'The number is outside the allowed range.',
  notFound: 'Page or data not found.',
  badRequest: 'Invalid address.',
  badMultipart: 'Invalid upload format.',
} as const satisfies Translation<typeof INPUT_MESSAGES>;
