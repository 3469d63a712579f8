import { persistQueryClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { clubDb } from '@/offline/club-db';
import { PERSIST_MAX_AGE, cacheBuster, createPersister, createQueryPersister } from '@/offline/persister';

/**
 * Every public query is kept in its own IndexedDB row (restored when a screen asks for it, asked again at
 * once: fresh on every start); the synced directories are kept per record by the sync (offline/); the
 * actions queued offline are kept in one small row, restored before anything runs.
 */
export function setUpPersistence(queryClient: QueryClient, appVersion: string) {
  // The store's code (Dexie) is asked for here if nothing read the store before (offline/club-db.ts): on a first
  // visit this runs after hydration.
  const database = clubDb();
  const queries = createQueryPersister(database, cacheBuster(appVersion));
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, persister: queries.persisterFn },
  });
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister: createPersister(database),
    maxAge: PERSIST_MAX_AGE,
    buster: cacheBuster(appVersion),
    dehydrateOptions: {
      shouldDehydrateQuery: () => false,
      // Actions queued offline (paused mutations, e.g. an event sign-up) survive closing the app.
      shouldDehydrateMutation: (mutation) => mutation.state.isPaused,
    },
  });
  // Restoring never blocks the app: a broken store simply means starting from the network.
  const done = restored.catch((error: unknown) => console.warn('[offline] restore failed', error));
  // Restored waiting actions go out now if online (they pause again if not, and resume with the network).
  void done.then(() => queryClient.resumePausedMutations());
  // Expired rows (older than 7 days, another app version) are removed by the service worker when a version
  // activates (src/sw/kept-whole-sync.ts): reading every row here put the whole gallery through this thread.
  // A page no worker controls removes them itself, when idle.
  if (!navigator.serviceWorker?.controller) {
    void done.then(() => window.setTimeout(() => void queries.persisterGc().catch(() => undefined), 10_000));
  }
  return { unsubscribe, restored: done, queries };
}
