import type { Instructions, PaymentMethod } from '@kelas/contracts/payments';

/**
 * The payment gateway interface (issue 4). One provider is active per deployment, chosen with
 * PAYMENT_PROVIDER: the built-in `sandbox` (default) or `midtrans`. Services speak only to this
 * interface; provider-specific shapes stay in the adapters.
 */

export type ProviderId = 'sandbox' | 'midtrans';

export type ChargeInput = {
  /** Our unique reference of this attempt (the gateway's order id): [A-Za-z0-9-], at most 50. */
  reference: string;
  /** Rupiah. */
  amount: number;
  method: PaymentMethod;
  channel: string;
  invoiceNumber: string;
  now: Date;
  expiresAt: Date;
  customer: { name: string; email: string; phone: string | null };
  /** Where an e-wallet app sends the learner back (the status page of the order). */
  returnUrl: string;
};

/** What the instructions page needs, plus the gateway's transaction id (kept, never shown). */
export type StoredInstructions = Instructions & { transaction_id?: string | null };

export type ChargeResult = { instructions: StoredInstructions; expiresAt: Date };

/** A notification's outcome in our terms. */
export type NotificationStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';

/** A notification whose signature (and, for real gateways, status check) was verified. */
export type VerifiedNotification = {
  /** Unique per provider and event: the replay guard (payment_events unique key). */
  eventId: string;
  reference: string;
  status: NotificationStatus;
  /** Rupiah the gateway says was paid. */
  amount: number;
  payload: Record<string, unknown>;
};

export type CardCharge = { reference: string; amount: number; number: string; expMonth: number; expYear: number; cvv: string };

export interface PaymentGateway {
  readonly id: ProviderId;
  /** True for the built-in sandbox (the page shows the simulate control). */
  readonly sandbox: boolean;
  /** Whether this provider can take the channel. */
  supports(method: PaymentMethod, channel: string): boolean;
  /** Opens a payment with the gateway (VA number, QR, payment code, e-wallet request). Throws AppError 502. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Authorises a card; the number is used for this call only. Throws AppError 502. */
  chargeCard(input: CardCharge): Promise<{ approved: boolean; transactionId: string }>;
  /** Sends the e-wallet payment request to a phone again (never a second charge). */
  requestEwallet(reference: string, phone: string): Promise<void>;
  /** Best effort: voids an attempt the learner replaced with another method. */
  cancel(reference: string): Promise<void>;
  /** Verifies a webhook body; throws AppError 401 when forged, 502 when the status check fails. */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<VerifiedNotification>;
}
