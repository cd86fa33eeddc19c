import {
  BatchIdParamsSchema,
  REVOKE_TEXT,
  RevokeVoucherBatchAnswerSchema,
  CreateVoucherBatchBodySchema,
  VoucherBatchListSchema,
  VoucherBatchWithCodesSchema,
  VoucherRedemptionListSchema,
} from '@kelas/contracts/admin';
import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVoucherBatch } from '../vouchers/create-voucher-batch.ts';
import { presentBatch, presentVoucher } from '../vouchers/presenters.ts';
import { revokeVoucherBatch } from '../vouchers/revoke-voucher-batch.ts';
import { exportVoucherBatch, listVoucherBatches, listVoucherBatchRedemptions } from '../vouchers/read-voucher-batches.ts';
import { setUpCliCredential } from './cli-credential.ts';
import { idText } from '../../platform/i18n.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** Routes of the admin feature (mounted under /api): voucher batches. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const adminOrCli = setUpCliCredential(app);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  /**
   * POST /api/admin/voucher-batches { course_slug, count, max_uses?, expires_on?, with_redemption_code?, label? }
   * → 201 { data: { batch, vouchers: [{ code, redemption_code, max_uses, used_count, expires_at }] } }.
   * Role admin or the CLI credential. 422 for a bad option, an unknown course or a past expiry day.
   */
  app.post(
    '/admin/voucher-batches',
    { preHandler: adminOrCli, schema: { ...common, body: CreateVoucherBatchBodySchema, response: { 201: VoucherBatchWithCodesSchema, ...errors } } },
    async (request, reply) => {
      const b = request.body;
      const { batch, vouchers } = await createVoucherBatch(app.db, {
        courseSlug: b.course_slug,
        count: b.count,
        maxUses: b.max_uses,
        expiresOn: b.expires_on ?? null,
        withRedemptionCode: b.with_redemption_code,
        label: b.label,
        createdBy: request.user?.id ?? null,
        ip: request.ip,
        now: app.now(),
      });
      return reply.status(201).send({ data: { batch: presentBatch(batch), vouchers: vouchers.map(presentVoucher) } });
    },
  );

  /** GET /api/admin/voucher-batches → 200 { data: VoucherBatch[] }, newest first. Role admin or CLI credential. */
  app.get(
    '/admin/voucher-batches',
    { preHandler: adminOrCli, schema: { ...common, response: { 200: VoucherBatchListSchema, ...errors } } },
    async () => ({ data: await listVoucherBatches(app.db) }),
  );

  /** GET /api/admin/voucher-batches/{id}/vouchers → 200 { data: { batch, vouchers } } (a new printout). 404 unknown batch. */
  app.get(
    '/admin/voucher-batches/:id/vouchers',
    { preHandler: adminOrCli, schema: { ...common, params: BatchIdParamsSchema, response: { 200: VoucherBatchWithCodesSchema, ...errors } } },
    async (request) => ({ data: await exportVoucherBatch(app.db, request.params.id) }),
  );

  /** GET /api/admin/voucher-batches/{id}/redemptions → 200 { data: [{ id, code, user, redeemed_at }] }. 404 unknown batch. */
  app.get(
    '/admin/voucher-batches/:id/redemptions',
    { preHandler: adminOrCli, schema: { ...common, params: BatchIdParamsSchema, response: { 200: VoucherRedemptionListSchema, ...errors } } },
    async (request) => ({ data: await listVoucherBatchRedemptions(app.db, request.params.id) }),
  );

  /**
   * POST /api/admin/voucher-batches/{id}/revoke → 200 `{ data: { revoked }, message }`: the batch's
   * vouchers with uses left stop working. Role admin or CLI credential. 404 unknown batch.
   */
  app.post(
    '/admin/voucher-batches/:id/revoke',
    { preHandler: adminOrCli, schema: { ...common, params: BatchIdParamsSchema, response: { 200: RevokeVoucherBatchAnswerSchema, ...errors } } },
    async (request) => {
      const revoked = await revokeVoucherBatch(app.db, { batchId: request.params.id, actor: { id: request.user?.id ?? null, ip: request.ip }, now: app.now() });
      return { data: { revoked }, message: revoked === 0 ? REVOKE_TEXT.doneNone : idText('revokeText:done', { count: revoked }) };
    },
  );
};

export default routes;
