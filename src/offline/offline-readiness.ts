// How ready this phone is to work offline: the app's files (the service worker installed its precache) and
// the directories (each one's sync state: complete, how many records, how many still to come). Read from
// the browser when something may have changed (start, the sync's news, a new worker) and kept in a small
// store the screens subscribe to.
import { useSyncExternalStore } from 'react';
import { allSyncStates } from './directory-store';

export interface DirectoryReadiness {
  complete: boolean;
  count: number;
  remaining: number;
  syncedAt: number;
}

export interface OfflineReadiness {
  /** Not known yet (the first read has not answered): screens show nothing rather than a guess. */
  known: boolean;
  /** The app's files are stored (a service worker is active). */
  shell: boolean;
  members: DirectoryReadiness | null;
  companies: DirectoryReadiness | null;
  events: DirectoryReadiness | null;
  /** Everything above is on the phone: it works offline. */
  ready: boolean;
  /** Of the records the directories hold or wait for, the share on the phone (0–100). */
  percent: number;
}

const UNKNOWN: OfflineReadiness = { known: false, shell: false, members: null, companies: null, events: null, ready: false, percent: 0 };
const KINDS = ['members', 'companies', 'events'] as const;

let current = UNKNOWN;
let viewerNow: (() => string | null) | undefined;

/**
 * Whose copy counts (app/directories.ts gives the session's viewer). A directory synced for someone else, an
 * anonymous copy made before a sign-in, is not this viewer's: the next sync clears it. Counted as ready, it let a
 * member go offline just before that clear and find the event gone (CI saw it: 'Annuaire incomplet · 99 %').
 */
export function provideReadinessViewer(viewer: () => string | null): void {
  viewerNow = viewer;
}
const listeners = new Set<() => void>();

async function shellStored(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return Boolean(registration?.active);
}

/** Reads the figures again (cheap: three small rows and the worker's registration). */
export async function refreshOfflineReadiness(): Promise<void> {
  if (typeof window === 'undefined') return;
  const [shell, states] = await Promise.all([shellStored(), allSyncStates()]);
  const byKind = new Map(states.map((state) => [state.kind, state]));
  const directory = (kind: string): DirectoryReadiness | null => {
    const state = byKind.get(kind);
    if (!state || (viewerNow && state.viewer !== viewerNow())) return null;
    return {
      complete: state.complete,
      count: state.count ?? 0,
      remaining: state.complete ? 0 : (state.remaining ?? 0),
      syncedAt: state.syncedAt,
    };
  };
  const [members, companies, events] = KINDS.map(directory);
  const all = [members, companies, events];
  const held = all.reduce((sum, entry) => sum + (entry?.count ?? 0), 0);
  const waiting = all.reduce((sum, entry) => sum + (entry ? entry.remaining : 0), 0);
  const complete = all.every((entry) => entry?.complete === true);
  const percent = complete ? 100 : held + waiting > 0 ? Math.min(99, Math.floor((held / (held + waiting)) * 100)) : 0;
  const next: OfflineReadiness = { known: true, shell, members, companies, events, ready: shell && complete, percent };
  // The same figures keep the same object: the screens that show them do not render again for nothing.
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  listeners.forEach((listener) => listener());
}

let watchingWorker = false;
function subscribe(listener: () => void) {
  listeners.add(listener);
  // A first visit's worker finishes installing (the app's files stored) and takes the page over.
  if (!watchingWorker && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    watchingWorker = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => void refreshOfflineReadiness());
  }
  return () => listeners.delete(listener);
}

/** The figures as last read (a screen uses the hook below). */
export const currentOfflineReadiness = (): OfflineReadiness => current;

/** The phone's offline readiness, for a screen (unknown on the server and until the first read). */
export function useOfflineReadiness(): OfflineReadiness {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => UNKNOWN,
  );
}
