import {
  CardPaymentSchema,
  CreatePaymentSchema,
  EwalletRequestSchema,
  PaymentMethodsSchema,
  PaymentResponseSchema,
  SimulatePaymentSchema,
} from '@kelas/contracts/payments';
import { OrderIdParamsSchema } from '@kelas/contracts/checkout';
import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { registerJob } from '../../platform/jobs/register-job.ts';
import { createGateway } from '../../platform/payments/index.ts';
import { createPayment } from './create-payment.ts';
import { expireOrders, expireOrdersJob } from './expire-orders.ts';
import { payWithCard } from './pay-with-card.ts';
import { presentMethods, presentPayment } from './presenters.ts';
import { confirmGatewayRefunds } from '../refunds/confirm-gateway-refunds.ts';
import { deliverNotificationMail } from '../notifications/notify.ts';
import { mailReceipt } from '../sales-orders/mail-receipt.ts';
import { receiveNotification } from './receive-notification.ts';
import { requestEwallet } from './request-ewallet.ts';
import { remindPayment, remindPaymentJob } from './remind-payment.ts';
import { simulatePayment } from './simulate-payment.ts';

const PaymentIdParamsSchema = OrderIdParamsSchema;
const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 410: ErrorBodySchema, 422: ValidationErrorBodySchema, 502: ErrorBodySchema };

