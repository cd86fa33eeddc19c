import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (decision 200): web app manifest, icons and a Workbox
 * service worker generated at build time (`generateSW`).
 *
 * - Precache: the app shell (index.html, the entry and the learner's route chunks, CSS, the PDF.js
 *   worker for saved readings, icons). The staff screens (studio, console, mentor: rich-text editor,
 *   charts) are left out, they are never used offline and would cost learners' data.
 * - Navigations: any path answers the precached index.html (the spec's routes survive a reload
 *   offline), except /api/, /storage/ and paths naming a file (`.pdf`, `.png`, `sw.js`…), and
 *   except the pages whose first screen the server writes into the HTML: the landing, a course
 *   detail and the player (decision 258). Those go to the network, so a returning visitor gets the
 *   hero, the course or the player's skeleton at once, never an empty shell; only when the network
 *   fails (offline) do they answer the precached index.html.
 * - Runtime caches, each with an expiry and an entry limit:
 *   - `kelas-public-api`: GET /api/config, /api/courses and /api/courses/{slug}, the public
 *     catalogue calls (their answers are the same with or without a session): NetworkFirst with a
 *     3 s network timeout, so prices are fresh online and the last copy shows offline.
 *   - `kelas-images`: GET /storage/*.{webp,avif,png,jpg,jpeg,svg} (public course images):
 *     StaleWhileRevalidate.
 *   - `kelas-assets`: hashed /assets/* files not precached (staff chunks once used): CacheFirst.
 *   No other /api/ answer is cached by the service worker: authenticated data stays on the network;
 *   saved readings are stored by the page itself (features/offline, IndexedDB + Cache Storage).
 * - Updates: `registerType: 'prompt'`: a new worker waits until the learner presses the reload
 *   button of 'Versi baru tersedia' (features/offline/components/update-prompt.tsx).
 * - Web push (decision 279): the worker imports `/push-sw.js`, which shows a pushed notification and
 *   opens its link when clicked.
 * - No inline script: the page registers the worker from its own bundle (`injectRegister: false`),
 *   which the strict Content-Security-Policy requires (decision 111).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'images/sad-robot.svg'],
  manifest: {
    id: '/',
    name: 'Kelas',
    short_name: 'Kelas',
    description: 'Kelas: Career Accelerator Learning berbasis proyek dan didampingi mentor.',
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#1d4ed8',
    background_color: '#ffffff',
    categories: ['education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [{ name: 'Programmu', url: '/programmu', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] }],
  },
  workbox: {
    cacheId: 'kelas',
    globPatterns: ['**/*.{js,mjs,css,html,svg,webmanifest}'],
    globIgnores: [
      '**/*.br',
      '**/*.gz',
      '**/rich-text-editor-*',
      '**/reports-*',
      '**/studio*',
      '**/mentor-*',
      '**/learner-*',
      '**/learners-*',
      '**/learner-search-*',
      '**/promo-codes-*',
      '**/vouchers-*',
      '**/staff-*',
      '**/audit-log-*',
      '**/overview-*',
      '**/order-*',
    ],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/storage\//, /\/[^/?]+\.[a-z0-9]+$/i, /^\/(\?.*)?$/, /^\/(detail|learning)\//],
    // Web push: shows a pushed notification and opens its link on click (public/push-sw.js, decision 279).
    importScripts: ['/push-sw.js'],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    runtimeCaching: [
      {
        // The pages with a server-written first screen (decision 258): the network's page, the
        // precached shell only when the network fails. Not stored: the page links the deployed
        // build's files, and an old copy would link files a new deploy has removed.
        urlPattern: ({ url, request }) => request.mode === 'navigate' && url.origin === self.location.origin && (url.pathname === '/' || /^\/(detail|learning)\//.test(url.pathname)),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        urlPattern: ({ url, request }) =>
          request.method === 'GET' && url.origin === self.location.origin && /^\/api\/(config|courses(\/[^/]+)?)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'kelas-public-api',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, request }) =>
          request.method === 'GET' && url.origin === self.location.origin && /^\/storage\/.+\.(webp|avif|png|jpe?g|svg)$/i.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'kelas-images',
          expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'kelas-assets',
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
  devOptions: { enabled: false },
};
