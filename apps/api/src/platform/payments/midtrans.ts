import { createHash } from 'node:crypto';
import { normalizePhone, PAYMENT_MESSAGES, type PaymentMethod } from '@kelas/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { safeEqual } from '../../lib/tokens.ts';
import type { ChargeInput, NotificationStatus, PaymentGateway, StoredInstructions, VerifiedNotification } from './gateway.ts';
import { barcodeDataUrl, qrDataUrl } from './render.ts';

/**
 * Midtrans Core API adapter (https://docs.midtrans.com/reference/core-api): charge for bank
 * transfer (BCA/BNI/BRI virtual accounts, Mandiri bill payment), QRIS, GoPay, ShopeePay and
 * convenience stores; notifications verified by `signature_key` = SHA-512(order_id + status_code +
 * gross_amount + server key) and then by a status check (GET /v2/{order_id}/status). Card charges
 * need Midtrans' browser tokenisation and are not offered with this provider (decision 043).
 */
export type MidtransOptions = { serverKey: string; baseUrl: string; merchantName: string; log: Pick<FastifyBaseLogger, 'warn' | 'error'> };

type MidtransAction = { name: string; method?: string; url: string };
/** The documented charge / status answer fields this adapter reads. */
type MidtransResponse = {
  status_code?: string;
  status_message?: string;
  transaction_id?: string;
  order_id?: string;
  gross_amount?: string;
  payment_type?: string;
  transaction_status?: string;
  fraud_status?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  payment_code?: string;
  store?: string;
  qr_string?: string;
  actions?: MidtransAction[];
  expiry_time?: string;
  /** Refund answer and status check: the refunds done on the transaction. */
  refund_key?: string;
  refund_chargeback_id?: number | string;
  refunds?: { refund_key?: string; refund_chargeback_id?: number | string; refund_amount?: string }[];
};

const SUPPORTED: Partial<Record<PaymentMethod, string[]>> = {
  bank_transfer: ['bca', 'bni', 'bri', 'mandiri'],
  ewallet: ['gopay', 'shopeepay'],
  retail: ['alfamart', 'indomaret'],
  qris: ['qris'],
};

