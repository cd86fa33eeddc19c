import type { Translation } from '../../i18n.ts';
import type { PAYMENT_MESSAGES } from '../../payments.ts';

/** English twin of PAYMENT_MESSAGES (`../../payments.ts`). */
export const PAYMENT_MESSAGES_EN = {
  methodInvalid: 'Unknown payment method.',
  channelInvalid: 'Unknown payment option for this method.',
  channelUnavailable: 'This payment method is not available yet. Please choose another method.',
  paymentNotFound: 'Payment not found.',
  paymentNotPending: 'This payment is no longer awaiting payment.',
  paymentExpired: 'The time to pay has run out. Please choose a payment method again.',
  wrongMethod: 'This action does not match the payment method.',
  cardNumber: 'Invalid card number.',
  cardBrand: 'Card type not supported. Use Visa, Mastercard or JCB.',
  cardExpiry: 'The expiry date must be in MM/YY format.',
  cardExpired: 'The card has expired.',
  cardCvv: 'The CVV must be 3 or 4 digits.',
  cardDeclined: 'The payment was declined by the card issuer.',
  cardExpiredByIssuer: 'The card issuer says this card has expired.',
  cardCvvWrong: 'The CVV entered is wrong.',
  insufficientFunds: 'The card’s balance or limit is not enough.',
  paymentFailed: 'The payment provider reported that the payment failed.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  phone: 'Invalid mobile number.',
  signature: 'Invalid notification signature.',
  amountMismatch: 'The payment amount does not match the order.',
  gateway: 'The payment gateway is having problems. Please try again.',
} as const satisfies Translation<typeof PAYMENT_MESSAGES>;
