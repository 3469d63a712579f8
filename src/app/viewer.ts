import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getSession, subscribeSession } from '@/session/session';
import type { SessionUser } from '@/session/session';
import { dropActionsOfOthers } from '@/offline/queued-actions';
import { clearDirectory } from '@/offline/directory-store';
import { writeSessionMirror } from '@/offline/session-mirror';
import { purgeMediaCache } from '@/offline/media-purge';
import { forgetDoorReadiness } from '@/features/door/door-ready-marks';
import { viewerKey } from '@/session/session';
import { DIRECTORY_KINDS } from '@club/contract';
import { syncEverything } from './directories';
import { memberKeys } from '@/features/members/queries';
import { companyKeys } from '@/features/companies/queries';
import { eventKeys } from '@/features/events/queries';

/**
 * The server answers each caller with what they may see (phone and e-mail follow each member's choice;
 * a member sees its own settings). These cached directories depend on who asks.
 */
export const VIEWER_DEPENDENT_QUERIES = [memberKeys.all, companyKeys.all, eventKeys.all] as const;

/**
 * When someone signs in, the directories are refetched (they may see more). When the viewer leaves or
 * changes (logout, expired session, another account), what the previous one could see is removed from
 * memory, and so from IndexedDB, before being fetched again for the new viewer; the previous member's
 * waiting actions are dropped, the phone's push subscription is undone, and the media cache goes whole once `mirrored` (the new viewer, written for the
 * service worker) is done: a media write the purge could miss then sees the change (offline/media-writes.ts).
 */
export function onViewerChange(
  queryClient: QueryClient,
  previous: SessionUser | null,
  next: SessionUser | null,
  forgetStored: (queryKey: QueryKey) => Promise<unknown> = () => Promise.resolve(),
  mirrored: Promise<unknown> = Promise.resolve(),
) {
  dropActionsOfOthers(queryClient, next?.memberId ?? null);
  if (previous && typeof localStorage !== 'undefined') forgetDoorReadiness();
  // The previous member's notifications stop on this phone (a logout told the server already; an expired session
  // cannot: the push service's 410 at the next push does).
  if (previous?.memberId)
    void import('@/features/notifications/queries')
      .then(({ unsubscribeThisDevice }) => unsubscribeThisDevice(null))
      .catch((error) => console.warn('[push] could not unsubscribe', error));
  for (const queryKey of VIEWER_DEPENDENT_QUERIES) {
    if (previous) queryClient.removeQueries({ queryKey });
    else void queryClient.invalidateQueries({ queryKey });
  }
  // The stored copies too: the per-query rows and the synced records (downloaded again for the new viewer).
  const forgotten = previous
    ? Promise.all([
        ...VIEWER_DEPENDENT_QUERIES.map((queryKey) => forgetStored(queryKey)),
        ...DIRECTORY_KINDS.map((kind) => clearDirectory(kind)),
        mirrored.then(() => purgeMediaCache()),
      ]).catch((error: unknown) => console.warn('[offline] could not forget the previous viewer’s data', error))
    : Promise.resolve();
  void forgotten.then(() => syncEverything(queryClient));
}

/** Who is signed in, as the service worker reads it (it syncs and sends queued actions with no tab open). */
function mirrorSession(): Promise<void> {
  const { user, token } = getSession();
  return writeSessionMirror(user && token ? { token, viewer: viewerKey(user) ?? '', memberId: user.memberId } : null);
}

/**
 * Follows the session (login, logout, 401, another tab's restore); returns the unsubscribe function. On a first
 * visit the watch starts a moment after hydration (app/client.tsx): `viewerAtStart` is who was signed in when the
 * page opened, so a logout before the watch began is followed as well (what that member's session stored goes).
 */
export function watchViewer(
  queryClient: QueryClient,
  forgetStored?: (queryKey: QueryKey) => Promise<unknown>,
  viewerAtStart: SessionUser | null = getSession().user,
) {
  let current = viewerAtStart;
  const follow = () => {
    const mirrored = mirrorSession();
    const next = getSession().user;
    if (viewerKey(next) === viewerKey(current)) return;
    const previous = current;
    current = next;
    onViewerChange(queryClient, previous, next, forgetStored, mirrored);
  };
  follow();
  return subscribeSession(follow);
}
