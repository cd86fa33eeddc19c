import { kindToName } from '@kelas/contracts/catalogue';
import type { CartCourse, Order, OrderItem, OrderSummary, Quote, Upsell } from '@kelas/contracts/checkout';
import { finalPrice, TAX_PERCENT } from '@kelas/contracts/money';
import { methodLabel, type PaymentMethod } from '@kelas/contracts/payments';
import { presentPayment } from '../payments/presenters.ts';
import type { OrderDetail, OrderListRow, PriceWithCourse } from './queries.ts';
import type { PricedOrder } from './quote-order.ts';

/** Presenters: no database row leaves the server as it is (conventions). */

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

/** GET /api/orders/{id}: the order's stored figures (never recomputed), items, latest payment. */
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
    status: o.status,
    buyer_name: d.buyerName,
    merchant_name: opts.merchantName,
    items,
    subtotal: o.subtotal,
    promo_discount: o.promoDiscount,
    promo: d.promo ? { ...d.promo, discount: o.promoDiscount } : null,
    tax: o.tax,
    tax_percent: TAX_PERCENT,
    fee: o.fee,
    total: o.total,
    created_at: o.createdAt.toISOString(),
    expires_at: iso(o.expiresAt),
    paid_at: iso(o.paidAt),
    payment: d.payment ? presentPayment(d.payment, opts.sandboxActive) : null,
    server_time: opts.now.toISOString(),
  };
}

export function presentOrderSummary(r: OrderListRow): OrderSummary {
  return {
    id: r.order.id,
    invoice_number: r.order.invoiceNumber,
    status: r.order.status,
    titles: r.titles,
    total: r.order.total,
    method_label: r.method && r.channel ? methodLabel(r.method as PaymentMethod, r.channel) : null,
    created_at: r.order.createdAt.toISOString(),
    expires_at: iso(r.order.expiresAt),
    paid_at: iso(r.order.paidAt),
  };
}
