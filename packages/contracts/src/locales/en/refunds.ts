import type { Translation } from '../../i18n.ts';
import type { REFUND_STATUS_LABEL, REFUND_TEXT } from '../../refunds.ts';

/** English twin of REFUND_TEXT (`../../refunds.ts`). */
export const REFUND_TEXT_EN = {
  amountInteger: 'The refund amount must be a whole number of rupiah.',
  amountPositive: 'The refund amount must be greater than 0.',
  amountOver: 'The refund amount exceeds what can still be refunded ({{max}}).',
  reasonRequired: 'A refund reason is required.',
  reasonTooLong: 'The refund reason can be at most 500 characters.',
  notPaid: 'Only paid orders can be refunded.',
  nothingLeft: 'This order has already been fully refunded.',
  certificateIssued: "This course's certificate has already been issued. Tick the confirmation and give a reason to refund anyway.",
  idempotencyKey: 'Idempotency-Key can be at most 100 characters (letters, digits, - and _).',
  idempotencyMismatch: 'This Idempotency-Key has already been used for a refund of a different amount.',
  notFound: 'Refund not found.',
  creditNoteUnavailable: 'A credit note is only available for a successful refund.',
  created: 'Refund processed.',
  pending: 'The refund is being processed by the payment gateway.',
  failed: 'The payment gateway rejected the refund.',
} as const satisfies Translation<typeof REFUND_TEXT>;

/** English twin of REFUND_STATUS_LABEL (`../../refunds.ts`). */
export const REFUND_STATUS_LABEL_EN = {
  pending: 'Processing',
  succeeded: 'Succeeded',
  failed: 'Failed',
} as const satisfies Translation<typeof REFUND_STATUS_LABEL>;
