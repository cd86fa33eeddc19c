import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, i18next, LANGUAGE_STORAGE_KEY } from './i18n';
import { session } from '../session';

/**
 * The language a first visit gets when the browser asks for `languages` (navigator.languages, what
 * it sends as Accept-Language): i18next runs its detector when no language is given.
 */
async function detectFor(languages: string[]): Promise<string> {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  await i18next.changeLanguage();
  return currentLocale();
}

describe("first visit: the browser's language", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    localStorage.clear();
    await i18next.changeLanguage('id');
  });

  it('gives English to an English browser of any region', async () => {
    expect(await detectFor(['en-GB', 'en'])).toBe('en');
    expect(await detectFor(['en-US'])).toBe('en');
    expect(await detectFor(['en-AU', 'id'])).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // English is complete: its pages never fetch Indonesian namespaces as a fallback (decision 127).
    expect(i18next.languages).toEqual(['en']);
  });

  it('gives Indonesian to an Indonesian browser and to languages Kelas does not speak', async () => {
    expect(await detectFor(['id-ID', 'id', 'en-US'])).toBe('id');
    expect(await detectFor(['ms'])).toBe('id');
    expect(await detectFor(['fr-FR', 'fr'])).toBe('id');
    expect(i18next.languages).toEqual(['id']);
    expect(await detectFor([])).toBe('id');
  });

  it('prefers the choice stored on this device over the browser', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(await detectFor(['id-ID'])).toBe('en');
  });

  it("applies the account's language at login", async () => {
    session.login('token-x', { name: 'Ana', email: 'ana@example.com', avatar: null, locale: 'en' });
    await vi.waitFor(() => expect(i18next.language).toBe('en'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    session.logout();
  });

  it("keeps the device's language when the account never chose one", async () => {
    session.login('token-y', { name: 'Bo', email: 'bo@example.com', avatar: null, locale: null });
    expect(i18next.language).toBe('id');
    session.logout();
  });
});
