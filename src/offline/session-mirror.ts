// The session as the service worker sees it. The app keeps its session in localStorage (the spec's keys),
// which a service worker cannot read; the worker syncs the directories and sends queued actions while no tab
// is open, so the app mirrors who is signed in into IndexedDB at start and at every change of session.
import { clubDb } from './club-db';

export interface MirroredSession {
  token: string;
  /** `viewerKey()` of the session: whom the directories are answered for. */
  viewer: string;
  memberId: number | null;
}

const KEY = 'session';

export async function writeSessionMirror(session: MirroredSession | null): Promise<void> {
  try {
    const db = await clubDb();
    if (session) await db.keyValue.put({ key: KEY, value: JSON.stringify(session) });
    else await db.keyValue.delete(KEY);
  } catch (error) {
    console.warn('[offline] could not mirror the session', error);
  }
}

export async function readSessionMirror(): Promise<MirroredSession | null> {
  try {
    const db = await clubDb();
    const row = await db.keyValue.get(KEY);
    return row ? (JSON.parse(row.value) as MirroredSession) : null;
  } catch {
    return null;
  }
}
