import type { Instructions, PaymentFailureReason, PaymentMethod } from '@kelas/contracts/payments';

/**
 * The payment gateway interface. One provider is active per deployment, chosen with
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
  /** Why a failed payment failed, when the gateway says (decision 252). */
  failureReason?: PaymentFailureReason;
  payload: Record<string, unknown>;
  /** Refund keys the gateway reports as done for this transaction (refund notifications). */
  refundKeys?: string[];
};

export type CardCharge = { reference: string; amount: number; number: string; expMonth: number; expYear: number; cvv: string };

/** A refund request. */
export type RefundInput = {
  /** The paid payment's reference (the gateway's order id). */
  reference: string;
  /** Our unique key of this refund (Midtrans `refund_key`): [A-Za-z0-9-], at most 50. */
  refundKey: string;
  /** Rupiah, > 0. */
  amount: number;
  reason: string;
};

/** A refund's state at the gateway: settled at once, waiting for a notification or status check, or refused. */
export type RefundResult = { status: 'pending' | 'succeeded' | 'failed'; providerRef: string | null; failureReason: string | null };

export interface PaymentGateway {
  readonly id: ProviderId;
  /** True for the built-in sandbox (the page shows the simulate control). */
  readonly sandbox: boolean;
  /** Whether this provider can take the channel. */
  supports(method: PaymentMethod, channel: string): boolean;
  /** Opens a payment with the gateway (VA number, QR, payment code, e-wallet request). Throws AppError 502. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /**
   * Authorises a card; the number is used for this call only. A refusal comes back with the
   * issuer's reason (declined, expired card, wrong CVV, not enough funds). Throws AppError 502.
   */
  chargeCard(input: CardCharge): Promise<{ approved: boolean; transactionId: string; declineReason: PaymentFailureReason | null }>;
  /** Sends the e-wallet payment request to a phone again (never a second charge). */
  requestEwallet(reference: string, phone: string): Promise<void>;
  /** Best effort: voids an attempt the learner replaced with another method. */
  cancel(reference: string): Promise<void>;
  /**
   * Returns (part of) a paid payment to the payer. Never throws for a refusal (status 'failed'
   * with the gateway's reason); throws AppError 502 only when the gateway cannot be reached.
   */
  refund(input: RefundInput): Promise<RefundResult>;
  /** The gateway's current view of a refund asked for earlier (the status check of a pending refund). */
  refundStatus(reference: string, refundKey: string): Promise<RefundResult>;
  /** Verifies a webhook body; throws AppError 401 when forged, 502 when the status check fails. */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<VerifiedNotification>;
}
