/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/**
 * How many of the app's files an install fetches at once. Workbox's own install fetches them one after the other
 * (its issue 2528): on a phone link every file then costs a full round trip, and the whole precache most of a
 * minute. A few at a time share the link instead of waiting on its latency; four leave two of a browser's six
 * connections to the site (HTTP/1.1) to the page, for what a tap loads meanwhile.
 */
const PARALLEL_FETCHES = 4;

/**
 * The app's files: Workbox's precache with its routing (and its clean-up of outdated entries on activation). The
 * install event calls `install`, which downloads them several at a time.
 */
export function precacheApp(entries: Array<PrecacheEntry | string>) {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  registerRoute(new PrecacheRoute(controller));
  // Entries with a revision are fetched past the HTTP cache, hashed ones may come from it (what the page fetched):
  // Workbox's rule.
  const revised = new Set(
    entries.flatMap((entry) => (typeof entry !== 'string' && entry.revision ? [new URL(entry.url, self.location.href).href] : [])),
  );
  self.addEventListener('activate', (event) => void controller.activate(event));
  return {
    createHandlerBoundToURL: (url: string) => controller.createHandlerBoundToURL(url),
    install: (event: ExtendableEvent) => fetchAll(controller, revised, event),
  };
}

async function fetchAll(controller: PrecacheController, revised: Set<string>, event: ExtendableEvent) {
  const queue = [...controller.getURLsToCacheKeys()];
  const fetchNext = async (): Promise<void> => {
    const next = queue.shift();
    if (!next) return;
    const [url, cacheKey] = next;
    const request = new Request(url, { cache: revised.has(url) ? 'reload' : 'default', credentials: 'same-origin' });
    // The precache strategy stores the answer (and fails the install on an error answer, as Workbox does).
    await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    return fetchNext();
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, fetchNext));
}
