import {
  CartCourseSchema,
  CartRequestSchema,
  CHECKOUT_MESSAGES,
  OrderIdParamsSchema,
  OrderRequestSchema,
  OrderResponseSchema,
  OrderSummarySchema,
  QuoteSchema,
  UpsellQuerySchema,
  UpsellSchema,
} from '@kelas/contracts/checkout';
import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createGateway } from '../../platform/payments/index.ts';
import { createOrder } from './create-order.ts';
import { findUpsell, loadCartCourse } from './load-cart-course.ts';
import { presentCartCourse, presentOrder, presentOrderSummary, presentQuote, presentUpsell } from './presenters.ts';
import { findOrderForUser, listOrdersForUser } from './queries.ts';
import { quoteOrder } from './quote-order.ts';
import { renderReceiptPdf } from './render-receipt.ts';
import { accountLocale } from '../../platform/i18n.ts';

const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema };
const secured = { tags: ['checkout'], security: [{ bearer: [] }] };

/** Routes of the checkout feature (mounted under /api; spec 2.16, 7). Every route needs a session. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const gateway = createGateway(app.config, app.log);
  const presentOpts = () => ({ merchantName: app.config.COMPANY, sandboxActive: gateway.sandbox, now: app.now() });

  /**
   * POST /api/course/{slug}/cart {priceId} → { data: CartCourse } (spec 7): the course with the chosen
   * package and price, and `owned`. 404 unknown slug, 422 `priceId` not a price of this course.
   */
  app.post(
    '/course/:slug/cart',
    {
      preHandler: app.authenticate,
      schema: { ...secured, params: z.object({ slug: z.string().min(1).max(160) }), body: CartRequestSchema, response: { 200: z.object({ data: CartCourseSchema }), ...errors } },
    },
    async (request) => {
      const { price, owned } = await loadCartCourse(app.db, { userId: currentUser(request).id, slug: request.params.slug, priceId: request.body.priceId });
      return { data: presentCartCourse(price, owned) };
    },
  );

  /** GET /api/checkout/upsell?slug= → { data: Upsell | null } ('Lengkapi Pembelajaran Kamu', decision 040). 404 unknown slug. */
  app.get(
    '/checkout/upsell',
    { preHandler: app.authenticate, schema: { ...secured, querystring: UpsellQuerySchema, response: { 200: z.object({ data: UpsellSchema.nullable() }), ...errors } } },
    async (request) => {
      const found = await findUpsell(app.db, { userId: currentUser(request).id, slug: request.query.slug });
      return { data: found ? presentUpsell(found) : null };
    },
  );

  /**
   * POST /api/checkout/quote {items: [{priceId}], promo_code?} → { data: Quote }: the figures of 'Rekap
   * Pembelian', computed by the server. 409 owned course; 422 unknown price, duplicate course, promo errors.
   */
  app.post('/checkout/quote', { preHandler: app.authenticate, schema: { ...secured, body: OrderRequestSchema, response: { 200: z.object({ data: QuoteSchema }), ...errors } } }, async (request) => {
    const q = await quoteOrder(app.db, {
      userId: currentUser(request).id,
      priceIds: request.body.items.map((i) => i.priceId),
      promoCode: request.body.promo_code,
      now: app.now(),
    });
    return { data: presentQuote(q) };
  });

  /**
   * POST /api/orders {items: [{priceId, cohort_id?}], promo_code?} → 201 { data: Order }: a pending order (24 h), or a
   * paid one when the total is 0; 200 with the learner's open order when it is the same cart, still
   * waiting for payment (decision 251). Same errors as the quote, and 422 `items.N.cohort_id` for a
   * course with cohorts without one, or a full, closed or foreign cohort (decision 285).
   */
  app.post(
    '/orders',
    {
      preHandler: app.authenticate,
      // Counted after authentication (hook preHandler), per learner: behind a proxy or a NAT many learners share one IP.
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (r) => `orders:${r.user?.id ?? r.ip}`, hook: 'preHandler' } },
      schema: { ...secured, body: OrderRequestSchema, response: { 200: OrderResponseSchema, 201: OrderResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { order, created, cancelledPayments } = await createOrder(app.db, {
        userId,
        priceIds: request.body.items.map((i) => i.priceId),
        cohortIds: request.body.items.map((i) => i.cohort_id),
        promoCode: request.body.promo_code,
        now: app.now(),
      });
      for (const p of cancelledPayments) if (p.providerRef && p.provider === gateway.id) await gateway.cancel(p.providerRef);
      const detail = await findOrderForUser(app.db, order.id, userId);
      return reply.status(created ? 201 : 200).send({ data: presentOrder(detail!, presentOpts()) });
    },
  );

  /** GET /api/orders → { data: OrderSummary[] }: the learner's orders, newest first (order history), each in its state now (decision 250). */
  app.get('/orders', { preHandler: app.authenticate, schema: { ...secured, response: { 200: z.object({ data: z.array(OrderSummarySchema) }), 401: ErrorBodySchema } } }, async (request) => {
    const rows = await listOrdersForUser(app.db, currentUser(request).id);
    const now = app.now();
    return { data: rows.map((r) => presentOrderSummary(r, now)) };
  });

  /** GET /api/orders/{id} → { data: Order } with the latest payment. 404 unknown or another learner's order. */
  app.get('/orders/:id', { preHandler: app.authenticate, schema: { ...secured, params: OrderIdParamsSchema, response: { 200: OrderResponseSchema, ...errors } } }, async (request) => {
    const detail = await findOrderForUser(app.db, request.params.id, currentUser(request).id);
    if (!detail) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
    return { data: presentOrder(detail, presentOpts()) };
  });

  /** GET /api/orders/{id}/receipt → application/pdf (paid orders only), in the account's language (decision 212). 404 unknown/foreign, 409 not paid. */
  app.get('/orders/:id/receipt', { preHandler: app.authenticate, schema: { ...secured, params: OrderIdParamsSchema } }, async (request, reply) => {
    const detail = await findOrderForUser(app.db, request.params.id, currentUser(request).id);
    if (!detail) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
    if (detail.order.status !== 'paid') throw conflict(CHECKOUT_MESSAGES.receiptUnpaid, 'ORDER_NOT_PAID');
    const pdf = await renderReceiptPdf({
      order: presentOrder(detail, presentOpts()),
      buyerEmail: detail.buyerEmail,
      brand: app.config.BRAND,
      company: app.config.COMPANY,
      supportEmail: app.config.SUPPORT_EMAIL,
      locale: accountLocale(currentUser(request).locale),
    });
    const name = `kuitansi-${detail.order.invoiceNumber.split('/')[0]}.pdf`;
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store').send(Buffer.from(pdf));
  });
};

export default routes;
