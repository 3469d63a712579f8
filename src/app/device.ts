import type { QueryClient } from '@tanstack/react-query';
import { getSession, type SessionUser } from '@/session/session';
import { shouldStoreQuery } from '@/offline/persister';
import { reconcileOutbox, watchOutboxDeliveries } from '@/features/events/delivered-actions';
import { whenIdle } from '@/lib/when-idle';
import { setUpPersistence } from './persistence';
import { keepDirectoriesFresh } from './directories';
import { VIEWER_DEPENDENT_QUERIES, watchViewer } from './viewer';
import { dropExpiredCopies } from '@/offline/copy-expiry';
import { purgeMediaCache } from '@/offline/media-purge';

// The device side of the app (IndexedDB, the outbox, the viewer's watch, the directories' sync): its own chunk,
// loaded by client.tsx after a first visit's hydration (none of it draws or hydrates a page), before the first
// render of the offline shell.

export { keepDirectoriesFresh };

export type Persistence = ReturnType<typeof setUpPersistence>;

/** IndexedDB persistence, the outbox's deliveries, the viewer's watch (and its mirror for the service worker). */
export function startDevice(queryClient: QueryClient, viewerAtStart: SessionUser | null): Persistence {
  const persistence = setUpPersistence(queryClient, __APP_VERSION__);
  // A copy older than 7 days without an update goes (the privacy page's promise); in memory too.
  void dropExpiredCopies(purgeMediaCache)
    .then((kinds) => kinds.forEach((kind) => queryClient.removeQueries({ queryKey: [kind] })))
    .catch((error: unknown) => console.warn('[offline] could not check the copy’s age', error));
  // Queued actions the service worker sent while the app was closed are settled (and said) even offline, and
  // any still waiting in the outbox is waiting here too; later deliveries while it is open are followed.
  void persistence.restored.then(() => reconcileOutbox(queryClient));
  watchOutboxDeliveries(queryClient);
  // Login, logout or expiry: cached directories follow what the new viewer may see.
  watchViewer(queryClient, (queryKey) => persistence.queries.removeQueries({ queryKey }), viewerAtStart);
  // The account as the server says it now (a role granted in the back-office shows without a new login). The
  // auth feature loads on demand: not in the chunks every page starts with.
  whenIdle(() => {
    import('@/features/auth/keep-session-fresh')
      .then(({ keepSessionFresh }) => keepSessionFresh())
      .catch((error: unknown) => console.warn('[session] could not refresh the account', error));
  });
  return persistence;
}

/**
 * A server-rendered page's data on the device: the server renders for an anonymous visitor, so a signed-in member's
 * directories are asked again (they may see more contact details, and their own hidden profile); an anonymous
 * visitor's page is kept like anything fetched here (it opens offline later).
 */
export function keepServerRenderedData(queryClient: QueryClient, persistence: Persistence) {
  if (getSession().user) {
    for (const queryKey of VIEWER_DEPENDENT_QUERIES) void queryClient.invalidateQueries({ queryKey });
    return;
  }
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'success' && shouldStoreQuery(query)) void persistence.queries.persistQuery(query);
  }
}
