import type { Translation } from '../../i18n.ts';
import { CODE_INPUT_MAX, type REDEEM_TEXT, type VOUCHER_MESSAGES } from '../../vouchers.ts';

/** English twin of VOUCHER_MESSAGES (`../../vouchers.ts`). */
export const VOUCHER_MESSAGES_EN = {
  codeRequired: 'The voucher code is required.',
  unknown: 'Voucher code not found. Check the code you entered.',
  expired: 'This voucher code has expired.',
  usedUp: 'This voucher code has been used up.',
  redemptionRequired: 'This voucher needs a redemption code.',
  redemptionWrong: 'The redemption code does not match the voucher code.',
  alreadyEnrolled: 'You are already enrolled in this course.',
  success: 'Voucher redeemed. Happy learning!',
  tooLong: `At most ${CODE_INPUT_MAX} characters.`,
} as const satisfies Translation<typeof VOUCHER_MESSAGES>;

/** English twin of REDEEM_TEXT (`../../vouchers.ts`). */
export const REDEEM_TEXT_EN = {
  heading: 'Redeem Voucher',
  intro: 'Enter your voucher code to unlock the course you received.',
  voucherLabel: 'Voucher Code',
  voucherPlaceholder: 'Example: 7KQ9-M2XA-P4TR',
  redemptionLabel: 'Redemption Code (if any)',
  redemptionPlaceholder: 'Example: H8W3ZK2N',
  redemptionHint: 'Required for job-training programme (Prakerja) vouchers: enter the redemption code you received with the voucher code.',
  submit: 'Redeem',
  submitting: 'Processing…',
  panelHeading: 'About Redemption Codes',
  panelLogin: 'You need to log in before you can redeem a voucher code.',
  panelCheck: 'Once redeemed, check that the course is available in My Programmes.',
  panelContact: 'If you run into a problem, contact our customer service by chat.',
  panelContactLink: 'Chat with Customer Service',
} as const satisfies Translation<typeof REDEEM_TEXT>;
