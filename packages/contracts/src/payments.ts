import { z } from 'zod';
import { safeString } from './text.ts';

/**
 * Payment shapes (spec 2.17 to 2.19): the method groups and their channels, a payment
 * attempt with its per-method instructions, the card form with its checks, and the sandbox
 * controls. Money is integer rupiah; times are ISO-8601 UTC strings; durations are seconds.
 */

export const PAYMENT_METHODS = ['bank_transfer', 'ewallet', 'retail', 'card', 'qris'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PaymentChannelInfo = { channel: string; name: string };
export type PaymentGroupInfo = { method: PaymentMethod; title: string; channels: readonly PaymentChannelInfo[]; ttlSeconds: number };

/**
 * The accordion groups of spec 2.17 plus QRIS, each channel a real gateway channel, and how long a
 * payment of that method stays payable (decision 042): virtual account and retail 24 h, e-wallet
 * and QRIS 15 min, card 1 h.
 */
export const PAYMENT_GROUPS: readonly PaymentGroupInfo[] = [
  {
    method: 'bank_transfer',
    title: 'Bank Transfer',
    ttlSeconds: 24 * 3600,
    channels: [
      { channel: 'bca', name: 'BCA' },
      { channel: 'bni', name: 'BNI' },
      { channel: 'bri', name: 'BRI' },
      { channel: 'mandiri', name: 'Mandiri' },
    ],
  },
  {
    method: 'ewallet',
    title: 'E-Wallet',
    ttlSeconds: 15 * 60,
    channels: [
      { channel: 'gopay', name: 'GoPay' },
      { channel: 'ovo', name: 'OVO' },
      { channel: 'dana', name: 'DANA' },
      { channel: 'shopeepay', name: 'ShopeePay' },
    ],
  },
  {
    method: 'retail',
    title: 'Gerai Retail',
    ttlSeconds: 24 * 3600,
    channels: [
      { channel: 'alfamart', name: 'Alfamart' },
      { channel: 'indomaret', name: 'Indomaret' },
    ],
  },
  {
    method: 'card',
    title: 'Kartu Kredit / Debit',
    ttlSeconds: 3600,
    channels: [
      { channel: 'visa', name: 'Visa' },
      { channel: 'mastercard', name: 'Mastercard' },
      { channel: 'jcb', name: 'JCB' },
    ],
  },
  { method: 'qris', title: 'QRIS', ttlSeconds: 15 * 60, channels: [{ channel: 'qris', name: 'QRIS' }] },
];

export const PAYMENT_MESSAGES = {
  methodInvalid: 'Metode pembayaran tidak dikenal.',
  channelInvalid: 'Pilihan pembayaran tidak dikenal untuk metode ini.',
  channelUnavailable: 'Metode pembayaran ini belum tersedia. Silakan pilih metode lain.',
  paymentNotFound: 'Pembayaran tidak ditemukan.',
  paymentNotPending: 'Pembayaran ini sudah tidak menunggu pembayaran.',
  paymentExpired: 'Waktu pembayaran sudah habis. Silakan pilih metode pembayaran lagi.',
  wrongMethod: 'Aksi ini tidak sesuai dengan metode pembayaran.',
  cardNumber: 'Nomor kartu tidak valid.',
  cardBrand: 'Jenis kartu tidak didukung. Gunakan Visa, Mastercard atau JCB.',
  cardExpiry: 'Masa berlaku harus berformat BB/TT.',
  cardExpired: 'Kartu sudah kedaluwarsa.',
  cardCvv: 'CVV harus 3 atau 4 digit.',
  cardDeclined: 'Pembayaran ditolak oleh penerbit kartu.',
  cardExpiredByIssuer: 'Penerbit kartu menyatakan kartu ini sudah kedaluwarsa.',
  cardCvvWrong: 'CVV yang dimasukkan salah.',
  insufficientFunds: 'Saldo atau limit kartu tidak mencukupi.',
  paymentFailed: 'Penyedia pembayaran menyatakan pembayaran gagal.',
  firstName: 'Nama depan wajib diisi.',
  lastName: 'Nama belakang wajib diisi.',
  phone: 'Nomor ponsel tidak valid.',
  signature: 'Tanda tangan notifikasi tidak valid.',
  amountMismatch: 'Nominal pembayaran tidak sesuai dengan pesanan.',
  gateway: 'Gateway pembayaran sedang bermasalah. Silakan coba lagi.',
} as const;

/** The group of a method. */
export function paymentGroup(method: PaymentMethod): PaymentGroupInfo {
  return PAYMENT_GROUPS.find((g) => g.method === method)!;
}

/** The display name of a channel ('BCA'), or the channel id when unknown. */
export function channelName(method: PaymentMethod, channel: string): string {
  return paymentGroup(method).channels.find((c) => c.channel === channel)?.name ?? channel;
}

/** 'Metode Transaksi' of spec 2.19: 'BCA Virtual Account', 'GoPay', 'Alfamart', 'Kartu Kredit / Debit (Visa)', 'QRIS'. */
export function methodLabel(method: PaymentMethod, channel: string): string {
  const name = channelName(method, channel);
  if (method === 'bank_transfer') return `${name} Virtual Account`;
  if (method === 'card') return `Kartu Kredit / Debit (${name})`;
  return name;
}

/**
 * True when an open payment already answers a tile (decision 251): the same method and channel,
 * or any card tile for a card payment (the card's number decides its brand). Choosing such a tile
 * again shows that payment; any other tile replaces it.
 */
export function answersChoice(payment: { method: string; channel: string }, method: PaymentMethod, channel: string): boolean {
  return payment.method === method && (method === 'card' || payment.channel === channel);
}

/** POST /api/orders/{id}/payments body: the chosen tile. */
export const CreatePaymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid }),
    channel: safeString({ error: PAYMENT_MESSAGES.channelInvalid }).min(1, PAYMENT_MESSAGES.channelInvalid).max(40),
  })
  .refine((v) => paymentGroup(v.method).channels.some((c) => c.channel === v.channel), {
    message: PAYMENT_MESSAGES.channelInvalid,
    path: ['channel'],
  });
