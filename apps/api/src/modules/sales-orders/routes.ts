import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { AdminOrderDetailResponseSchema, AdminOrderListSchema, AdminOrderQuerySchema, SALES_ORDER_TEXT } from '@kelas/contracts/sales-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { deliverMail } from '../../platform/mail-outbox.ts';
import { mailBrand, receiptMail } from '../../platform/mail-templates.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentOrderDetail, presentOrderRow } from './presenters.ts';
import { findOrderDetail, listOrders } from './queries.ts';
import { resendReceipt } from './resend-receipt.ts';
import { registerReceiptJob } from './mail-receipt.ts';
import { RowIdParamsSchema } from '@kelas/contracts/text';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** The console's order routes, mounted under /api. Role admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerReceiptJob(app);
  const common = { tags: ['sales-orders'], security: [{ bearer: [] }] };
  const guard = app.requireRole('admin');

  /**
   * GET /api/admin/orders?search=&status=&method=&from=&to=&page=&per_page= → { data: AdminOrderRow[],
   * meta: {total, page, per_page} }, newest first. `search`: invoice number prefix or part of the
   * learner's e-mail; `from`/`to`: Jakarta days (created); `status`: the state the learner sees
   * (decision 250). 422 bad page, status, method or date.
   */
  app.get('/admin/orders', { preHandler: guard, schema: { ...common, querystring: AdminOrderQuerySchema, response: { 200: AdminOrderListSchema, ...errors } } }, async (request) => {
    const q = request.query;
    const now = app.now();
    const { rows, total } = await listOrders(app.db, q, now);
    return { data: rows.map((r) => presentOrderRow(r, now)), meta: { total, page: q.page, per_page: q.per_page } };
  });

  /** GET /api/admin/orders/{id} → { data: AdminOrderDetail } (items, totals, promo, payments, refunds, notifications). 404 unknown. */
  app.get('/admin/orders/:id', { preHandler: guard, schema: { ...common, params: RowIdParamsSchema, response: { 200: AdminOrderDetailResponseSchema, ...errors } } }, async (request) => {
    const d = await findOrderDetail(app.db, request.params.id);
    if (!d) throw notFound(SALES_ORDER_TEXT.notFound);
    return { data: presentOrderDetail(d, app.now()) };
  });

  /** POST /api/admin/orders/{id}/receipt → 202 { message }: e-mails the receipt to the buyer again. 404 unknown, 409 unpaid. */
  app.post(
    '/admin/orders/:id/receipt',
    { preHandler: guard, schema: { ...common, params: RowIdParamsSchema, response: { 202: z.object({ message: z.string() }), ...errors } } },
    async (request, reply) => {
      const now = app.now();
      const mailId = await resendReceipt(app.db, {
        orderId: request.params.id,
        actorId: currentUser(request).id,
        ip: request.ip,
        now,
        message: (o) => ({ to: o.email, ...receiptMail(mailBrand(app.config, o.locale), o) }),
      });
      await deliverMail(app.db, app.mailer, { now, log: request.log, ids: [mailId] }).catch((err: unknown) => request.log.error({ err, mailId }, 'receipt: delivery left to the outbox sweep'));
      return reply.status(202).send({ message: SALES_ORDER_TEXT.receiptSent });
    },
  );
};

export default routes;
