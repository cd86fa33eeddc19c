import './lib/zod-jitless';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { paths } from './config/paths';
import { setTwoFactorRequiredHandler } from './lib/api-client';
import { i18nReady } from './lib/i18n/i18n';
import { notify } from './lib/toast';
import './index.css';

/**
 * Service worker, update prompt, offline notice, queued completions (issue 18): a lazy chunk,
 * requested after the page's `load` event when the browser is idle, so it never competes with the
 * first paint on a slow phone.
 */
const Pwa = lazy(
  () =>
    new Promise<void>((resolve) => {
      const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 1000));
      if (document.readyState === 'complete') idle();
      else window.addEventListener('load', idle, { once: true });
    }).then(() => import('./app/pwa')),
);

const router = createRouter();
// An admin without two-factor gets 403 TWO_FACTOR_REQUIRED on staff calls: open the enrolment tab.
setTwoFactorRequiredHandler((message) => {
  if (message) notify(message, 'warning');
  void router.navigate(`${paths.profile}?tab=keamanan`);
});

// The first paint waits for the interface language's shell texts (bundled for Indonesian, one small
// chunk for English), so no screen ever flashes in the wrong language (decision 210).
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Pwa />
      </Suspense>
    </AppProvider>
  </StrictMode>,
  ),
);
