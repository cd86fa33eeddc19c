import { InstructionsSchema, methodLabel, channelName, type Payment, type PaymentMethod, type PaymentMethods, PAYMENT_GROUPS } from '@kelas/contracts/payments';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import type { PaymentRow } from './queries.ts';

/**
 * A payment as the instructions and status screens read it (contracts `PaymentSchema`). The
 * stored instructions are re-parsed, which drops what only the server keeps (the gateway's
 * transaction id). `sandboxActive`: the sandbox provider is the configured one.
 */
export function presentPayment(p: PaymentRow, sandboxActive: boolean): Payment {
  const method = p.method as PaymentMethod;
  return {
    id: p.id,
    provider: p.provider,
    method,
    channel: p.channel,
    channel_name: channelName(method, p.channel),
    method_label: methodLabel(method, p.channel),
    status: p.status,
    amount: p.amount,
    reference: p.providerRef,
    instructions: InstructionsSchema.parse(p.instructions),
    expires_at: p.expiresAt.toISOString(),
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
    sandbox: sandboxActive && p.provider === 'sandbox',
  };
}

/** GET /api/payments/methods: every group of spec 2.17 plus QRIS, each channel marked available or not. */
export function presentMethods(gateway: PaymentGateway): PaymentMethods {
  return {
    sandbox: gateway.sandbox,
    groups: PAYMENT_GROUPS.map((g) => ({
      method: g.method,
      title: g.title,
      ttl_seconds: g.ttlSeconds,
      channels: g.channels.map((c) => ({ channel: c.channel, name: c.name, available: gateway.supports(g.method, c.channel) })),
    })),
  };
}
