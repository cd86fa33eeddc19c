import { jakartaDayStart } from '@kelas/contracts/console-list';
import type { AdminOrderQuery } from '@kelas/contracts/sales-orders';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certificates, orderItems, orders, paymentEvents, payments, promoCodes, refunds, users } from '../../db/schema/index.ts';
import { currentPaymentFirst, orderStatusSql } from '../payments/queries.ts';

/** All SQL of the console's order pages. */

const DAY_MS = 86_400_000;
/** Escapes LIKE wildcards in user input. */
const likeSafe = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(q: AdminOrderQuery, now: Date): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.search) {
    const s = likeSafe(q.search);
    where.push(or(ilike(orders.invoiceNumber, `${s}%`), ilike(users.email, `%${s}%`)));
  }
  // The state the rows show (decision 250): a lapsed pending order is found under 'expired'.
  if (q.status) where.push(sql`${orderStatusSql(now)} = ${q.status}`);
  if (q.method) where.push(sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.method} = ${q.method})`);
  if (q.from) where.push(gte(orders.createdAt, jakartaDayStart(q.from)));
  if (q.to) where.push(lt(orders.createdAt, new Date(jakartaDayStart(q.to).getTime() + DAY_MS)));
  return and(...where);
}

/** One page of orders matching the query (states at `now`), newest first, with the total count and each order's newest payment. */
export async function listOrders(db: DbOrTx, q: AdminOrderQuery, now: Date) {
  const where = filters(q, now);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        order: orders,
        buyerName: users.name,
        buyerEmail: users.email,
        titles: sql<string[]>`(select coalesce(json_agg(${orderItems.title} order by ${orderItems.id}), '[]'::json) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
        method: sql<string | null>`(select ${payments.method} || ':' || ${payments.channel} from ${payments} where ${payments.orderId} = ${orders.id} order by (${payments.status} = 'paid') desc, ${payments.createdAt} desc, ${payments.id} desc limit 1)`,
        refunded: sql<number>`(select coalesce(sum(${refunds.amount}), 0)::int from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'succeeded')`,
        latest: sql<{ status: 'pending' | 'paid' | 'expired' | 'failed' | 'cancelled'; expires_at: string } | null>`(select json_build_object('status', p.status, 'expires_at', p.expires_at) from payments p where p.order_id = ${orders.id} order by ${currentPaymentFirst('p')} limit 1)`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return {
    rows: rows.map((r) => {
      const latest = typeof r.latest === 'string' ? (JSON.parse(r.latest) as NonNullable<typeof r.latest>) : r.latest;
      return {
        ...r,
        titles: typeof r.titles === 'string' ? (JSON.parse(r.titles) as string[]) : r.titles,
        refunded: Number(r.refunded),
        latest: latest ? { status: latest.status, expiresAt: new Date(latest.expires_at) } : null,
      };
    }),
    total: Number(count?.n ?? 0),
  };
}

/** An order with its buyer, promo, items, payments, refunds and gateway notifications; null when unknown. */
export async function findOrderDetail(db: DbOrTx, orderId: number) {
  const [head] = await db
    .select({ order: orders, buyerName: users.name, buyerEmail: users.email, buyerLocale: users.locale, promoCode: promoCodes.code, promoKind: promoCodes.kind, promoValue: promoCodes.value })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!head) return null;
  const [itemRows, paymentRows, refundRows, cert] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({ id: certificates.id })
      .from(certificates)
      .innerJoin(orderItems, and(eq(orderItems.courseId, certificates.courseId), eq(orderItems.orderId, orderId)))
      .where(and(eq(certificates.userId, head.order.userId), eq(certificates.status, 'valid')))
      .limit(1),
  ]);
  const paymentIds = paymentRows.map((p) => p.id);
  const events = paymentIds.length
    ? await db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, paymentIds)).orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id))
    : [];
  return { ...head, items: itemRows, payments: paymentRows, refunds: refundRows, events, certificateIssued: cert.length > 0 };
}
export type OrderDetailRows = NonNullable<Awaited<ReturnType<typeof findOrderDetail>>>;
