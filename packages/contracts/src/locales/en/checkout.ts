import type { Translation } from '../../i18n.ts';
import type { CHECKOUT_MESSAGES, ORDER_STATUS_LABELS } from '../../checkout.ts';

/** English twin of CHECKOUT_MESSAGES (`../../checkout.ts`). */
export const CHECKOUT_MESSAGES_EN = {
  priceInvalid: 'Invalid price package.',
  priceNotFound: 'Price package not found.',
  courseNotFound: 'Course not found',
  itemsRequired: 'Choose a course package first.',
  itemsTooMany: 'At most 5 courses in one order.',
  duplicateCourse: 'The same course cannot be bought twice in one order.',
  alreadyOwned: 'You already own this course. Open My Programmes to continue learning.',
  notPurchasable: 'This course cannot be bought yet.',
  orderNotFound: 'Order not found.',
  orderNotPending: 'This order is no longer awaiting payment.',
  receiptUnpaid: 'A receipt is only available for paid orders.',
  promoRequired: 'Enter a promo code.',
  promoTooLong: 'A promo code can be at most 40 characters.',
  promoNotFound: 'Promo code not found.',
  promoNotStarted: 'This promo code is not valid yet.',
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has been used up.',
} as const satisfies Translation<typeof CHECKOUT_MESSAGES>;

/** English twin of ORDER_STATUS_LABELS (`../../checkout.ts`). */
export const ORDER_STATUS_LABELS_EN = {
  pending: 'Awaiting Payment',
  paid: 'Paid',
  partially_refunded: 'Partly Refunded',
  refunded: 'Refunded',
  expired: 'Expired',
  failed: 'Failed',
  cancelled: 'Cancelled',
} as const satisfies Translation<typeof ORDER_STATUS_LABELS>;
