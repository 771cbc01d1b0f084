// Albion's service worker, at /sw.js with scope /: it shows the "your turn" push notifications
// (PROTOCOL.md, "Notifications") and opens the game when one is clicked. It handles no fetch:
// pages load from the network as without it.
'use strict';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The push payload is the server's NotifyBody: { kind, lobby, game, seat, v, deadline_ms?, text, url, sent_ms }.
self.addEventListener('push', (event) => {
  let body = null;
  try {
    body = event.data ? event.data.json() : null;
  } catch {
    body = null;
  }
  const text = body && typeof body.text === 'string' ? body.text : 'A game on Albion is waiting for you.';
  const url = body && typeof body.url === 'string' ? body.url : '/games';
  const tag = body && typeof body.lobby === 'string' ? `${body.lobby}:${body.seat}` : 'albion';
  const v = body && typeof body.v === 'number' ? body.v : 0;
  event.waitUntil(
    (async () => {
      // A later notice for the same game and seat supersedes an earlier one, even one that
      // arrives after it: keep the later one.
      const shown = await self.registration.getNotifications({ tag });
      const newer = shown.find((n) => typeof n.data?.v === 'number' && n.data.v > v);
      if (newer) {
        return self.registration.showNotification(newer.title, {
          body: newer.body,
          tag,
          data: newer.data,
          icon: '/favicon.svg',
        });
      }
      return self.registration.showNotification('Albion', {
        body: text,
        tag,
        data: { url, v },
        renotify: true,
        icon: '/favicon.svg',
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let url;
  try {
    url = new URL(event.notification.data?.url || '/games', self.location.origin);
  } catch {
    url = new URL('/games', self.location.origin);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') url = new URL('/games', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((c) => new URL(c.url).href === url.href);
      if (open) return open.focus();
      return self.clients.openWindow(url.href);
    })(),
  );
});
