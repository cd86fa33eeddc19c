import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kelas/contracts/i18n';
import { CONTRACT_TEXTS, CONTRACT_TEXTS_ID } from '@kelas/contracts/locales/registry';
import i18next from 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: typeof CONTRACT_TEXTS_ID;
  }
}

/**
 * The API's i18next instance over every contract catalogue (issue 18 item 1, decision 210):
 * messages, e-mails and documents in Indonesian or English. Loaded synchronously at import; a text
 * missing in English falls back to the Indonesian one (the catalogue test keeps that from happening).
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LOCALES.map((l) => [l, CONTRACT_TEXTS[l]])),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: Object.keys(CONTRACT_TEXTS_ID),
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The translate function of one language: `textsFor('en')('authText:otpWrong', { left: 4 })`. */
export function textsFor(locale: Locale) {
  return i18n.getFixedT(locale);
}

/** Indonesian texts (the spec's): the language of messages until a caller passes the request's. */
export const idText = textsFor('id');
