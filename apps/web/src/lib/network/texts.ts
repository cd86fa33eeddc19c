import { currentLocale } from '@/lib/i18n/i18n';
import en from '@/locales/en/network';
import id from '@/locales/id/network';

type NetworkTexts = { readonly [K in keyof typeof id]: string };

/**
 * Texts about the network in the interface language at the moment they are read:
 * the catalogue `network` (`src/locales/{id,en}/network.ts`). Both languages are bundled (five short
 * texts) because they are needed offline, when no catalogue chunk can be fetched.
 */
export const NETWORK_TEXTS: NetworkTexts = Object.defineProperties(
  {} as NetworkTexts,
  Object.fromEntries(
    (Object.keys(id) as (keyof typeof id)[]).map((key) => [key, { enumerable: true, get: () => (currentLocale() === 'en' ? en : id)[key] }]),
  ),
);