export type CreatePayment = z.infer<typeof CreatePaymentSchema>;

/** Indonesian mobile number after the fixed +62 prefix: 8, then 8 to 12 digits (a leading 0 or +62 is dropped). */
export function normalizePhone(input: string): string {
  return input.replace(/[\s-]/g, '').replace(/^\+?62/, '').replace(/^0/, '');
}
export const PHONE_PATTERN = /^8\d{8,12}$/;
export const PhoneSchema = z
  .string({ error: PAYMENT_MESSAGES.phone })
  .transform(normalizePhone)
  .pipe(safeString().regex(PHONE_PATTERN, PAYMENT_MESSAGES.phone));

/** POST /api/payments/{id}/ewallet body: the e-wallet account's phone (re-sending never charges twice). */
export const EwalletRequestSchema = z.object({ phone: PhoneSchema });

/** True when the digits pass the Luhn check (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'jcb';

/** The accepted brand of a card number by its prefix, or null (Visa 4…, Mastercard 51–55/2221–2720, JCB 3528–3589). */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  const p4 = Number(digits.slice(0, 4));
  const p2 = Number(digits.slice(0, 2));
  if (digits.length === 16 && ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720))) return 'mastercard';
  if (digits.length >= 16 && digits.length <= 19 && p4 >= 3528 && p4 <= 3589) return 'jcb';
  return null;
}

/** 'MM/YY' → month and four-digit year, or null. */
export function parseCardExpiry(text: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

/** True when the card still works in the month of `now` (valid through the end of its month, UTC). */
export function cardExpiryValid(exp: { month: number; year: number }, now: Date): boolean {
  return exp.year > now.getUTCFullYear() || (exp.year === now.getUTCFullYear() && exp.month >= now.getUTCMonth() + 1);
}

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

/**
 * POST /api/payments/{id}/card body (spec 2.18 "Credit card form"). The number is checked (Luhn,
 * accepted brand) and used for the charge only: it is never stored or logged. The expiry date
 * against the clock is checked by the server with its own clock and by the form with the browser's.
 */
export const CardPaymentSchema = z.object({
  card_number: z
    .string({ error: PAYMENT_MESSAGES.cardNumber })
    .max(30, PAYMENT_MESSAGES.cardNumber)
    .transform(digitsOnly)
    .pipe(safeString().refine(luhnValid, PAYMENT_MESSAGES.cardNumber).refine((v) => cardBrand(v) !== null, PAYMENT_MESSAGES.cardBrand)),
  expiry: safeString({ error: PAYMENT_MESSAGES.cardExpiry }).max(10).refine((v) => parseCardExpiry(v) !== null, PAYMENT_MESSAGES.cardExpiry),
  cvv: safeString({ error: PAYMENT_MESSAGES.cardCvv }).regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cardCvv),
  first_name: safeString({ error: PAYMENT_MESSAGES.firstName }).trim().min(1, PAYMENT_MESSAGES.firstName).max(60),
  last_name: safeString({ error: PAYMENT_MESSAGES.lastName }).trim().min(1, PAYMENT_MESSAGES.lastName).max(60),
  phone: PhoneSchema,
});
export type CardPaymentInput = z.input<typeof CardPaymentSchema>;