/**
 * Routes of the payments feature (mounted under /api; spec 2.17, 2.18). Also registers
 * the expiry job, scheduled every minute on the queue (decision 181), and the payment reminder.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const gateway = createGateway(app.config, app.log);
  const sandboxActive = gateway.sandbox;

  // An hour before a waiting payment's deadline (decision 276); notifies once however often it runs.
  registerJob(app, remindPaymentJob, async ({ paymentId }, { log }) => {
    await deliverNotificationMail(app, await remindPayment(app.db, { paymentId, now: app.now(), config: app.config }), log);
  });

  // Once a minute across all servers (pg-boss schedule); the UPDATEs are idempotent anyway.
  registerJob(app, expireOrdersJob, async (_payload, { log }) => {
    const expired = await expireOrders(app.db, app.now());
    if (expired.orders + expired.payments > 0) log.info(expired, 'expired pending orders and payments');
  });

  /** GET /api/payments/methods → { data: PaymentMethods }: the groups of spec 2.17 plus QRIS and what the provider takes. */
  app.get('/payments/methods', { schema: { tags: ['payments'], response: { 200: z.object({ data: PaymentMethodsSchema }) } } }, async () => ({
    data: presentMethods(gateway),
  }));

  /**
   * POST /api/orders/{id}/payments {method, channel} → 201 { data: Payment }: opens a payment with the
   * gateway for the learner's pending order, replacing its open payment of another channel; 200 with
   * the open payment when it already is that channel (any card tile for a card payment) and still
   * valid (decision 251). 404 foreign/unknown order, 409 not pending, 422 channel, 502 gateway.
   */
  app.post(
    '/orders/:id/payments',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        params: OrderIdParamsSchema,
        body: CreatePaymentSchema,
        response: { 200: PaymentResponseSchema, 201: PaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { payment, created, mailIds } = await createPayment(app.db, gateway, {
        userId: currentUser(request).id,
        orderId: request.params.id,
        method: request.body.method,
        channel: request.body.channel,
        now: app.now(),
        publicUrl: app.config.PUBLIC_URL,
        config: app.config,
      });
      await deliverNotificationMail(app, mailIds, request.log);
      return reply.status(created ? 201 : 200).send({ data: presentPayment(payment, sandboxActive, app.now()) });
    },
  );

  /**
   * POST /api/payments/{id}/card {card_number, expiry 'MM/YY', cvv, first_name, last_name, phone} → { data: Payment }
   * (status paid or failed). The card data is never stored or logged. 404, 409, 410, 422 (field errors), 502.
   */
  app.post(
    '/payments/:id/card',
    {
      preHandler: app.authenticate,
      // Counted after authentication (hook preHandler), per learner: behind a proxy or a NAT many learners share one IP.
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (r) => `card:${r.user?.id ?? r.ip}`, hook: 'preHandler' } },
      schema: { tags: ['payments'], security: [{ bearer: [] }], params: PaymentIdParamsSchema, body: CardPaymentSchema, response: { 200: PaymentResponseSchema, ...errors } },
    },
    async (request) => {
      const payment = await payWithCard(app.db, gateway, {
        userId: currentUser(request).id,
        paymentId: request.params.id,
        card: request.body,
        now: app.now(),
        log: request.log,
        onPaid: (orderId) => mailReceipt(app, orderId, request.log),
      });
      return { data: presentPayment(payment, sandboxActive, app.now()) };
    },
  );

  /** POST /api/payments/{id}/ewallet {phone} → { data: Payment }: (re)sends the e-wallet request. 404, 409, 410, 422. */
  app.post(
    '/payments/:id/ewallet',
    {
      preHandler: app.authenticate,
      schema: { tags: ['payments'], security: [{ bearer: [] }], params: PaymentIdParamsSchema, body: EwalletRequestSchema, response: { 200: PaymentResponseSchema, ...errors } },
    },
    async (request) => {
      const payment = await requestEwallet(app.db, gateway, { userId: currentUser(request).id, paymentId: request.params.id, phone: request.body.phone, now: app.now() });
      return { data: presentPayment(payment, sandboxActive, app.now()) };
    },
  );

  /**
   * POST /api/payments/{id}/simulate {result: 'paid' | 'failed' | 'expired'} → { data: { order_id } } (sandbox
   * provider only; 404 otherwise): sends a signed sandbox notification through the webhook's path. 404, 409, 410.
   */
  app.post(
    '/payments/:id/simulate',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        params: PaymentIdParamsSchema,
        body: SimulatePaymentSchema,
        response: { 200: z.object({ data: z.object({ order_id: z.number().int() }) }), ...errors },
      },
    },
    async (request, reply) => {
      if (!gateway.sandbox) return reply.status(404).send({ message: 'Halaman atau data tidak ditemukan.', code: 'NOT_FOUND' });
      const { orderId } = await simulatePayment(app.db, gateway, {
        userId: currentUser(request).id,
        paymentId: request.params.id,
        result: request.body.result,
        secret: app.config.SANDBOX_WEBHOOK_SECRET,
        now: app.now(),
        log: request.log,
        onPaid: (id) => mailReceipt(app, id, request.log),
      });
      return { data: { order_id: orderId } };
    },
  );

  // The webhook reads the raw body (signatures are over the exact bytes), so it gets its own JSON parser.
  const webhook: FastifyPluginAsyncZod = async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

    /**
     * POST /api/payments/webhook/{provider} → { received: true }: a gateway notification (sandbox:
     * HMAC-SHA256 of the body in x-sandbox-signature; midtrans: signature_key + status check).
     * 401 when forged (nothing changes), 404 for a provider that is not the active one, 422 amount mismatch.
     */
    hooks.post(
      '/payments/webhook/:provider',
      {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          params: z.object({ provider: z.string().max(20) }),
          response: { 200: z.object({ received: z.literal(true) }), 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema, 502: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        if (request.params.provider !== gateway.id) return reply.status(404).send({ message: 'Halaman atau data tidak ditemukan.', code: 'NOT_FOUND' });
        const rawBody = typeof request.body === 'string' ? request.body : '';
        await receiveNotification(app.db, gateway, {
          rawBody,
          headers: request.headers,
          now: app.now(),
          log: request.log,
          onRefundKeys: (keys) => confirmGatewayRefunds(app, keys),
          onPaid: (orderId) => mailReceipt(app, orderId, request.log),
        });
        return { received: true as const };
      },
    );
  };
  await app.register(webhook);
};

export default routes;
