import { createHmac, randomUUID } from 'node:crypto';
import { normalizePhone, PAYMENT_FAILURE_REASONS, PAYMENT_MESSAGES, SANDBOX_FAILING_CARDS } from '@kelas/contracts/payments';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { randomDigits, safeEqual } from '../../lib/tokens.ts';
import type { ChargeInput, ChargeResult, PaymentGateway, VerifiedNotification } from './gateway.ts';
import { buildQrisPayload } from './qris.ts';
import { barcodeDataUrl, qrDataUrl } from './render.ts';

/** Header carrying the hex HMAC-SHA256 of the raw notification body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Virtual account prefixes per bank (company codes as the banks print them on their VA numbers). */
const VA_PREFIX: Record<string, string> = { bca: '70012', bni: '8808', bri: '26215', mandiri: '89608' };
const STORE_PREFIX: Record<string, string> = { alfamart: '1118', indomaret: '1119' };

/** The body of a sandbox notification (what the simulate control and tests send). */
export const SandboxNotificationSchema = z.object({
  event_id: z.string().min(1).max(100),
  reference: z.string().min(1).max(50),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'cancelled']),
  /** Rupiah. */
  amount: z.number().int().min(0),
  occurred_at: z.string().max(40),
  /** A failure's reason (contracts PAYMENT_FAILURE_REASONS), when the notification reports one. */
  failure_reason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
});
export type SandboxNotification = z.infer<typeof SandboxNotificationSchema>;

export type SandboxOptions = { secret: string; merchantName: string; brand: string };

/** HMAC-SHA256 (hex) of a raw body with the sandbox webhook secret. */
export function sandboxSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * A signed sandbox notification for `reference` (the simulate control and tests): the raw body and
 * the headers a webhook call carries. Each call is a new event unless `eventId` is given.
 */
export function signSandboxNotification(
  secret: string,
  body: Omit<SandboxNotification, 'event_id' | 'occurred_at'> & { event_id?: string; occurred_at?: Date },
): { rawBody: string; headers: Record<string, string> } {
  const full: SandboxNotification = {
    event_id: body.event_id ?? `sbx-${randomUUID()}`,
    reference: body.reference,
    status: body.status,
    amount: body.amount,
    occurred_at: (body.occurred_at ?? new Date()).toISOString(),
    ...(body.failure_reason ? { failure_reason: body.failure_reason } : {}),
  };
  const rawBody = JSON.stringify(full);
  return { rawBody, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(secret, rawBody) } };
}

/**
 * The built-in sandbox provider: every channel works offline. VA numbers per bank, a QRIS payload
 * with a valid CRC rendered as a QR code, retail codes with a Code 128 barcode, the e-wallet phone
 * request and card authorisation (the SANDBOX_FAILING_CARDS fail with their reason). Payments settle only through
 * signed notifications (the simulate control or a POST to the webhook).
 */
export function createSandboxGateway(opts: SandboxOptions): PaymentGateway {
  async function charge(input: ChargeInput): Promise<ChargeResult> {
    const transactionId = `sbx-${randomUUID()}`;
    const expiresAt = input.expiresAt;
    switch (input.method) {
      case 'bank_transfer': {
        const prefix = VA_PREFIX[input.channel] ?? '9999';
        const mandiri = input.channel === 'mandiri';
        return {
          expiresAt,
          instructions: {
            kind: 'va',
            bank: input.channel,
            va_number: mandiri ? randomDigits(12) : prefix + randomDigits(16 - prefix.length),
            account_name: `${opts.brand} - ${input.customer.name}`.slice(0, 40).toUpperCase(),
            biller_code: mandiri ? prefix : null,
            transaction_id: transactionId,
          },
        };
      }
      case 'qris': {
        const qrString = buildQrisPayload({
          acquirerId: 'ID.CO.KELAS.SANDBOX',
          merchantPan: '9360099900000000017',
          merchantId: 'KELASSANDBOX01',
          nmid: 'ID1020000000017',
          mcc: '8299',
          merchantName: opts.merchantName,
          merchantCity: 'Jakarta',
          postalCode: '12190',
          amount: input.amount,
          billNumber: input.invoiceNumber.split('/')[0] ?? input.invoiceNumber,
          reference: input.reference,
        });
        return {
          expiresAt,
          instructions: { kind: 'qris', merchant_name: opts.merchantName, qr_string: qrString, qr_image: await qrDataUrl(qrString), transaction_id: transactionId },
        };
      }
      case 'retail': {
        const code = (STORE_PREFIX[input.channel] ?? '1110') + randomDigits(12);
        return {
          expiresAt,
          instructions: { kind: 'retail', store: input.channel, payment_code: code, merchant_name: opts.merchantName, barcode_image: barcodeDataUrl(code), transaction_id: transactionId },
        };
      }
      case 'ewallet': {
        const phone = input.customer.phone ? normalizePhone(input.customer.phone) : null;
        return {
          expiresAt,
          instructions: {
            kind: 'ewallet',
            wallet: input.channel,
            phone: phone && /^8\d{8,12}$/.test(phone) ? phone : null,
            requested_at: null,
            deeplink_url: null,
            transaction_id: transactionId,
          },
        };
      }
      case 'card':
        return { expiresAt, instructions: { kind: 'card', brand: input.channel, transaction_id: null } };
    }
  }

  return {
    id: 'sandbox',
    sandbox: true,
    supports: () => true,
    charge,
    async chargeCard(card) {
      const declineReason = SANDBOX_FAILING_CARDS[card.number] ?? null;
      return { approved: declineReason === null, transactionId: `sbx-card-${randomUUID()}`, declineReason };
    },
    async requestEwallet() {
      // The sandbox "sends" the request: the instructions page shows it and the simulate control settles it.
    },
    async cancel() {},
    // The sandbox returns the money at once; a refund of 0 or less never reaches a gateway.
    async refund(input) {
      return { status: 'succeeded', providerRef: `sbx-refund-${input.refundKey}`, failureReason: null };
    },
    async refundStatus(_reference, refundKey) {
      return { status: 'succeeded', providerRef: `sbx-refund-${refundKey}`, failureReason: null };
    },
    async verifyNotification(rawBody, headers): Promise<VerifiedNotification> {
      const given = headers[SANDBOX_SIGNATURE_HEADER];
      const signature = Array.isArray(given) ? given[0] : given;
      if (!signature || !safeEqual(signature, sandboxSignature(opts.secret, rawBody))) throw new AppError(401, PAYMENT_MESSAGES.signature, 'INVALID_SIGNATURE');
      let parsed: SandboxNotification;
      try {
        parsed = SandboxNotificationSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new AppError(400, 'Isi notifikasi tidak valid.', 'BAD_NOTIFICATION');
      }
      return {
        eventId: parsed.event_id,
        reference: parsed.reference,
        status: parsed.status,
        amount: parsed.amount,
        ...(parsed.failure_reason ? { failureReason: parsed.failure_reason } : {}),
        payload: parsed,
      };
    },
  };
}
