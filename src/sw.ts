/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest). Data never goes through here: it lives in
// IndexedDB (the Query cache). The worker precaches the app shell, answers every client route with it
// offline, and keeps images cache-first: /uploads on the app's origin, and the media host
// (VITE_MEDIA_ORIGIN: bucket or CDN) when media live elsewhere.
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { MEDIA_CACHE, MEDIA_MAX_AGE_SECONDS, isCacheableMediaRequest, renditionCandidates } from './offline/media-cache';
import { DIRECTORY_REFRESH_TAG, SYNC_REQUEST, type SyncRequest } from './offline/directory-channel';
import { syncDirectories } from './sw/directory-sync';
import { removeQueriesOfOtherVersions } from './sw/kept-whole-sync';
import { writeSessionMirror } from './offline/session-mirror';
import { OUTBOX_SYNC_TAG } from './offline/outbox-sync';
import { deliverOutbox } from './sw/outbox';
import { firstInstallGate } from './sw/first-install-gate';
import { precacheApp } from './sw/precache';
import { onDemandCode } from './sw/on-demand';
import { STORE_ON_DEMAND, type StoreOnDemandRequest } from './offline/on-demand-code';
import { mediaWriteGuard } from './sw/media-write-guard';
import { provideClubDb } from './offline/club-db';
import { db } from './offline/db';
import { listenToPushes } from './sw/push';

declare const self: ServiceWorkerGlobalScope;

/** What the worker asks itself once activated: the stored queries of other versions go (a page never reads them all). */
const CLEAN_STORED_QUERIES = 'CLEAN_STORED_QUERIES';

// The worker's own store, imported with it (the page loads its copy on first use).
provideClubDb(() => Promise.resolve(db));

// The build's files: the install precaches all but the code only some screens need (src/offline/on-demand-code.ts).
const code = onDemandCode(self.__WB_MANIFEST);
const precache = precacheApp(code.precached);
// A first install waits for the page that registered it to start (or to be closed) before downloading. It then
// downloads the directories with the app's files, not after them: the server writes the directories' feed more
// slowly than a phone's link carries it, and the precache fills the link meanwhile (issue 47: at 10,000 members the
// directory was on the phone 12.5 s after the activation). The activation's own sync request then waits for this
// one (src/sw/directory-sync.ts). An update has the directories already.
self.addEventListener('install', (event) => {
  event.waitUntil(
    firstInstallGate().then((moment) =>
      precache.install(event, () => {
        if (moment !== 'update') void syncDirectories();
      }),
    ),
  );
});
// The first install controls the open page at once (so it works offline without a reload); later
// versions only activate once the user accepted them (SKIP_WAITING below), then take over too.
clientsClaim();
cleanupOutdatedCaches();

// Every client route opens offline; the API, media and back-office are never answered by the shell.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/admin(\/|$)/],
  }),
);

// Offline, the browser may ask for another rendition (srcset) than the one stored: answer with the
// nearest stored rendition of the same image rather than a broken picture.
const anyStoredRendition = {
  handlerDidError: async ({ request }: { request: Request }) => {
    const cache = await caches.open(MEDIA_CACHE);
    for (const candidate of renditionCandidates(request.url)) {
      const hit = await cache.match(candidate, { ignoreVary: true });
      if (hit) return hit;
    }
    return undefined;
  },
};

registerRoute(
  ({ url, request }) => isCacheableMediaRequest(url, self.location.origin, request.destination),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    // Media URLs are immutable (hashed names): a bucket's `Vary: Origin` must not split the cache between
    // the page's CORS requests and the "download for offline" fetches.
    matchOptions: { ignoreVary: true },
    plugins: [
      // 200 only: never an opaque (a cross-origin image requested without CORS: status 0) or partial
      // (range) response. Cross-origin images are requested with crossorigin="anonymous" (ResponsiveImage).
      new CacheableResponsePlugin({ statuses: [200] }),
      // Nothing stored for a member once that member has logged out (the page purges the cache then).
      mediaWriteGuard(),
      new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: MEDIA_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
      anyStoredRendition,
    ],
  }),
);

// registerType 'prompt': the new version waits until the user accepts it.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === CLEAN_STORED_QUERIES) event.waitUntil(removeQueriesOfOtherVersions());
  if (type === STORE_ON_DEMAND) {
    const { screen } = event.data as StoreOnDemandRequest;
    event.waitUntil(code.store(screen, event).then((stored) => event.ports[0]?.postMessage(stored)));
  }
  if (type === SYNC_REQUEST) {
    // The page asks (at start, back online, 'Disponible hors ligne'); it hears the answer on its port.
    const { kinds, session } = event.data as SyncRequest;
    // The page says who is signed in (it may not have written its mirror yet on a first visit).
    const mirrored = session === undefined ? Promise.resolve() : writeSessionMirror(session);
    event.waitUntil(mirrored.then(() => syncDirectories(kinds)).finally(() => event.ports[0]?.postMessage('done')));
  }
});

// The directories come down from the first activation on, whether the visitor stays or closes the tab. Not in
// the activate event's own waitUntil: requests wait for the activation to end, and a download would hold every
// page of the app that long. The worker asks itself instead: a message event keeps it alive as long as the
// download runs, and fetches go on meanwhile.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.resolve().then(() => {
      self.registration.active?.postMessage({ type: SYNC_REQUEST } satisfies SyncRequest);
      self.registration.active?.postMessage({ type: CLEAN_STORED_QUERIES });
    }),
  );
});

// An installed app is kept fresh while closed, where the browser offers it (Chromium; the page registers it).
self.addEventListener('periodicsync', (event) => {
  const periodic = event as ExtendableEvent & { tag?: string };
  if (periodic.tag === DIRECTORY_REFRESH_TAG) periodic.waitUntil(syncDirectories());
});

// Actions queued offline (sign-ups, cancellations) go out once the network is back, even with no tab open:
// the page registered this Background Sync tag when it queued them (Chromium; elsewhere the page sends them).
// (SyncEvent is missing from TypeScript's worker library: it is a Chromium API.)
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverOutbox());
});

// Web Push: the notification a member chose for this phone, and the event's page on a tap (src/sw/push.ts).
listenToPushes();
