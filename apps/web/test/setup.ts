import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { options } from 'preact';
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

// `findBy…` and `waitFor` wait up to 5 s (the library's default is 1 s): the web's files share two
// cores with the database projects, and a form's answer once took longer than a second there.
configure({ asyncUtilTimeout: 5000 });

/**
 * Preact runs `useEffect` callbacks after the next frame, with a 100 ms timer as the fallback, and
 * that timer calls the global `cancelAnimationFrame`. A file's jsdom globals are removed when the
 * file ends, so an effect scheduled by its last render could fire its timer afterwards and throw
 * "cancelAnimationFrame is not defined" (an unhandled error that failed CI once). The same schedule,
 * made safe for that moment: nothing runs once the window is gone.
 */
options.requestAnimationFrame = (flush) => {
  const done = () => {
    clearTimeout(timer);
    globalThis.cancelAnimationFrame?.(frame);
    setTimeout(() => {
      if (typeof window !== 'undefined') flush();
    });
  };
  const timer = setTimeout(done, 100);
  const frame = requestAnimationFrame(done);
};
