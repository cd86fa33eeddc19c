import { CHECKOUT_MESSAGES, ORDER_TTL_SECONDS } from '@kelas/contracts/checkout';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { randomDigits } from '../../lib/tokens.ts';
import { fulfilOrder } from '../payments/fulfil-order.ts';
import { cancelPendingOrdersWithCourses, insertOrderWithItems, lockPromoUses, type OrderRow } from './queries.ts';
import { quoteOrder } from './quote-order.ts';

const KIND_CODE = { free_class: 'FC', record_webinar: 'RW', learning_video: 'LV' } as const;

/**
 * The invoice number of spec 3: the fixed prefix 'INV' and 8 random digits, then
 * '/{code}/{datetime}' with code = course kind code + course id (e.g. 'RW12') and the creation
 * time in Western Indonesia Time as yyyyMMddHHmmss (decision 041).
 */
export function invoiceNumber(kind: keyof typeof KIND_CODE, courseId: number, now: Date): string {
  const wib = new Date(now.getTime() + 7 * 3600_000).toISOString(); // 2025-05-21T10:30:00.000Z
  const stamp = wib.slice(0, 19).replace(/[-:T]/g, '');
  return `INV${randomDigits(8)}/${KIND_CODE[kind]}${courseId}/${stamp}`;
}

export type CreatedOrder = { order: OrderRow; cancelledPayments: { provider: string; providerRef: string | null }[] };

/**
 * Creates an order from the cart (issue 4 "Orders"), every figure recomputed by `quoteOrder`
 * (same errors). It waits ORDER_TTL_SECONDS for payment; the learner's other pending orders for
 * the same courses are cancelled (the new order replaces them, decision 041). A limited promo code
 * is held by the pending order (422 promo_code when every use is paid or held). A total of 0
 * (a free package, a 100 % promo) is paid at once and enrols without a payment.
 */
export async function createOrder(
  db: Db,
  opts: { userId: number; priceIds: number[]; promoCode?: string | null | undefined; now: Date },
): Promise<CreatedOrder> {
  return db.transaction(async (tx) => {
    const priced = await quoteOrder(tx, opts);
    const promo = priced.promo;
    // A pending order holds one use of a limited promo code until it is paid or expires, so two
    // learners can never both pay with its last use.
    if (promo && promo.maxUses !== null && (await lockPromoUses(tx, { promoId: promo.id, userId: opts.userId, now: opts.now })) >= promo.maxUses) {
      throw fieldError('promo_code', CHECKOUT_MESSAGES.promoUsedUp, 'PROMO_INVALID');
    }
    const first = priced.lines[0]!;
    const free = priced.totals.total === 0;
    let order: OrderRow | null = null;
    for (let attempt = 0; attempt < 5 && !order; attempt++) {
      order = await insertOrderWithItems(
        tx,
        {
          invoiceNumber: invoiceNumber(first.course.kind, first.course.id, opts.now),
          userId: opts.userId,
          status: 'pending',
          subtotal: priced.totals.subtotal,
          promoDiscount: priced.totals.promo_discount,
          tax: priced.totals.tax,
          fee: priced.totals.fee,
          total: priced.totals.total,
          promoCodeId: priced.promo?.id ?? null,
          createdAt: opts.now,
          expiresAt: new Date(opts.now.getTime() + ORDER_TTL_SECONDS * 1000),
        },
        priced.lines.map((l) => ({
          courseId: l.course.id,
          priceId: l.priceId,
          title: l.course.title,
          packageName: l.packageName,
          unitPrice: l.price,
          discountPercent: l.discount,
          amount: l.amount,
        })),
      );
    }
    if (!order) throw new Error('could not allocate an invoice number');
    const cancelledPayments = await cancelPendingOrdersWithCourses(tx, {
      userId: opts.userId,
      courseIds: priced.lines.map((l) => l.course.id),
      exceptOrderId: order.id,
    });
    if (free) {
      await fulfilOrder(tx, { orderId: order.id, now: opts.now });
      order = { ...order, status: 'paid', paidAt: opts.now };
    }
    return { order, cancelledPayments };
  });
}
