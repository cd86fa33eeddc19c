import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';
import { i18next, i18nReady } from '@/lib/i18n/i18n';
import { NAMESPACES } from '@/lib/i18n/namespaces';

// Component tests read the Indonesian texts (the spec's); jsdom's navigator says en-US, so the
// language is set, and every namespace loaded up front so no component suspends (decision 210).
beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('id');
  await i18next.loadNamespaces(Object.keys(NAMESPACES));
});
