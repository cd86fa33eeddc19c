import { kindToName } from '@kelas/contracts/catalogue';
import type { CartCourse, Order, OrderItem, OrderSummary, Quote, Upsell } from '@kelas/contracts/checkout';
import { finalPrice } from '@kelas/contracts/money';
import { methodLabel, type PaymentMethod } from '@kelas/contracts/payments';
import { presentFailureReason, presentPayment } from '../payments/presenters.ts';
import { resolveOrderStatus } from '../payments/resolve-order-status.ts';
import type { OrderDetail, OrderListRow, PriceWithCourse } from './queries.ts';
import type { PricedOrder } from './quote-order.ts';

/** Presenters: no database row leaves the server as it is. */

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** POST /api/course/{slug}/cart answer: the course with only the chosen package and price. */
export function presentCartCourse(p: PriceWithCourse, owned: boolean): CartCourse {
  return {
    id: p.course.id,
    slug: p.course.slug,
    type: kindToName(p.course.kind),
    title: p.course.title,
    thumbnail: p.course.thumbnail,
    pricing: [{ id: p.packageId, name: p.packageName, prices: [{ id: p.priceId, price: p.price, discount: p.discount }] }],
    price_id: p.priceId,
    package_name: p.packageName,
    amount: finalPrice(p.price, p.discount),
    owned,
  };
}

export function presentUpsell(p: PriceWithCourse): Upsell {
  return {
    slug: p.course.slug,
    type: kindToName(p.course.kind),
    title: p.course.title,
    thumbnail: p.course.thumbnail,
    price_id: p.priceId,
    package_name: p.packageName,
    price: p.price,
    discount: p.discount,
    amount: finalPrice(p.price, p.discount),
  };
}

export function presentQuote(q: PricedOrder): Quote {
  return {
    ...q.totals,
    items: q.lines.map((l) => ({
      course_id: l.course.id,
      slug: l.course.slug,
      type: kindToName(l.course.kind),
      title: l.course.title,
      thumbnail: l.course.thumbnail,
      price_id: l.priceId,
      package_name: l.packageName,
      price: l.price,
      discount: l.discount,
      amount: l.amount,
    })),
    promo: q.promo ? { code: q.promo.code, kind: q.promo.kind, value: q.promo.value, discount: q.totals.promo_discount } : null,
  };
}

/**
 * GET /api/orders/{id}: the order's stored figures (never recomputed), items, latest payment, and
 * its one state at `now` (`resolveOrderStatus`, decision 250).
 */
export function presentOrder(d: OrderDetail, opts: { merchantName: string; sandboxActive: boolean; now: Date }): Order {
  const o = d.order;
  const items: OrderItem[] = d.items.map((i) => ({
    course_id: i.courseId,
    slug: i.slug,
    type: kindToName(i.kind),
    title: i.title,
    thumbnail: i.thumbnail,
    price_id: i.priceId,
    package_name: i.packageName,
    price: i.unitPrice,
    discount: i.discountPercent,
    amount: i.amount,
  }));
  return {
    id: o.id,
    invoice_number: o.invoiceNumber,
    status: resolveOrderStatus(o, d.payment, opts.now, d.refunded),
    buyer_name: d.buyerName,
    merchant_name: opts.merchantName,
    items,
    subtotal: o.subtotal,
    promo_discount: o.promoDiscount,
    promo: d.promo ? { ...d.promo, discount: o.promoDiscount } : null,
    tax: o.tax,
    tax_percent: o.taxPercent,
    tax_included: o.taxIncluded,
    tax_mode: o.taxMode,
    tax_exempt_note: o.taxMode === 'exempt' ? (o.taxExemptNote ?? '') : null,
    fee: o.fee,
    total: o.total,
    created_at: o.createdAt.toISOString(),
    expires_at: iso(o.expiresAt),
    paid_at: iso(o.paidAt),
    payment: d.payment ? presentPayment(d.payment, opts.sandboxActive, opts.now) : null,
    server_time: opts.now.toISOString(),
  };
}

/** A row of the order history, its state at `now` computed as on every other screen (decision 250). */
export function presentOrderSummary(r: OrderListRow, now: Date): OrderSummary {
  const latest = r.latest;
  return {
    id: r.order.id,
    invoice_number: r.order.invoiceNumber,
    status: resolveOrderStatus(r.order, latest, now, r.refunded),
    titles: r.titles,
    items: r.items.map((i) => ({ slug: i.slug, price_id: i.price_id })),
    promo_code: r.promoCode,
    total: r.order.total,
    method_label: latest ? methodLabel(latest.method as PaymentMethod, latest.channel) : null,
    failure_reason: latest ? presentFailureReason(latest.status, latest.failureReason) : null,
    created_at: r.order.createdAt.toISOString(),
    expires_at: iso(r.order.expiresAt),
    paid_at: iso(r.order.paidAt),
  };
}
