import { askWorker } from './ask-worker';
import type { MirroredSession } from './session-mirror';

// How the page and the service worker talk about the directories. The worker syncs them (src/sw/); the page
// asks it to (at start, back online, on 'Disponible hors ligne') and hears on a BroadcastChannel when a
// directory changed or how far a download is, to recompute its screens and say how ready the phone is.

export const DIRECTORY_CHANNEL = 'club-directories';
export const SYNC_REQUEST = 'SYNC_DIRECTORIES';
/** Periodic Background Sync's tag: the installed app's directories refreshed while it is closed. */
export const DIRECTORY_REFRESH_TAG = 'club-directories-refresh';

export type DirectoryNews =
  /** A directory's records changed on the device. */
  | { type: 'changed'; kind: string }
  /** A query kept whole (the gallery, the sectors) changed in its stored row. */
  | { type: 'kept-changed'; queryKey: unknown[] }
  /** A download moved on (its figures are in its sync state). */
  | { type: 'progress'; kind: string }
  /** A sync of every directory ended (changed or not, or failed: `ok`). */
  | { type: 'synced'; ok: boolean };

export interface SyncRequest {
  type: typeof SYNC_REQUEST;
  kinds?: string[];
  /** Who is signed in, as the page knows it (null: nobody); absent: the worker reads its mirror. */
  session?: MirroredSession | null;
}

/** Hears the worker's news; returns the unsubscribe function. */
export function onDirectoryNews(listener: (news: DirectoryNews) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(DIRECTORY_CHANNEL);
  channel.onmessage = (event: MessageEvent<DirectoryNews>) => listener(event.data);
  return () => channel.close();
}

/** Tells every page (the worker's side). */
export function announce(news: DirectoryNews) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(DIRECTORY_CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/** How long a page waits for a worker to appear (none registered yet) before syncing by itself (blocked or failed). */
const WORKER_WAIT_MS = 15_000;
/** The longest a page waits for a worker that is installing (a first install on a phone link). */
const INSTALL_WAIT_MS = 120_000;

const after = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/** Resolves when the worker's install failed (it became redundant). */
const whenRedundant = (worker: ServiceWorker) =>
  new Promise<null>((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'redundant') resolve(null);
    });
  });

/**
 * The service worker that syncs for this page. On a first visit it is still installing: the page waits for it
 * rather than doing the work itself on its main thread — as long as it installs (on a phone link its files take
 * a while; giving up after 15 s had the page read the whole directory into memory, half-second tasks at 3,000
 * members, while the worker was about to do it). Only when no worker becomes active (unsupported, blocked, its
 * install failed) does the caller sync in the page.
 */
async function syncingWorker(): Promise<ServiceWorker | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const { serviceWorker } = navigator;
  const installingNow = async () => {
    const registration = await serviceWorker.getRegistration().catch(() => undefined);
    return registration?.active ? null : (registration?.installing ?? registration?.waiting ?? null);
  };
  let installing = await installingNow();
  if (!installing) {
    const ready = await Promise.race([serviceWorker.ready, after(WORKER_WAIT_MS)]).catch(() => null);
    if (ready?.active) return ready.active;
    installing = await installingNow();
    if (!installing) return null;
  }
  const ready = await Promise.race([serviceWorker.ready, whenRedundant(installing), after(INSTALL_WAIT_MS)]).catch(() => null);
  return ready?.active ?? null;
}

/** A worker will sync the directories by itself (one is active, or installing: it syncs once activated). */
export async function workerSyncs(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return Boolean(registration?.active ?? registration?.waiting ?? registration?.installing);
}

/** Posts a sync request to the worker; resolves when it answered (or after `timeoutMs`: the caller goes on with what is stored). */
function askToSync(worker: ServiceWorker, options: { kinds?: string[]; session?: MirroredSession | null }, timeoutMs: number) {
  return askWorker(worker, { type: SYNC_REQUEST, ...options } satisfies SyncRequest, timeoutMs, true).then(() => true);
}

/**
 * Asks the worker to sync (some directories, or all) and resolves once it is done: true when a worker did it,
 * false when there is none (the caller syncs in the page).
 */
export async function requestWorkerSync(
  options: { kinds?: string[]; session?: MirroredSession | null } = {},
  timeoutMs = 120_000,
): Promise<boolean> {
  const worker = await syncingWorker();
  if (!worker) return false;
  return askToSync(worker, options, timeoutMs);
}

/** How long a list waits for the active worker's delta before reading what is stored (a network that hangs). */
const LIST_SYNC_WAIT_MS = 5_000;

/**
 * Brings one directory up to date through the active worker, if there is one and the browser is online (false
 * otherwise: offline, the list reads what is stored at once; a worker still installing brings everything when it
 * activates, and its news refresh the lists). A list asked again after the
 * member changed something (a sign-up) reads the change, not the copy from before it.
 */
export async function requestActiveWorkerSync(kind: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.onLine) return false;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration?.active) return false;
  return askToSync(registration.active, { kinds: [kind] }, LIST_SYNC_WAIT_MS);
}
