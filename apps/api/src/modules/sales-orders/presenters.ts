import { methodLabel, type PaymentMethod } from '@kelas/contracts/payments';
import type { AdminOrderDetail, AdminOrderRow } from '@kelas/contracts/sales-orders';
import { presentFailureReason } from '../payments/presenters.ts';
import { resolveOrderStatus, resolvePaymentStatus } from '../payments/resolve-order-status.ts';
import { presentRefund } from '../refunds/presenters.ts';
import type { listOrders, OrderDetailRows } from './queries.ts';

const label = (method: string, channel: string) => {
  try {
    return methodLabel(method as PaymentMethod, channel);
  } catch {
    return `${method} ${channel}`;
  }
};

/** A row of the console's order list, in the state the learner sees at `now` (decision 250). */
export function presentOrderRow(r: Awaited<ReturnType<typeof listOrders>>['rows'][number], now: Date): AdminOrderRow {
  const [method, channel] = r.method ? r.method.split(':') : [null, null];
  return {
    id: r.order.id,
    invoice_number: r.order.invoiceNumber,
    status: resolveOrderStatus(r.order, r.latest, now, r.refunded),
    buyer: { id: r.order.userId, name: r.buyerName, email: r.buyerEmail },
    titles: r.titles,
    total: r.order.total,
    refunded: r.refunded,
    method: method ?? null,
    method_label: method && channel ? label(method, channel) : null,
    created_at: r.order.createdAt.toISOString(),
    paid_at: r.order.paidAt?.toISOString() ?? null,
  };
}

/**
 * An order's detail in the console; its state and its payments' states as the learner sees them at
 * `now` (decision 250); `refundable` = total − pending − succeeded refunds while paid.
 */
export function presentOrderDetail(d: OrderDetailRows, now: Date): AdminOrderDetail {
  const held = d.refunds.filter((r) => r.status !== 'failed').reduce((a, r) => a + r.amount, 0);
  const refunded = d.refunds.filter((r) => r.status === 'succeeded').reduce((a, r) => a + r.amount, 0);
  const o = d.order;
  // Payments come oldest first; the current one (waiting, else paid, else newest) decides the order's state.
  const latest = d.payments.find((p) => p.status === 'pending') ?? d.payments.find((p) => p.status === 'paid') ?? d.payments.at(-1) ?? null;
  return {
    id: o.id,
    invoice_number: o.invoiceNumber,
    status: resolveOrderStatus(o, latest, now, refunded),
    buyer: { id: o.userId, name: d.buyerName, email: d.buyerEmail },
    items: d.items.map((i) => ({ id: i.id, course_id: i.courseId, title: i.title, package_name: i.packageName, price: i.unitPrice, discount: i.discountPercent, amount: i.amount })),
    subtotal: o.subtotal,
    promo: d.promoCode && d.promoKind && d.promoValue !== null ? { code: d.promoCode, kind: d.promoKind === 'fixed' ? 'amount' : 'percent', value: d.promoValue } : null,
    promo_discount: o.promoDiscount,
    tax: o.tax,
    fee: o.fee,
    total: o.total,
    refundable: o.status === 'paid' ? Math.max(0, o.total - held) : 0,
    refunded,
    certificate_issued: d.certificateIssued,
    payments: d.payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      channel: p.channel,
      method_label: label(p.method, p.channel),
      status: resolvePaymentStatus(p, now),
      failure_reason: presentFailureReason(p.status, p.failureReason),
      amount: p.amount,
      reference: p.providerRef,
      created_at: p.createdAt.toISOString(),
      paid_at: p.paidAt?.toISOString() ?? null,
    })),
    refunds: d.refunds.map(presentRefund),
    events: d.events.map((e) => ({
      id: e.id,
      provider: e.provider,
      event_id: e.eventId,
      payment_id: e.paymentId,
      status: typeof e.payload.status === 'string' ? e.payload.status : typeof e.payload.transaction_status === 'string' ? e.payload.transaction_status : null,
      received_at: e.receivedAt.toISOString(),
      payload: e.payload,
    })),
    created_at: o.createdAt.toISOString(),
    expires_at: o.expiresAt?.toISOString() ?? null,
    paid_at: o.paidAt?.toISOString() ?? null,
  };
}
