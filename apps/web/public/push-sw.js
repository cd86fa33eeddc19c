/**
 * Web push in the installed app (decision 279), imported by the generated service worker
 * (pwa.config.ts, `workbox.importScripts`). A push message carries `{ id, title, body, link }` (the
 * notification in the account's language, `link` a path of the app): it is shown as a system
 * notification; a click focuses an open window of the app on that path, or opens one.
 */
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: typeof message.lang === 'string' ? message.lang : undefined,
      tag: typeof message.id === 'number' ? `kelas-notification-${message.id}` : undefined,
      data: { link: typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/notifikasi' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/notifikasi';
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => (w && 'navigate' in w ? w.navigate(target) : undefined));
      return self.clients.openWindow(target);
    }),
  );
});
