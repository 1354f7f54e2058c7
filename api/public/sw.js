// The site's service worker (issue 30): shows Web Push notifications and opens their page when clicked. Served at
// /sw.js (scope "/", no-cache so a new version is picked up at once). The payload is {title, body, url} in the
// user's language (api/src/plugins/app/notices/push.ts). It caches nothing: the site works the same without it.
'use strict';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Realty';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      // one notification per page: a newer one about the same thread replaces the older
      tag: typeof data.url === 'string' ? data.url : undefined,
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === target && 'focus' in client) return client.focus();
      }
      const same = windows.find((client) => new URL(client.url).origin === self.location.origin && 'navigate' in client);
      if (same) return same.navigate(target).then((client) => (client ? client.focus() : undefined));
      return self.clients.openWindow(target);
    }),
  );
});
