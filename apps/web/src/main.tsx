import './lib/zod-jitless';
import './lib/style-nonce';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { cn } from './components/ui/cn';
import { paths } from './config/paths';
import { setTwoFactorRequiredHandler } from './lib/api-client';
import { formatFor } from './lib/i18n/format';
import { currentLocale, i18next, i18nReady } from './lib/i18n/i18n';
import { queryClient } from './lib/query-client';
import { session } from './lib/session';
import { notify } from './lib/toast';
import { whenIdleAfterLoad } from './lib/when-idle';
import './index.css';

/**
 * Service worker, update prompt, offline notice, queued completions: a lazy chunk,
 * requested after the page's `load` event, a second after the first render, when the browser is
 * idle, so it never competes with the first page's content on a slow phone (decision 146).
 */
const Pwa = lazy(() => whenIdleAfterLoad({ settleMs: 1000 }).then(() => import('./app/pwa')));

/**
 * A task boundary (decision 141): what follows runs in a new task. On a phone four times slower
 * than a laptop, the scripts' evaluation, the router's set-up, tailwind-merge's first call (it
 * builds its tables) and the first `Intl` number formats are each a long task of their own; run
 * together with the first render, they would block input for one long stretch.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the router has loaded the first route's lazy module. The server inlines the
 * landing's hero into `#root` (decision 126); rendering only then makes the first commit the
 * page itself, which replaces that markup in place, instead of an empty frame while the chunk loads.
 */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Namespaces the public pages (the ones a first visit lands on, whose largest paint is measured)
 * need before their first render, so the first render never swaps the inlined hero for a loading fallback.
 */
function firstPageNamespaces(): Promise<unknown> {
  const p = window.location.pathname;
  const isPublic = p === '/' || p.startsWith('/detail/') || p.startsWith('/prakerja');
  // A course detail lists its reviews below the fold; their texts come with the page's own.
  return isPublic ? i18next.loadNamespaces(p.startsWith('/detail/') ? ['catalogue', 'reviews'] : ['catalogue']) : Promise.resolve();
}

/** A course detail's slug in the path, or null. */
const detailSlug = (pathname: string) => /^\/detail\/[^/]+\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;
/** The player's course slug in the path, or null. */
const playerSlug = (pathname: string) => /^\/learning\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;

/**
 * The first page's data before the first render, so the first commit is the page itself, not its
 * loading state; waiting ends after 5 s (a slow answer then shows the page's own loading state).
 * - A course detail (decision 127): the server inlines the detail's hero too, and the request is
 *   the one the page's `<link rel="preload" as="fetch">` already started.
 * - The player of a signed-in learner (decision 145): its course activity and then the material it
 *   opens, asked for while the player's code and texts download (the player used to ask only once
 *   rendered, two more round trips on a slow phone before its material showed). The device's saved
 *   copy answers offline, as in the player.
 */
function firstPageData(): Promise<unknown> {
  const { pathname, search } = window.location;
  const detail = detailSlug(pathname);
  const player = playerSlug(pathname);
  const { isAuthenticated, user } = session.get();
  let prefetch: Promise<unknown>;
  if (detail) {
    prefetch = import('./features/catalogue/api/get-course').then(({ courseQuery }) =>
      queryClient.prefetchQuery(courseQuery(decodeURIComponent(detail))),
    );
  } else if (player && isAuthenticated) {
    prefetch = Promise.all([import('./features/learning/api/prefetch-player'), import('./features/offline/lib/player-offline')]).then(
      ([{ prefetchPlayer }, { playerStore }]) =>
        prefetchPlayer(queryClient, decodeURIComponent(player), search, user.email ? playerStore(user.email) : null),
    );
  } else {
    return Promise.resolve();
  }
  return Promise.race([prefetch, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

// The first page's texts and data are asked for at once (their requests run while the tasks below do).
const firstPage = Promise.allSettled([i18nReady.then(firstPageNamespaces), firstPageData()]);

// The first render waits for the interface language's texts (the shell's are bundled for
// Indonesian; decision 210), so no screen flashes in the wrong language. It is marked as a
// transition, but on Preact (decision 128) `startTransition` runs it at once: the page is built in
// one task, without React's time slicing (the inlined hero stays until then).
async function start() {
  await nextTask();
  const router = createRouter();
  // An admin without two-factor gets 403 TWO_FACTOR_REQUIRED on staff calls: open the enrolment tab.
  setTwoFactorRequiredHandler((message) => {
    if (message) notify(message, 'warning');
    void router.navigate(`${paths.profile}?tab=keamanan`);
  });
  await nextTask();
  cn('p-0', 'p-1');
  // The interface language's number formats (Intl loads the locale's data once, ≈ 10 ms on a phone).
  await i18nReady.catch(() => undefined);
  await nextTask();
  const format = formatFor(currentLocale());
  format.number(0);
  format.rupiah(0);
  await Promise.allSettled([routerReady(router), firstPage]);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          {/* A last boundary for what suspends outside a page's own (decision 128). */}
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
          <Suspense fallback={null}>
            <Pwa />
          </Suspense>
        </AppProvider>
      </StrictMode>,
    ),
  );
}

void start();
