import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { onDirectoryChanged } from '@/offline/directory-sync';
import { membersQueryOptions } from '@/features/members/queries';
import { companiesQueryOptions } from '@/features/companies/queries';
import { eventsQueryOptions } from '@/features/events/queries';
import { eventPhotosQueryOptions } from '@/features/photos/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';

/** The directories (and the sector list their filters need): what the phone keeps for offline use. */
export const directoryQueries = () => [
  membersQueryOptions(),
  companiesQueryOptions(),
  eventsQueryOptions(),
  eventPhotosQueryOptions(),
  taxonomyQueryOptions('sectors'),
];

/**
 * Syncs every directory (a first download, then only what changed since), whatever page was opened first,
 * so every list and every detail page works offline — not only those visited. Failures are only logged.
 */
export async function prefetchDirectories(queryClient: QueryClient) {
  if (!onlineManager.isOnline()) return;
  await Promise.all(
    directoryQueries().map((options) =>
      // staleTime 0: a sync is one small request when nothing changed; it always asks.
      queryClient.fetchQuery({ ...(options as Parameters<QueryClient['fetchQuery']>[0]), staleTime: 0 }).catch((error: unknown) => {
        console.warn('[offline] could not prefetch', options.queryKey, error);
      }),
    ),
  );
}

const FIRST_SYNC_DELAY_MS = 5000;

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else task();
}

/** On start (after the first screen) and each time the network comes back. */
export function keepDirectoriesFresh(queryClient: QueryClient) {
  const run = () => void prefetchDirectories(queryClient);
  // The first sync waits until the first screen has settled (5 s, then an idle moment): it downloads and stores
  // the whole directory (tasks of 60–130 ms each on a 4× slower phone) and should not compete with the visitor's
  // first scroll or tap, nor the page's own requests. Back online, it runs at once (below).
  const timer = window.setTimeout(() => whenIdle(run), FIRST_SYNC_DELAY_MS);
  // A sync that changed a directory: its pages, details and the home page's pools are computed again.
  const stopListening = onDirectoryChanged((kind) => {
    void queryClient.invalidateQueries({ queryKey: [kind], predicate: (query) => query.queryKey[1] !== 'list' });
  });
  let wasOnline = onlineManager.isOnline();
  const unsubscribe = onlineManager.subscribe((online) => {
    if (online && !wasOnline) {
      // Back online: everything stored is refreshed by itself.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== PRIVATE_QUERY_ROOT && query.queryKey[1] !== 'list',
      });
      run();
    }
    wasOnline = online;
  });
  return () => {
    window.clearTimeout(timer);
    stopListening();
    unsubscribe();
  };
}
