import type { Translation } from '../../i18n.ts';
import type { PROMO_STATUS_LABELS, PROMO_TEXT } from '../../promos.ts';

/** English twin of PROMO_TEXT (`../../promos.ts`). */
export const PROMO_TEXT_EN = {
  codeFormat: 'A promo code has 3–40 characters: letters, digits, - or _.',
  codeTaken: 'This promo code is already in use.',
  kind: 'Choose a discount type: percent or amount.',
  valueInteger: 'The discount must be a whole number greater than 0.',
  percentMax: 'A percent discount can be at most 100.',
  dateFormat: 'Invalid date.',
  endBeforeStart: 'The end date must be after the start date.',
  limitInteger: 'The usage limit must be a whole number greater than 0.',
  courseUnknown: 'One of the courses was not found.',
  notFound: 'Promo code not found.',
  created: 'Promo code created.',
  updated: 'Promo code saved.',
  learnerLimit: 'You have already used this promo code as many times as allowed.',
  courseRestricted: 'This promo code does not apply to the courses you chose.',
  inactive: 'This promo code is no longer valid.',
  statusUnknown: 'Unknown promo code status.',
} as const satisfies Translation<typeof PROMO_TEXT>;

/** English twin of PROMO_STATUS_LABELS (`../../promos.ts`). */
export const PROMO_STATUS_LABELS_EN = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  inactive: 'Inactive',
} as const satisfies Translation<typeof PROMO_STATUS_LABELS>;
