import type { Locale } from '@kelas/contracts/i18n';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from './i18n';

type TranslateMessage = (text: string, locale: Locale) => string;

let translateMessage: TranslateMessage | null = null;
let loading: Promise<TranslateMessage> | null = null;

/** The contracts' `translateMessage` (every contract catalogue in both languages): a chunk fetched only for a non-Indonesian interface. */
function loadTranslateMessage(): Promise<TranslateMessage> {
  loading ??= import('@kelas/contracts/locales/translate-message').then((m) => (translateMessage = m.translateMessage));
  return loading;
}

/**
 * A message in the interface language (decision 211): the contracts' zod schemas check
 * forms on the device with the spec's Indonesian texts; this finds such a text in the contract
 * catalogues and answers its twin — the same `translateMessage` the API applies to its answers.
 * Any other text (an API message, already in the request's language) comes back unchanged;
 * null and undefined become undefined. `FieldError` applies it to every field message.
 */
export function useMessage(): (message: string | null | undefined) => string | undefined {
  useTranslation(); // re-renders on a language change
  const locale = currentLocale();
  const [translate, setTranslate] = useState<TranslateMessage | null>(() => translateMessage);
  useEffect(() => {
    if (locale !== 'id' && !translate) void loadTranslateMessage().then((fn) => setTranslate(() => fn));
  }, [locale, translate]);
  return useCallback((message) => (message ? (translate && locale !== 'id' ? translate(message, locale) : message) : undefined), [locale, translate]);
}
