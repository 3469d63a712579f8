/// <reference lib="webworker" />
// The directories' sync, in the service worker: off the page's main thread, from the worker's first
// activation on, and still running when the tab has closed (the events' waitUntil keeps the worker alive).
// Each directory's feed is asked with the signed-in member's token (mirrored by the page into IndexedDB).
import { DIRECTORY_KINDS } from '@club/contract';
import { fetchDirectoryChanges, type DirectoryKind } from '@/api/directory';
import { syncDirectory } from '@/offline/directory-sync';
import { announce } from '@/offline/directory-channel';
import { readSessionMirror } from '@/offline/session-mirror';

const currentViewer = async () => (await readSessionMirror())?.viewer ?? null;

async function syncAll(kinds: readonly DirectoryKind[]): Promise<boolean> {
  const session = await readSessionMirror();
  const token = session?.token ?? null;
  const results = await Promise.all(
    kinds.map((kind) =>
      syncDirectory({ kind, fetchChanges: (since) => fetchDirectoryChanges(kind, since, { token }) }, currentViewer, (progressed) =>
        announce({ type: 'progress', kind: progressed }),
      ).then(
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
 * Brings the directories up to date (all, or those named); a directory already syncing is waited for, not
 * asked twice. Resolves false when one of them could not be synced (offline, server down).
 */
export function syncDirectories(kinds?: readonly string[]): Promise<boolean> {
  return syncAll(kinds?.length ? DIRECTORY_KINDS.filter((kind) => kinds.includes(kind)) : DIRECTORY_KINDS);
}
