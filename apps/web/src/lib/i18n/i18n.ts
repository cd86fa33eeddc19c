import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@kelas/contracts/i18n';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import idCommon from '@/locales/id/common';
import { NAMESPACES, type Namespace } from './namespaces';

/** localStorage key remembering the language chosen on this device (also for visitors). */
export const LANGUAGE_STORAGE_KEY = 'kelas.lang';

/**
 * The web's i18next instance (decision 210). The language comes from, in order:
 * the choice stored on this device (the switch, or the account's language after login), then the
 * browser's languages (`navigator.languages`, what it sends as Accept-Language), then Indonesian.
 * Indonesian shell texts are bundled; every other namespace, and every English one, is a chunk
 * fetched when a component first asks for it (react-i18next suspends meanwhile).
 */
export const i18nReady = i18next
  .use(LanguageDetector)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const entry = NAMESPACES[namespace as Namespace];
      const lng: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
      if (!entry) return Promise.reject(new Error(`Unknown namespace ${namespace}`));
      return entry[lng]().then((m) => m.default);
    }),
  )
  .use(initReactI18next)
  .init({
    supportedLngs: [...LOCALES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // English is complete (catalogues.test.ts fails on a missing key), so an English page never
    // fetches the Indonesian namespaces as a fallback; any other language falls back to Indonesian.
    fallbackLng: { en: [], default: [DEFAULT_LOCALE] },
    ns: ['common'],
    defaultNS: 'common',
    resources: { id: { common: idCommon } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: [] },
    react: { useSuspense: true },
  });

/** The interface language now in use. */
export function currentLocale(): Locale {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/**
 * Switches the interface language and remembers it on this device; `<html lang>` follows. The
 * account's copy is saved by the caller (profile API) when someone is logged in.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the choice lasts for this page's life.
  }
  await i18next.changeLanguage(locale);
}

i18next.on('languageChanged', () => {
  document.documentElement.lang = currentLocale();
});

export { i18next };
