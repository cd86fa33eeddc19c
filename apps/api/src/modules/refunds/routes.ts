import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { CreateRefundSchema, IdempotencyKeySchema, LearnerRefundListSchema, REFUND_TEXT, RefundParamsSchema, RefundResponseSchema } from '@kelas/contracts/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { deliverMail } from '../../platform/mail-outbox.ts';
import { createGateway } from '../../platform/payments/index.ts';
import { currentUser, hasRole } from '../../plugins/auth.ts';
import { checkRefund } from './check-refund.ts';
import { decideRefund, sendRefund } from './create-refund.ts';
import { presentLearnerRefund, presentRefund } from './presenters.ts';
import { findOrderWithBuyer, findPayment, findRefund, listRefundsOfUser } from './queries.ts';
import { accountLocale } from '../../platform/i18n.ts';
import { renderCreditNotePdf } from './render-credit-note.ts';
import { RowIdParamsSchema } from '@kelas/contracts/text';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** Routes of the refunds feature, mounted under /api. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const gateway = createGateway(app.config, app.log);
  const admin = { tags: ['refunds'], security: [{ bearer: [] }] };
  const mail = app.config;
  const deliver = async (ids: number[], log: { error: (o: object, m: string) => void }) => {
    if (ids.length === 0) return;
    await deliverMail(app.db, app.mailer, { now: app.now(), log: app.log, ids }).catch((err: unknown) => log.error({ err, ids }, 'refund notice: delivery left to the outbox sweep'));
  };

  /**
   * POST /api/admin/orders/{id}/refunds {amount (rupiah), reason, confirm?} with an optional
   * `Idempotency-Key` header → 201 { data: Refund } (status pending | succeeded | failed; the same
   * refund again for a repeated key). 404 unknown order; 409 NOT_PAID, CERTIFICATE_ISSUED; 422 bad
   * amount or over the refundable remainder. Role admin. Decision 150.
   */
  app.post(
    '/admin/orders/:id/refunds',
    {
      preHandler: app.requireRole('admin'),
      schema: { ...admin, params: RowIdParamsSchema, body: CreateRefundSchema, response: { 201: RefundResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const rawKey = Array.isArray(header) ? header[0] : header;
      let idempotencyKey: string | null = null;
      if (rawKey !== undefined) {
        const parsed = IdempotencyKeySchema.safeParse(rawKey);
        if (!parsed.success) throw fieldError('idempotency_key', REFUND_TEXT.idempotencyKey, 'BAD_IDEMPOTENCY_KEY');
        idempotencyKey = parsed.data;
      }
      const user = currentUser(request);
      const now = app.now();
      const { refund, replayed } = await decideRefund(app.db, {
        orderId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        confirm: request.body.confirm,
        idempotencyKey,
        actorId: user.id,
        ip: request.ip,
        now,
      });
      if (replayed) return reply.status(201).send({ data: presentRefund(refund) });
      const payment = refund.paymentId ? await findPayment(app.db, refund.paymentId) : null;
      const out = await sendRefund(app.db, gateway, { refund, paymentReference: payment?.providerRef ?? null, now, actorId: user.id, mail, log: request.log });
      if (out.mailId !== null) await deliver([out.mailId], request.log);
      return reply.status(201).send({ data: presentRefund(out.refund) });
    },
  );

  /**
   * POST /api/admin/refunds/{id}/check → 200 { data: Refund }: the gateway's status check of a
   * pending refund (Midtrans GET /v2/{order_id}/status), settling it when done. 404 unknown. Role admin.
   */
  app.post(
    '/admin/refunds/:id/check',
    { preHandler: app.requireRole('admin'), schema: { ...admin, params: RowIdParamsSchema, response: { 200: RefundResponseSchema, ...errors } } },
    async (request) => {
      const out = await checkRefund(app.db, gateway, { refundId: request.params.id, now: app.now(), actorId: currentUser(request).id, mail });
      if (out.mailId !== null) await deliver([out.mailId], request.log);
      return { data: presentRefund(out.refund) };
    },
  );

  /** GET /api/refunds → { data: LearnerRefund[] }: the signed-in learner's refunds, oldest first (order history). */
  app.get(
    '/refunds',
    { preHandler: app.authenticate, schema: { tags: ['refunds'], security: [{ bearer: [] }], response: { 200: LearnerRefundListSchema, 401: ErrorBodySchema } } },
    async (request) => ({ data: (await listRefundsOfUser(app.db, currentUser(request).id)).map(presentLearnerRefund) }),
  );

  /**
   * GET /api/orders/{id}/refunds/{refundId}/credit-note → application/pdf: the credit note of a
   * succeeded refund, for the order's buyer or an admin. 404 unknown / another learner's; 409 not succeeded.
   */
  app.get(
    '/orders/:id/refunds/:refundId/credit-note',
    { preHandler: app.authenticate, schema: { tags: ['refunds'], security: [{ bearer: [] }], params: RefundParamsSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const refund = await findRefund(app.db, request.params.refundId);
      const order = refund && refund.orderId === request.params.id ? await findOrderWithBuyer(app.db, refund.orderId) : null;
      if (!refund || !order || (order.order.userId !== user.id && !hasRole(user, 'admin'))) throw notFound(REFUND_TEXT.notFound);
      if (refund.status !== 'succeeded' || !refund.settledAt) throw conflict(REFUND_TEXT.creditNoteUnavailable, 'REFUND_NOT_SUCCEEDED');
      const pdf = await renderCreditNotePdf({
        creditNoteNumber: refund.creditNoteNumber,
        invoiceNumber: order.order.invoiceNumber,
        settledAt: refund.settledAt,
        buyerName: order.buyerName,
        buyerEmail: order.buyerEmail,
        items: order.items,
        orderTotal: order.order.total,
        amount: refund.amount,
        taxPercent: order.order.taxMode === 'exempt' ? 0 : order.order.taxPercent,
        full: refund.full,
        brand: app.config.BRAND,
        company: app.config.COMPANY,
        supportEmail: app.config.SUPPORT_EMAIL,
        locale: accountLocale(order.buyerLocale),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="nota-kredit-${refund.creditNoteNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

};

export default routes;
