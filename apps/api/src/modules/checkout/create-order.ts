import { ORDER_TTL_SECONDS } from '@kelas/contracts/checkout';
import type { Db } from '../../db/client.ts';
import { randomDigits } from '../../lib/tokens.ts';
import { fulfilOrder } from '../payments/fulfil-order.ts';
import { resolveOrderStatus } from '../payments/resolve-order-status.ts';
import { takeCohortSeat } from '../cohorts/take-cohort-seat.ts';
import { reservePromoUse } from '../promos/reserve-promo-use.ts';
import { cancelPendingOrdersWithCourses, findPendingOrders, insertOrderWithItems, lockBuyer, type OrderRow } from './queries.ts';
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

/** `created` is false when the learner's open order for the same cart was answered instead (decision 251). */
export type CreatedOrder = { order: OrderRow; created: boolean; cancelledPayments: { provider: string; providerRef: string | null }[] };

/**
 * Creates an order from the cart, every figure recomputed by `quoteOrder`
 * (same errors). It waits ORDER_TTL_SECONDS for payment.
 * - The learner's open order for the same cart (same packages in the same order, same promo code,
 *   same total, still waiting for payment) is answered instead, with its payment: going back in
 *   checkout and continuing again keeps the order and its VA number (decision 251). One
 *   learner's orders are made one at a time (a row lock), so a double tap makes one order.
 * - Otherwise the learner's other pending orders for the same courses are cancelled (the new
 *   order replaces them, decision 041).
 * A promo code's use is held by the pending order until it is paid or expires; its total and
 * per-learner limits count paid and held uses (422 promo_code when none is left; decision 223).
 * A total of 0 (a free package, a 100 % promo) is paid at once and enrols without a payment.
 * `cohortIds[i]` is the cohort chosen for the i-th item: required for a course with cohorts, taken
 * under the cohort's row lock; the pending order holds that seat (`takeCohortSeat`, decision 285;
 * 422 `items.N.cohort_id` when missing, full, closed or of another course).
 */
export async function createOrder(
  db: Db,
  opts: { userId: number; priceIds: number[]; cohortIds?: readonly (number | null | undefined)[]; promoCode?: string | null | undefined; now: Date },
): Promise<CreatedOrder> {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, opts.userId);
    const priced = await quoteOrder(tx, opts);
    const same = (await findPendingOrders(tx, opts.userId)).find(
      (o) =>
        o.priceIds.length === priced.lines.length &&
        o.priceIds.every((id, i) => id === priced.lines[i]!.priceId) &&
        o.cohortIds.every((id, i) => id === (opts.cohortIds?.[i] ?? null)) &&
        o.order.promoCodeId === (priced.promo?.id ?? null) &&
        o.order.total === priced.totals.total &&
        resolveOrderStatus(o.order, o.latestPayment, opts.now) === 'pending',
    );
    if (same) return { order: same.order, created: false, cancelledPayments: [] };
    const courseIds = priced.lines.map((l) => l.course.id);
    // The orders this one replaces go first (payments, then orders: the lock order of payment),
    // then the promo code's row is locked and a use reserved for the order inserted below.
    const cancelledPayments = await cancelPendingOrdersWithCourses(tx, { userId: opts.userId, courseIds, now: opts.now });
    if (priced.promo) await reservePromoUse(tx, { promoId: priced.promo.id, userId: opts.userId, courseIds, now: opts.now });
    const cohortIds: (number | null)[] = [];
    for (const [i, line] of priced.lines.entries()) {
      cohortIds.push(await takeCohortSeat(tx, { courseId: line.course.id, cohortId: opts.cohortIds?.[i], now: opts.now, field: `items.${i}.cohort_id` }));
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
          taxPercent: priced.totals.tax_percent,
          taxIncluded: priced.totals.tax_included,
          taxMode: priced.totals.tax_mode,
          taxExemptNote: priced.totals.tax_exempt_note,
          fee: priced.totals.fee,
          total: priced.totals.total,
          promoCodeId: priced.promo?.id ?? null,
          createdAt: opts.now,
          expiresAt: new Date(opts.now.getTime() + ORDER_TTL_SECONDS * 1000),
        },
        priced.lines.map((l, i) => ({
          courseId: l.course.id,
          cohortId: cohortIds[i] ?? null,
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
    if (free) {
      await fulfilOrder(tx, { orderId: order.id, now: opts.now });
      order = { ...order, status: 'paid', paidAt: opts.now };
    }
    return { order, created: true, cancelledPayments };
  });
}
