import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createMidtransGateway } from './midtrans.ts';
import { createSandboxGateway } from './sandbox.ts';

/**
 * The gateway selected by PAYMENT_PROVIDER: the built-in sandbox (default) or Midtrans, which
 * needs MIDTRANS_SERVER_KEY (start-up fails with a clear message without it).
 */
export function createGateway(config: Config, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): PaymentGateway {
  if (config.PAYMENT_PROVIDER === 'midtrans') {
    if (!config.MIDTRANS_SERVER_KEY) throw new Error('PAYMENT_PROVIDER=midtrans needs MIDTRANS_SERVER_KEY');
    return createMidtransGateway({ serverKey: config.MIDTRANS_SERVER_KEY, baseUrl: config.MIDTRANS_BASE_URL, merchantName: config.COMPANY, log });
  }
  return createSandboxGateway({ secret: config.SANDBOX_WEBHOOK_SECRET, merchantName: config.COMPANY, brand: config.BRAND });
}
