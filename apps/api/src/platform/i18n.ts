import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kelas/contracts/i18n';
import { CONTRACT_TEXTS, CONTRACT_TEXTS_ID } from '@kelas/contracts/locales/registry';
import i18next from 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: typeof CONTRACT_TEXTS_ID;
  }
}

/**
 * The API's i18next instance over every contract catalogue (decision 210):
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

/** The Intl locale of each interface language: Indonesian, and English as written in Indonesia (rupiah 'Rp1.110.000'). */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { id: 'id-ID', en: 'en-ID' };

const rupiahFormats = new Map<Locale, Intl.NumberFormat>();

/** Rupiah with no decimals in `locale`, spaces removed: 1110000 → 'Rp1.110.000' (the contracts' formatRupiah for `id`). */
export function rupiahIn(locale: Locale, amount: number): string {
  let f = rupiahFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'IDR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    rupiahFormats.set(locale, f);
  }
  return f.format(amount).replace(/\s/g, '');
}

/** The account's language for its e-mails and documents: its `locale`, else Indonesian. */
export const accountLocale = (locale: Locale | null | undefined): Locale => locale ?? DEFAULT_LOCALE;
