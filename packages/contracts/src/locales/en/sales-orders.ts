import type { Translation } from '../../i18n.ts';
import type { SALES_ORDER_TEXT } from '../../sales-orders.ts';

/** English twin of SALES_ORDER_TEXT (`../../sales-orders.ts`). */
export const SALES_ORDER_TEXT_EN = {
  notFound: 'Order not found.',
  receiptUnpaid: 'A receipt is only available for a paid order.',
  receiptSent: "The receipt has been sent again to the buyer's e-mail.",
  searchTooLong: 'The search can be at most 120 characters.',
  statusUnknown: 'Unknown order status.',
  methodUnknown: 'Unknown payment method.',
} as const satisfies Translation<typeof SALES_ORDER_TEXT>;
