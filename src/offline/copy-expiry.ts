// The phone's copy of the directories is never kept more than 7 days without an update: what the Confidentialité
// page promises (content/privacy-policy.ts). A copy not brought up to date for longer goes, with its images, at
// the next start; online it is downloaded again at once, offline the screens say it is not on the phone.
import { OUTBOX_MAX_AGE_MS } from '@club/contract';
import type { SyncStateRow } from './db';
import { allSyncStates, clearDirectory } from './directory-store';

/** The same 7 days as the stored query cache (offline/persister.ts) and the outbox. */
export const OFFLINE_COPY_MAX_AGE_MS = OUTBOX_MAX_AGE_MS;

/** The directories whose copy was last brought up to date more than 7 days ago. */
export const expiredKinds = (states: readonly Pick<SyncStateRow, 'kind' | 'syncedAt'>[], now: number) =>
  states.filter((state) => now - state.syncedAt > OFFLINE_COPY_MAX_AGE_MS).map((state) => state.kind);

/**
 * Drops every expired directory copy and the image cache with it (`purgeMedia`: the page's purgeMediaCache, or
 * the worker's own, which must not load code on demand); returns the kinds dropped.
 */
export async function dropExpiredCopies(purgeMedia: () => Promise<void>, now = Date.now()): Promise<string[]> {
  const expired = expiredKinds(await allSyncStates(), now);
  if (expired.length === 0) return expired;
  await Promise.all(expired.map((kind) => clearDirectory(kind)));
  await purgeMedia().catch((error: unknown) => console.warn('[offline] could not purge the expired images', error));
  return expired;
}
