import { AUTH_TEXT } from '@kelas/contracts/auth';
import { useKnownMessage } from '@/lib/i18n/use-known-message';

const CATALOGUES = { authText: AUTH_TEXT };

/** A field message of the auth forms in the interface language (the contract's zod checks carry AUTH_TEXT's Indonesian). */
export const useAuthMessage = () => useKnownMessage(CATALOGUES);
