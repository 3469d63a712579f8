import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { onDirectoryChanged } from '@/offline/directory-sync';
import { onDirectoryNews, requestWorkerSync, workerSyncs } from '@/offline/directory-channel';
import { getSession, viewerKey } from '@/session/session';
import { membersQueryOptions } from '@/features/members/queries';
import { companiesQueryOptions } from '@/features/companies/queries';
import { eventsQueryOptions } from '@/features/events/queries';
import { provideReadinessViewer, refreshOfflineReadiness } from '@/offline/offline-readiness';
import { keptWholeQueries } from './kept-whole';

/** The directories (synced record by record): what the phone keeps of the club for offline use. */
const directoryQueries = () => [membersQueryOptions(), companiesQueryOptions(), eventsQueryOptions()];

function fetchAll(queryClient: QueryClient, queries: ReadonlyArray<{ queryKey: readonly unknown[] }>) {
  return Promise.all(
    queries.map((options) =>
      // staleTime 0: a sync is one small request when nothing changed; it always asks.
      queryClient.fetchQuery({ ...(options as Parameters<QueryClient['fetchQuery']>[0]), staleTime: 0 }).catch((error: unknown) => {
        console.warn('[offline] could not prefetch', options.queryKey, error);
      }),
    ),
  );
}

/**
 * Brings everything the phone keeps up to date, whatever page was opened first, so every list and every
 * detail page works offline — not only those visited. The service worker syncs it all (off the main thread;
 * its news arrive on the channel): the directories, then the gallery and the sectors. Only where no worker
 * runs does the page do it itself. Failures are only logged.
 */
export async function syncEverything(queryClient: QueryClient, { galleryLater = false } = {}) {
  if (!onlineManager.isOnline()) return;
  const { user, token } = getSession();
  const session = user && token ? { token, viewer: viewerKey(user) ?? '', memberId: user.memberId } : null;
  // At start the gallery waits for a quiet moment: its answer is parsed on this thread.
  const keptByPage = () =>
    galleryLater ? afterStart().then(() => fetchAll(queryClient, keptWholeQueries())) : fetchAll(queryClient, keptWholeQueries());
  // No worker registered at all (unsupported, blocked): the page keeps them, without waiting to see whether one comes.
  const keptAlready = (await workerSyncs()) ? null : keptByPage();
  if (await requestWorkerSync({ session })) {
    await keptAlready;
    return;
  }
  await Promise.all([fetchAll(queryClient, directoryQueries()), keptAlready ?? keptByPage()]);
}

const GALLERY_DELAY_MS = 2000;

/** A moment after start, then an idle moment: the first taps do not wait behind it. */
function afterStart() {
  return new Promise<void>((resolve) =>
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      else resolve();
    }, GALLERY_DELAY_MS),
  );
}

/** A directory changed on the device: its list (when in memory) is read again, its pages and details recomputed. */
function recompute(queryClient: QueryClient, kind: string, listToo: boolean) {
  if (listToo) void queryClient.refetchQueries({ queryKey: [kind, 'list'] });
  // The home page's draw of members stays as drawn: a download finishing must not swap the faces on screen.
  void queryClient.invalidateQueries({ queryKey: [kind], predicate: (query) => !['list', 'teaser'].includes(query.queryKey[1] as string) });
}

/** From the start (no delay: the work is the worker's), then each time the network comes back. */
export function keepDirectoriesFresh(queryClient: QueryClient) {
  provideReadinessViewer(viewerKey);
  const run = (galleryLater = false) => void syncEverything(queryClient, { galleryLater }).finally(refreshOfflineReadiness);
  // Read once the first sync answered (the store is not opened on the way to a first tap).
  run(true);
  // The page's own sync (no service worker): the list query did the work; the rest follows.
  const stopListening = onDirectoryChanged((kind) => recompute(queryClient, kind, false));
  const stopNews = onDirectoryNews((news) => {
    if (news.type === 'changed') recompute(queryClient, news.kind, true);
    // A screen showing it asks again; otherwise its stored row is restored when a screen asks.
    if (news.type === 'kept-changed') void queryClient.invalidateQueries({ queryKey: news.queryKey, exact: true });
    void refreshOfflineReadiness();
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
    stopListening();
    stopNews();
    unsubscribe();
  };
}
