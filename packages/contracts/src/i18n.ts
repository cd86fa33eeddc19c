/**
 * Languages of the interface (decision 210). Indonesian is the default and holds
 * the spec's texts to the letter; English is complete. Texts are i18next catalogues: one namespace
 * per text object (contract namespaces are listed in `locales/registry.ts`, the web's own under
 * `apps/web/src/locales/`), values with `{{name}}` placeholders where a text takes a value.
 */
export const LOCALES = ['id', 'en'] as const;

/** An interface language: `id` (Bahasa Indonesia, default) or `en` (English). */
export type Locale = (typeof LOCALES)[number];

/** The language of a visitor nobody asked yet, and of the spec's texts. */
export const DEFAULT_LOCALE: Locale = 'id';

/** Names of the languages, each in its own language (the switch in the header and the profile). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { id: 'Bahasa Indonesia', en: 'English' };

/** The BCP 47 tag `Intl` formats each interface language with (British English, decision 214). */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { id: 'id-ID', en: 'en-GB' };

/** True when `value` names a supported language. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The English twin of an Indonesian text object: the same keys, every text a string (a nested
 * object keeps its shape). `satisfies Translation<typeof X_TEXT>` makes a missing or extra key a
 * type error; the catalogue test checks placeholders and empty texts.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : Translation<T[K]>;
};
