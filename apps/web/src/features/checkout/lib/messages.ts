import { CHECKOUT_MESSAGES } from '@kelas/contracts/checkout';
import { PAYMENT_MESSAGES } from '@kelas/contracts/payments';
import { PROFILE_TEXT } from '@kelas/contracts/profile';
import { useKnownMessage } from '@/lib/i18n/use-known-message';

const CATALOGUES = { checkoutMessages: CHECKOUT_MESSAGES, paymentMessages: PAYMENT_MESSAGES, profileText: PROFILE_TEXT };

/** A field message of the checkout forms in the interface language (the zod checks carry the contracts' Indonesian). */
export const useCheckoutMessage = () => useKnownMessage(CATALOGUES);