/**
 * Why a payment failed, as the gateway reports it (decision 252): the card was declined, the
 * issuer says it expired, the CVV was wrong, the balance or limit was short, or the gateway only
 * said "failed".
 */
export const PAYMENT_FAILURE_REASONS = ['declined', 'expired_card', 'invalid_cvv', 'insufficient_funds', 'failed'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** The PAYMENT_MESSAGES key that tells the learner a failure reason (the status page and the order history). */
export const FAILURE_REASON_MESSAGE: Record<PaymentFailureReason, keyof typeof PAYMENT_MESSAGES> = {
  declined: 'cardDeclined',
  expired_card: 'cardExpiredByIssuer',
  invalid_cvv: 'cardCvvWrong',
  insufficient_funds: 'insufficientFunds',
  failed: 'paymentFailed',
};

/**
 * POST /api/payments/{id}/simulate body (sandbox only): the outcome the sandbox notification
 * reports: paid, failed, or expired (the notification a gateway sends when a payment's time ran out).
 */
export const SimulatePaymentSchema = z.object({ result: z.enum(['paid', 'failed', 'expired']).default('paid') });
export type SimulatedResult = z.infer<typeof SimulatePaymentSchema>['result'];

export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What each instructions screen shows (spec 2.18); images are data URLs rendered by the server. */
export const InstructionsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('va'), bank: safeString(), va_number: safeString(), account_name: safeString(), biller_code: safeString().nullable() }),
  z.object({ kind: z.literal('qris'), merchant_name: safeString(), qr_string: safeString(), qr_image: safeString() }),
  z.object({ kind: z.literal('retail'), store: safeString(), payment_code: safeString(), merchant_name: safeString(), barcode_image: safeString() }),
  z.object({ kind: z.literal('ewallet'), wallet: safeString(), phone: safeString().nullable(), requested_at: safeString().nullable(), deeplink_url: safeString().nullable() }),
  z.object({ kind: z.literal('card'), brand: safeString() }),
]);
export type Instructions = z.infer<typeof InstructionsSchema>;

/** A payment attempt as the instructions and status screens read it. */
export const PaymentSchema = z.object({
  id: z.number().int(),
  provider: safeString(),
  method: z.enum(PAYMENT_METHODS),
  channel: safeString(),
  channel_name: safeString(),
  /** 'Metode Transaksi'. */
  method_label: safeString(),
  status: z.enum(PAYMENT_STATUSES),
  /** Rupiah. */
  amount: z.number().int(),
  /** The gateway's reference of this attempt. */
  reference: safeString().nullable(),
  /** Why a failed payment failed, as the gateway reported it; null otherwise. */
  failure_reason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  instructions: InstructionsSchema,
  /** Drives 'Selesaikan pembayaran dalam'. */
  expires_at: safeString(),
  created_at: safeString(),
  paid_at: safeString().nullable(),
  /** True when the built-in sandbox provider handles it (the page shows the simulate control). */
  sandbox: z.boolean(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentResponseSchema = z.object({ data: PaymentSchema });

/** GET /api/payments/methods → { data: PaymentMethods }: the groups with the channels the provider can take. */
export const PaymentMethodsSchema = z.object({
  sandbox: z.boolean(),
  groups: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      title: safeString(),
      ttl_seconds: z.number().int(),
      channels: z.array(z.object({ channel: safeString(), name: safeString(), available: z.boolean() })),
    }),
  ),
});
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/**
 * Sandbox test cards (decisions 043, 252): each of these numbers fails with its reason, any other
 * valid number is approved (for instance 4111 1111 1111 1111).
 */
export const SANDBOX_FAILING_CARDS: Readonly<Record<string, PaymentFailureReason>> = {
  '4000000000000002': 'declined',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'invalid_cvv',
  '4000000000009995': 'insufficient_funds',
};
/** The sandbox's declined card (decision 043). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** A sandbox card that is approved. */
export const SANDBOX_APPROVED_CARD = '4111111111111111';
