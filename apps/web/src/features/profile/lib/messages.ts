import { AUTH_TEXT } from '@kelas/contracts/auth';
import { PROFILE_TEXT } from '@kelas/contracts/profile';
import { useKnownMessage } from '@/lib/i18n/use-known-message';

const CATALOGUES = { profileText: PROFILE_TEXT, authText: AUTH_TEXT };

/** A field message of the profile forms in the interface language (the contract's zod checks carry PROFILE_TEXT's and AUTH_TEXT's Indonesian). */
export const useProfileMessage = () => useKnownMessage(CATALOGUES);
