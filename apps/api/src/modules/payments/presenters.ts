import {
  InstructionsSchema,
  methodLabel,
  channelName,
  PAYMENT_FAILURE_REASONS,
  type Payment,
  type PaymentFailureReason,
  type PaymentMethod,
  type PaymentMethods,
  PAYMENT_GROUPS,
} from '@kelas/contracts/payments';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import type { PaymentRow } from './queries.ts';
import { resolvePaymentStatus } from './resolve-order-status.ts';

/** A stored failure reason as the contract knows it (an unknown one reads as a plain failure). */
export function presentFailureReason(status: string, reason: string | null): PaymentFailureReason | null {
  if (status !== 'failed') return null;
  return (PAYMENT_FAILURE_REASONS as readonly string[]).includes(reason ?? '') ? (reason as PaymentFailureReason) : 'failed';
}

/**
 * A payment as the instructions and status screens read it (contracts `PaymentSchema`), its state
 * at `now` (`resolvePaymentStatus`: past its expiry it reads expired). The stored instructions
 * are re-parsed, which drops what only the server keeps (the gateway's transaction id).
 * `sandboxActive`: the sandbox provider is the configured one.
 */
export function presentPayment(p: PaymentRow, sandboxActive: boolean, now: Date): Payment {
  const method = p.method as PaymentMethod;
  return {
    id: p.id,
    provider: p.provider,
    method,
    channel: p.channel,
    channel_name: channelName(method, p.channel),
    method_label: methodLabel(method, p.channel),
    status: resolvePaymentStatus(p, now),
    amount: p.amount,
    reference: p.providerRef,
    failure_reason: presentFailureReason(p.status, p.failureReason),
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
