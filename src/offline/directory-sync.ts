// The sync of the directories (docs/decisions/0012-directory-sync.md): the first time, every record in pages
// of 1,000; after that, only what changed since the stored cursor. It runs in the service worker (src/sw/), and
// in the page only where no service worker runs. One sync per directory at a time (a request meanwhile gets one
// more pass after it); each answer is applied with its cursor in one transaction, so an interrupted download
// resumes where it stopped. Listeners learn which directory changed (its screens are recomputed) and how far a
// download is.
import type { ChangesFeed, DirectorySource } from './directory-types';
import { requestActiveWorkerSync, workerSyncs } from './directory-channel';
import { applyDelta, clearDirectory, countRecords, readAll, syncStateOf } from './directory-store';

/** Whom the rows are answered for; asked again after each answer (the session may change meanwhile). */
export type ViewerOf = () => string | null | Promise<string | null>;

type Listener = (kind: string) => void;
const listeners = new Set<Listener>();
const running = new Map<string, Promise<boolean>>();
/** The pass after the running one, asked for while it ran (see syncDirectory). */
const followUps = new Map<string, Promise<boolean>>();

export function onDirectoryChanged(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function run(source: ChangesFeed, viewer: ViewerOf, onProgress?: (kind: string) => void): Promise<boolean> {
  const { kind } = source;
  const forWhom = await viewer();
  const state = await syncStateOf(kind);
  if (state && state.viewer !== forWhom) await clearDirectory(kind);
  let cursor = state && state.viewer === forWhom ? state.cursor : null;
  let changed = false;
  // A stream ends after the server's last page, or after its largest number of pages (`more`): asked again from there.
  for (let more = true; more;) {
    more = false;
    for await (const answer of source.streamChanges(cursor)) {
      // The session changed while downloading: these rows were answered for someone else; start again for
      // the new viewer (its request may be waiting on this very sync). Leaving the loop cancels the stream.
      if ((await viewer()) !== forWhom) return run(source, viewer, onProgress);
      const written = await applyDelta(
        kind,
        { records: answer.records, removed: answer.removed, names: answer.names },
        {
          cursor: answer.cursor,
          complete: !answer.more,
          viewer: forWhom,
          reset: answer.reset && cursor !== null,
          remaining: answer.remaining,
          from: cursor,
        },
      );
      // Cleared or moved on under this sync: start again from what is stored now.
      if (written === null) return run(source, viewer, onProgress);
      changed ||= written > 0 || answer.reset;
      cursor = answer.cursor;
      more = answer.more;
      if (more) onProgress?.(kind);
    }
  }
  // The session changed while the last answer was being written (after the check above): those rows are the
  // previous viewer's, and a request for the new one may have joined this very sync. It starts again, which
  // forgets them first.
  if ((await viewer()) !== forWhom) return run(source, viewer, onProgress);
  if (changed) {
    await countRecords(kind);
    listeners.forEach((listener) => listener(kind));
  }
  return changed;
}

/**
 * The server renderer (no IndexedDB, nothing kept between requests): the whole directory as the API answers
 * an anonymous viewer, in the device's order. Only the pages that show a whole directory ask for it.
 */
async function downloadDirectory<T>(source: Pick<DirectorySource<T>, 'fetchChanges'>): Promise<T[]> {
  const records: Array<{ id: number; sortKey: string; item: T }> = [];
  for (let cursor: string | null = null, more = true; more;) {
    const answer = await source.fetchChanges(cursor);
    records.push(...answer.records);
    cursor = answer.cursor;
    more = answer.more;
  }
  records.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.id - b.id));
  return records.map((record) => record.item);
}

/**
 * Brings a directory up to date for the current viewer (`viewer()`: whom the rows are answered for);
 * resolves true when something changed. Network errors are thrown.
 */
export function syncDirectory(source: ChangesFeed, viewer: ViewerOf, onProgress?: (kind: string) => void): Promise<boolean> {
  const { kind } = source;
  const queued = followUps.get(kind);
  if (queued) return queued;
  const current = running.get(kind);
  if (!current) return start(source, viewer, onProgress);
  // The sync under way may have asked its feed before what this caller must see was written (a list asked again
  // right after a sign-up; e2e saw 'Mes événements' empty): one more pass after it, shared by every caller that
  // asks meanwhile. It asks only what changed since.
  const followUp = current
    .catch(() => false)
    .then((changedBefore) => {
      followUps.delete(kind);
      return start(source, viewer, onProgress).then((changed) => changedBefore || changed);
    });
  followUps.set(kind, followUp);
  return followUp;
}

function start(source: ChangesFeed, viewer: ViewerOf, onProgress?: (kind: string) => void): Promise<boolean> {
  const started = run(source, viewer, onProgress).finally(() => running.delete(source.kind));
  running.set(source.kind, started);
  return started;
}

/**
 * A directory's list query: brought up to date first (online: only what changed travels), then read from
 * the device as it is — offline too (a failed sync is only logged).
 */
export async function syncedDirectory<T>(source: DirectorySource<T>, viewer: () => string | null): Promise<T[]> {
  if (import.meta.env.SSR) return downloadDirectory(source);
  // A service worker syncs for the page: the active one is asked for this directory's changes first (a list asked
  // again after a sign-up must show it); one still installing brings everything once active (its news refresh
  // this list). Without a worker, the page syncs itself.
  if (await workerSyncs()) await requestActiveWorkerSync(source.kind);
  else await syncDirectory(source, viewer).catch((error: unknown) => console.warn(`[offline] ${source.kind} not synced`, error));
  return readAll<T>(source.kind);
}
