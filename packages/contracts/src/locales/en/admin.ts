import type { Translation } from '../../i18n.ts';
import { BATCH_MAX_COUNT, VOUCHER_MAX_USES, type ADMIN_VOUCHER_MESSAGES, type REVOKE_TEXT } from '../../admin.ts';

/** English twin of ADMIN_VOUCHER_MESSAGES (`../../admin.ts`). */
export const ADMIN_VOUCHER_MESSAGES_EN = {
  courseRequired: 'The course slug is required.',
  courseUnknown: 'No course has this slug.',
  count: `The number of vouchers must be a whole number from 1 to ${BATCH_MAX_COUNT}.`,
  uses: `The number of uses must be a whole number from 1 to ${VOUCHER_MAX_USES}.`,
  expiresFormat: 'The expiry date must be in the format YYYY-MM-DD.',
  expiresPast: 'The expiry date must be after today.',
  batchUnknown: 'Voucher batch not found.',
} as const satisfies Translation<typeof ADMIN_VOUCHER_MESSAGES>;

/** English twin of REVOKE_TEXT (`../../admin.ts`). */
export const REVOKE_TEXT_EN = {
  doneNone: 'There are no unused vouchers.',
  done: 'Unused vouchers revoked: {{count}}.',
} as const satisfies Translation<typeof REVOKE_TEXT>;