/** 'YYYY-MM-DD HH:mm:ss +0700': Midtrans' time format, in Western Indonesia Time. */
export function midtransTime(d: Date): string {
  const wib = new Date(d.getTime() + 7 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${wib.getUTCFullYear()}-${p(wib.getUTCMonth() + 1)}-${p(wib.getUTCDate())} ${p(wib.getUTCHours())}:${p(wib.getUTCMinutes())}:${p(wib.getUTCSeconds())} +0700`;
}

/** Parses Midtrans' 'YYYY-MM-DD HH:mm:ss' (Western Indonesia Time); null when absent or malformed. */
export function parseMidtransTime(text: string | undefined): Date | null {
  const m = text && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2]}+07:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** SHA-512 hex of order_id + status_code + gross_amount + server key (the notification's `signature_key`). */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(orderId + statusCode + grossAmount + serverKey).digest('hex');
}

/** Midtrans transaction_status (with fraud_status for card captures) in our terms. */
export function mapMidtransStatus(transactionStatus: string | undefined, fraudStatus: string | undefined): NotificationStatus {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return fraudStatus === 'accept' || fraudStatus === undefined ? 'paid' : 'pending';
    case 'deny':
    case 'failure':
      return 'failed';
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
    default:
      return 'pending';
  }
}

/** Midtrans gross_amount ('110000.00') as whole rupiah, or NaN. */
const rupiah = (s: string | undefined) => (s !== undefined && /^\d+(\.\d{1,2})?$/.test(s) ? Math.round(Number(s)) : Number.NaN);

export function createMidtransGateway(opts: MidtransOptions): PaymentGateway {
  const base = opts.baseUrl.replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${opts.serverKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<MidtransResponse> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: auth },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      opts.log.error({ err, path }, 'midtrans unreachable');
      throw new AppError(502, PAYMENT_MESSAGES.gateway, 'GATEWAY_ERROR');
    }
    const json = (await res.json().catch(() => ({}))) as MidtransResponse;
    return { ...json, status_code: json.status_code ?? String(res.status) };
  }

  function chargeBody(input: ChargeInput, returnUrl: string): Record<string, unknown> {
    const minutes = Math.max(1, Math.floor((input.expiresAt.getTime() - input.now.getTime()) / 60_000));
    const common = {
      transaction_details: { order_id: input.reference, gross_amount: input.amount },
      customer_details: { first_name: input.customer.name.slice(0, 255), email: input.customer.email, ...(input.customer.phone ? { phone: `+62${normalizePhone(input.customer.phone)}` } : {}) },
      custom_expiry: { order_time: midtransTime(input.now), expiry_duration: minutes, unit: 'minute' },
    };
    switch (input.method) {
      case 'bank_transfer':
        return input.channel === 'mandiri'
          ? { ...common, payment_type: 'echannel', echannel: { bill_info1: 'Pembayaran:', bill_info2: input.invoiceNumber.split('/')[0] } }
          : { ...common, payment_type: 'bank_transfer', bank_transfer: { bank: input.channel } };
      case 'qris':
        return { ...common, payment_type: 'qris', qris: { acquirer: 'gopay' } };
      case 'ewallet':
        return input.channel === 'gopay'
          ? { ...common, payment_type: 'gopay', gopay: { enable_callback: true, callback_url: returnUrl } }
          : { ...common, payment_type: 'shopeepay', shopeepay: { callback_url: returnUrl } };
      case 'retail':
        return { ...common, payment_type: 'cstore', cstore: { store: input.channel, message: input.invoiceNumber.slice(0, 20) } };
      default:
        throw new AppError(422, PAYMENT_MESSAGES.channelUnavailable, 'CHANNEL_UNAVAILABLE');
    }
  }

  async function instructionsOf(input: ChargeInput, r: MidtransResponse): Promise<StoredInstructions> {
    const transaction_id = r.transaction_id ?? null;
    switch (input.method) {
      case 'bank_transfer': {
        const va = r.va_numbers?.find((v) => v.bank === input.channel)?.va_number ?? r.va_numbers?.[0]?.va_number ?? r.permata_va_number ?? r.bill_key;
        if (!va) break;
        return { kind: 'va', bank: input.channel, va_number: va, account_name: opts.merchantName.toUpperCase(), biller_code: r.biller_code ?? null, transaction_id };
      }
      case 'qris': {
        if (!r.qr_string) break;
        return { kind: 'qris', merchant_name: opts.merchantName, qr_string: r.qr_string, qr_image: await qrDataUrl(r.qr_string), transaction_id };
      }
      case 'retail': {
        if (!r.payment_code) break;
        return { kind: 'retail', store: input.channel, payment_code: r.payment_code, merchant_name: opts.merchantName, barcode_image: barcodeDataUrl(r.payment_code), transaction_id };
      }
      case 'ewallet': {
        const link = r.actions?.find((a) => a.name === 'deeplink-redirect')?.url ?? null;
        return { kind: 'ewallet', wallet: input.channel, phone: input.customer.phone ? normalizePhone(input.customer.phone) : null, requested_at: input.now.toISOString(), deeplink_url: link, transaction_id };
      }
      default:
        break;
    }
    opts.log.error({ status: r.status_code, payment_type: r.payment_type }, 'midtrans charge answer without instructions');
    throw new AppError(502, PAYMENT_MESSAGES.gateway, 'GATEWAY_ERROR');
  }

  return {
    id: 'midtrans',
    sandbox: false,
    supports: (method, channel) => SUPPORTED[method]?.includes(channel) ?? false,
    async charge(input) {
      const r = await call('POST', '/v2/charge', chargeBody(input, input.returnUrl));
      if (r.status_code !== '201' && r.status_code !== '200') {
        opts.log.warn({ status: r.status_code, message: r.status_message }, 'midtrans charge refused');
        throw new AppError(502, PAYMENT_MESSAGES.gateway, 'GATEWAY_ERROR');
      }
      return { instructions: await instructionsOf(input, r), expiresAt: parseMidtransTime(r.expiry_time) ?? input.expiresAt };
    },
    async chargeCard() {
      throw new AppError(422, PAYMENT_MESSAGES.channelUnavailable, 'CHANNEL_UNAVAILABLE');
    },
    async requestEwallet() {
      // Midtrans e-wallets are paid through the deeplink; there is no phone push to repeat.
    },
    async cancel(reference) {
      const r = await call('POST', `/v2/${encodeURIComponent(reference)}/cancel`).catch(() => null);
      if (r && r.status_code !== '200' && r.status_code !== '412') opts.log.warn({ reference, status: r.status_code }, 'midtrans cancel refused');
    },
    /**
     * POST /v2/{order_id}/refund {refund_key, amount, reason}: 200 = refunded; 201 = accepted and
     * processed later (pending, confirmed by a notification or `refundStatus`); any other code is
     * a refusal (e.g. 412 not refundable in this state, 418 refunds not supported by the channel).
     */
    async refund(input) {
      const r = await call('POST', `/v2/${encodeURIComponent(input.reference)}/refund`, { refund_key: input.refundKey, amount: input.amount, reason: input.reason.slice(0, 255) });
      const ref = r.refund_chargeback_id !== undefined ? String(r.refund_chargeback_id) : null;
      if (r.status_code === '200') return { status: 'succeeded', providerRef: ref, failureReason: null };
      if (r.status_code === '201') return { status: 'pending', providerRef: ref, failureReason: null };
      opts.log.warn({ reference: input.reference, status: r.status_code, message: r.status_message }, 'midtrans refund refused');
      return { status: 'failed', providerRef: ref, failureReason: `${r.status_code ?? '?'} ${r.status_message ?? ''}`.trim().slice(0, 300) };
    },
    /** GET /v2/{order_id}/status: the refund is done when its key is among the transaction's `refunds`. */
    async refundStatus(reference, refundKey) {
      const s = await call('GET', `/v2/${encodeURIComponent(reference)}/status`);
      const found = s.refunds?.find((x) => x.refund_key === refundKey);
      if (found) return { status: 'succeeded', providerRef: found.refund_chargeback_id !== undefined ? String(found.refund_chargeback_id) : null, failureReason: null };
      if (s.status_code === '404') return { status: 'failed', providerRef: null, failureReason: '404 transaksi tidak ditemukan di gateway' };
      return { status: 'pending', providerRef: null, failureReason: null };
    },
    async verifyNotification(rawBody): Promise<VerifiedNotification> {
      let n: Record<string, unknown>;
      try {
        n = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        throw new AppError(400, 'Isi notifikasi tidak valid.', 'BAD_NOTIFICATION');
      }
      const str = (k: string) => (typeof n[k] === 'string' ? (n[k] as string) : '');
      const orderId = str('order_id');
      const expected = midtransSignature(orderId, str('status_code'), str('gross_amount'), opts.serverKey);
      if (!orderId || !safeEqual(str('signature_key'), expected)) throw new AppError(401, PAYMENT_MESSAGES.signature, 'INVALID_SIGNATURE');
      // Second verification: the gateway's own view of the transaction wins over the notification.
      const s = await call('GET', `/v2/${encodeURIComponent(orderId)}/status`);
      if (s.status_code === '404' || s.order_id !== orderId) throw new AppError(401, PAYMENT_MESSAGES.signature, 'INVALID_SIGNATURE');
      if (!s.transaction_status || !s.transaction_id) {
        opts.log.warn({ status: s.status_code }, 'midtrans status check failed');
        throw new AppError(502, PAYMENT_MESSAGES.gateway, 'GATEWAY_ERROR');
      }
      return {
        // Each refund notification is its own event (a second partial refund is not a replay of the first).
        eventId: s.refunds?.length ? `${s.transaction_id}:${s.transaction_status}:${s.refunds.length}` : `${s.transaction_id}:${s.transaction_status}`,
        reference: orderId,
        status: mapMidtransStatus(s.transaction_status, s.fraud_status),
        amount: rupiah(s.gross_amount),
        payload: n,
        refundKeys: (s.refunds ?? []).flatMap((x) => (x.refund_key ? [x.refund_key] : [])),
      };
    },
  };
}
