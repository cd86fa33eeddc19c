import { PAYMENT_MESSAGES } from '@kelas/contracts/payments';
import { useKnownMessage } from '@/lib/i18n/use-known-message';

const CATALOGUES = { paymentMessages: PAYMENT_MESSAGES };

/** A field message of the payment forms in the interface language (the contract's zod checks carry PAYMENT_MESSAGES' Indonesian). */
export const usePaymentMessage = () => useKnownMessage(CATALOGUES);
