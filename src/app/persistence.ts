import { persistQueryClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { db } from '@/offline/db';
import { PERSIST_MAX_AGE, cacheBuster, createPersister } from '@/offline/persister';
import { shouldPersistQuery } from '@/offline/private-queries';

/** Restores the cache from IndexedDB (resolves when done) and keeps it saved from then on. */
export function setUpPersistence(queryClient: QueryClient, appVersion: string) {
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister: createPersister(db),
    maxAge: PERSIST_MAX_AGE,
    buster: cacheBuster(appVersion),
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      // Actions queued offline (paused mutations, e.g. an event sign-up) survive closing the app.
      shouldDehydrateMutation: (mutation) => mutation.state.isPaused,
    },
  });
  // Restoring never blocks the app: a broken store simply means starting from the network. Whatever was
  // restored shows at once and is revalidated as soon as it is used, however recent it looks: a reload must
  // show the sign-ups made elsewhere a moment ago (the TanStack idiom: invalidate after the restore).
  const done = restored
    .then(() => queryClient.invalidateQueries({ refetchType: 'none' }))
    .catch((error) => console.warn('[offline] restore failed', error));
  // Restored waiting actions go out now if online (they pause again if not, and resume with the network).
  void done.then(() => queryClient.resumePausedMutations());
  return { unsubscribe, restored: done };
}
