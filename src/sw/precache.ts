/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { ASSETS_PACK_PATH, ASSETS_PACK_MAX_FILES, PACKABLE_FILE, type AssetsPackAnswer } from '@/offline/assets-pack';

declare const self: ServiceWorkerGlobalScope;

/**
 * How many of the app's files an install fetches at once, for those it fetches one by one. Workbox's own install
 * fetches them one after the other (its issue 2528): on a phone link every file then costs a full round trip. Four
 * leave two of a browser's six connections to the site (HTTP/1.1) to the page, for what a tap loads meanwhile.
 */
const PARALLEL_FETCHES = 4;

/**
 * The app's files: Workbox's precache with its routing (and its clean-up of outdated entries on activation). The
 * install event calls `install`, which stores them: hashed files the page already fetched from the HTTP cache,
 * the other text files in one request (src/offline/assets-pack.ts), the rest (images, and any file the pack did
 * not bring) several at a time.
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
    install: (event: ExtendableEvent, onRequestsSent: () => void = () => {}) => installAll(controller, revised, event, onRequestsSent),
  };
}

type Entry = [url: string, cacheKey: string];

/**
 * `onRequestsSent` runs once the install's first requests are on their way: the worker's other downloads (the
 * directories) start then, not before. The browser's lookups in its HTTP cache wait in the same queue as the
 * network requests (six per site): started after the sync's, they waited for its answers.
 */
async function installAll(controller: PrecacheController, revised: Set<string>, event: ExtendableEvent, onRequestsSent: () => void) {
  const cache = await self.caches.open(controller.strategy.cacheName);
  const missing: Entry[] = [];
  for (const entry of controller.getURLsToCacheKeys()) if (!(await cache.match(entry[1]))) missing.push(entry);
  const isPackable = ([url]: Entry) => PACKABLE_FILE.test(new URL(url).pathname);
  const packable = missing.filter(isPackable);
  // Revised files (index.html…) are asked past the HTTP cache, as Workbox does.
  const inHttpCache = await Promise.all(packable.map(async (entry) => !revised.has(entry[0]) && (await fromHttpCache(cache, entry))));
  const wanted = packable.filter((_, index) => !inHttpCache[index]);
  // The pack and the other files (images) at once; then what the pack did not bring.
  const packed = fromPack(cache, wanted);
  const others = fetchEach(
    controller,
    revised,
    missing.filter((entry) => !isPackable(entry)),
    event,
  );
  onRequestsSent();
  const stored = await packed;
  await Promise.all([
    others,
    fetchEach(
      controller,
      revised,
      wanted.filter(([url]) => !stored.has(url)),
      event,
    ),
  ]);
}

/** Stores the file from the browser's HTTP cache if the page fetched it already; false when it is not there. */
async function fromHttpCache(cache: Cache, [url, cacheKey]: Entry): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' });
    if (!response.ok) return false;
    await cache.put(cacheKey, response);
    return true;
  } catch {
    return false;
  }
}

/** Asks for the files in one request and stores those it brought; the urls stored (none if the request failed). */
async function fromPack(cache: Cache, wanted: Entry[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let start = 0; start < wanted.length; start += ASSETS_PACK_MAX_FILES) {
    const batch = wanted.slice(start, start + ASSETS_PACK_MAX_FILES);
    const byPath = new Map(batch.map((entry) => [new URL(entry[0]).pathname, entry]));
    try {
      const response = await fetch(ASSETS_PACK_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ paths: [...byPath.keys()] }),
        credentials: 'omit',
      });
      if (!response.ok) continue;
      const { files } = (await response.json()) as AssetsPackAnswer;
      for (const file of files) {
        const entry = byPath.get(file.path);
        if (!entry) continue;
        await cache.put(entry[1], new Response(file.body, { headers: { 'content-type': file.type } }));
        stored.add(entry[0]);
      }
    } catch {
      // Offline or an older server: each file on its own, below.
    }
  }
  return stored;
}

/** The precache strategy stores each answer (and fails the install on an error answer, as Workbox does). */
async function fetchEach(controller: PrecacheController, revised: Set<string>, entries: Entry[], event: ExtendableEvent) {
  const queue = [...entries];
  const fetchNext = async (): Promise<void> => {
    const next = queue.shift();
    if (!next) return;
    const [url, cacheKey] = next;
    const request = new Request(url, { cache: revised.has(url) ? 'reload' : 'default', credentials: 'same-origin' });
    await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    return fetchNext();
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, fetchNext));
}
