/// <reference lib="webworker" />
// The directories' sync, in the service worker: off the page's main thread, from the worker's first
// activation on, and still running when the tab has closed (the events' waitUntil keeps the worker alive).
// Each directory's feed is asked with the signed-in member's token (mirrored by the page into IndexedDB).
import { DIRECTORY_KINDS } from '@club/contract';
import { fetchDirectoryChanges, streamDirectoryChanges, type DirectoryKind } from '@/api/directory';
import { syncDirectory } from '@/offline/directory-sync';
import { announce } from '@/offline/directory-channel';
import { readSessionMirror } from '@/offline/session-mirror';
import { CacheExpiration } from 'workbox-expiration';
import { dropExpiredCopies } from '@/offline/copy-expiry';
import { MEDIA_CACHE, MEDIA_MAX_AGE_SECONDS } from '@/offline/media-cache';
import { syncKeptWhole } from './kept-whole-sync';

/**
 * The image cache and its expiration records, gone. Not the page's purgeMediaCache: it loads workbox-expiration
 * on demand, and a dynamic import in the worker's bundle broke the worker's script (its evaluation failed, no
 * worker at all); the worker has the library already.
 */
async function purgeMedia() {
  await caches.delete(MEDIA_CACHE);
  await new CacheExpiration(MEDIA_CACHE, { maxAgeSeconds: MEDIA_MAX_AGE_SECONDS }).delete();
}

const currentViewer = async () => (await readSessionMirror())?.viewer ?? null;

/**
 * A directory's feed, each request asked with the session of that moment. A sync that outlives a sign-in or a
 * logout starts again for the new viewer (directory-sync.ts); with a token read once, that new start still asked
 * as the previous viewer and kept those rows as the new one's: a member without the members-only contacts, or,
 * after a logout, an anonymous copy holding them.
 */
const feedOf = (kind: DirectoryKind) => ({
  kind,
  fetchChanges: async (since: string | null) => fetchDirectoryChanges(kind, since, { token: (await readSessionMirror())?.token ?? null }),
  streamChanges: async function* (since: string | null) {
    yield* streamDirectoryChanges(kind, since, { token: (await readSessionMirror())?.token ?? null });
  },
});

async function syncAll(kinds: readonly DirectoryKind[]): Promise<boolean> {
  const results = await Promise.all(
    kinds.map((kind) =>
      syncDirectory(feedOf(kind), currentViewer, (progressed) => announce({ type: 'progress', kind: progressed })).then(
        (changed) => {
          if (changed) announce({ type: 'changed', kind });
          return true;
        },
        (error: unknown) => {
          console.warn(`[sw] ${kind} not synced`, error);
          return false;
        },
      ),
    ),
  );
  const ok = results.every(Boolean);
  announce({ type: 'synced', ok });
  return ok;
}

/**
 * Brings the directories up to date (those named, or all of them and then what is kept whole: the gallery, the
 * sectors, after dropping a copy older than 7 days); a directory already syncing is waited for, not asked twice. Resolves false when one of them could
 * not be synced (offline, server down).
 */
export async function syncDirectories(kinds?: readonly string[]): Promise<boolean> {
  if (kinds?.length) return syncAll(DIRECTORY_KINDS.filter((kind) => kinds.includes(kind)));
  // The 7 days the Confidentialité page promises hold in the worker too (its periodic sync runs with the tab
  // closed): a copy older than that goes first, and is downloaded again only if the network answers.
  await dropExpiredCopies(purgeMedia).catch((error: unknown) => console.warn('[sw] could not drop an expired copy', error));
  // The directories first: on a first visit's slow link they are what a member looks for offline.
  const directories = await syncAll(DIRECTORY_KINDS);
  const kept = await syncKeptWhole();
  return directories && kept;
}
