/// <reference lib="webworker" />
// The code left out of the precache (src/offline/on-demand-code.ts): answered from its own cache, stored when first
// fetched or when a screen asks for what it needs offline.
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { ON_DEMAND_CODE_CACHE, isOnDemandChunk, isStoredBy, type OnDemandScreen } from '@/offline/on-demand-code';

declare const self: ServiceWorkerGlobalScope;

type ManifestEntry = PrecacheEntry | string;

const pathOf = (entry: ManifestEntry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).pathname;

/** Splits the build's manifest into what the install precaches and the on-demand chunks, and answers the latter. */
export function onDemandCode(manifest: ManifestEntry[]) {
  const onDemand = manifest.map(pathOf).filter(isOnDemandChunk);
  const strategy = new CacheFirst({
    cacheName: ON_DEMAND_CODE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // Hashed names: each version's chunks are new entries; the oldest go.
      new ExpirationPlugin({ maxEntries: 10 }),
    ],
  });
  registerRoute(({ url }) => url.origin === self.location.origin && isOnDemandChunk(url.pathname), strategy);
  return {
    precached: manifest.filter((entry) => !isOnDemandChunk(pathOf(entry))),
    /** Stores what the screen needs offline (this version's chunks); false when one could not be fetched. */
    store: async (screen: OnDemandScreen, event: ExtendableEvent): Promise<boolean> => {
      const wanted = onDemand.filter((path) => isStoredBy(screen, path));
      const answers = await Promise.all(
        wanted.map((path) =>
          strategy.handle({ event, request: new Request(path) }).then(
            (response) => response.ok,
            () => false,
          ),
        ),
      );
      return answers.every(Boolean);
    },
  };
}
