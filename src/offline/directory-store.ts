// The synced directories in IndexedDB (db.directory, db.syncState): reads for the screens and the writes of
// the sync. A first page is read through the sort-key index (its own rows, not the whole club); a search reads the whole
// directory once per change, in chunks that leave the main thread free between them.
import type { ClubDatabase, DirectoryRow, StoredRecord, SyncStateRow } from './db';
import type { StoredNames } from './directory-types';
import { clubDb } from './club-db';
import { mergeDelta, type Delta } from './merge-delta';

/** A stored record back into the app's item (its directory's names at hand). */
export type ItemReader = (kind: string, id: number, stored: unknown, names: StoredNames) => unknown;
let readItem: ItemReader = (_kind, _id, stored) => stored;

/**
 * Says how the records are read back: the app gives its API layer's reader (app/client.tsx), which knows the form
 * the sync wrote them in. Without one (the store's own tests) a record is read as it was written.
 */
export function provideItemReader(reader: ItemReader): void {
  readItem = reader;
}

const toRow = (record: StoredRecord): DirectoryRow => ({
  k: record.kind,
  i: record.id,
  c: record.changedAt,
  s: record.sortKey,
  v: record.item,
});

/** The rows of one directory, by id. */
const rowsOf = (db: ClubDatabase, kind: string) => db.directory.where('[k+i]').between([kind, 0], [kind, Infinity]);

/** The names a directory's records refer to by id. */
async function namesOf(kind: string): Promise<StoredNames> {
  return (await syncStateOf(kind))?.names ?? {};
}

// Small enough that reading and decoding one chunk stays well under a long task (50 ms) on a slow phone.
const CHUNK = 100;
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** The longest stretch of decoding between two yields. */
const SLICE_MS = 8;

export async function syncStateOf(kind: string): Promise<SyncStateRow | undefined> {
  try {
    const db = await clubDb();
    return await db.syncState.get(kind);
  } catch (error) {
    console.warn('[offline] could not read the sync state', error);
    return undefined;
  }
}

/** The whole directory is on the device: its screens are computed here (and work offline). */
export async function isComplete(kind: string, viewer: string | null): Promise<boolean> {
  // The server renderer has no device store: its pages always come from the API.
  if (import.meta.env.SSR) return false;
  const state = await syncStateOf(kind);
  return state?.complete === true && state.viewer === viewer;
}

/** How many records of a directory a first download has stored, of about how many. */
export interface PartialCopy {
  stored: number;
  expected: number;
}

/**
 * A first download under way for this viewer, with records on the device already: how many, and about how many the
 * whole directory has (those stored and those the server said were still to come).
 */
export async function partialCopy(kind: string, viewer: string | null): Promise<PartialCopy | undefined> {
  if (import.meta.env.SSR) return undefined;
  const state = await syncStateOf(kind);
  if (!state || state.complete || state.viewer !== viewer || !state.count) return undefined;
  return { stored: state.count, expected: state.count + (state.remaining ?? 0) };
}

/** Every record of a directory, in the server's order (sort key, then id); tombstones left out. */
export async function readAll<T>(kind: string): Promise<T[]> {
  const items: T[] = [];
  // Each chunk starts where the last one ended (its sort key, then its id among homonyms): an offset would make
  // the store walk past every row already read, again for each chunk, a cost that grows with the club's size.
  let after: { sortKey: string; id: number } | undefined;
  const db = await clubDb();
  const names = await namesOf(kind);
  for (;;) {
    const from = after;
    const rows = await db.directory
      .where('[k+s]')
      .between([kind, from?.sortKey ?? ''], [kind, '\uffff'], true, true)
      .filter((row) => !from || row.s !== from.sortKey || row.i > from.id)
      .limit(CHUNK)
      .toArray();
    // Reading a record back costs its decoding too: the main thread is let go every few milliseconds within a chunk.
    let sliceStart = performance.now();
    for (const row of rows) {
      if (row.v) items.push(readItem(kind, row.i, row.v, names) as T);
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToMain();
        sliceStart = performance.now();
      }
    }
    if (rows.length < CHUNK) break;
    const last = rows[rows.length - 1];
    after = { sortKey: last.s, id: last.i };
    await yieldToMain();
  }
  // Same sort key (homonyms): the index orders them by id, as the server does.
  return items;
}

/** Several records by id, in that order (undefined: not on the device, or a tombstone). */
export async function readMany<T>(kind: string, ids: readonly number[]): Promise<Array<T | undefined>> {
  if (import.meta.env.SSR || ids.length === 0) return ids.map(() => undefined);
  const db = await clubDb();
  const [rows, names] = await Promise.all([db.directory.bulkGet(ids.map((id) => [kind, id] as [string, number])), namesOf(kind)]);
  return rows.map((row) => (row?.v ? (readItem(kind, row.i, row.v, names) as T) : undefined));
}

/** One record (a detail page never opened, offline). */
export async function readOne<T>(kind: string, id: number): Promise<T | undefined> {
  if (import.meta.env.SSR) return undefined;
  const db = await clubDb();
  const [row, names] = await Promise.all([db.directory.get([kind, id]), namesOf(kind)]);
  return row?.v ? (readItem(kind, row.i, row.v, names) as T) : undefined;
}

/**
 * Applies one answer of the sync and moves the cursor, in one transaction: never half of it. An answer that
 * continues from a cursor (`from`) the store no longer holds is not applied (null): the directory was cleared
 * meanwhile (a logout in the page) or moved on by another sync, and these rows would sit alone under a cursor
 * that says the rest is there.
 */
export async function applyDelta(
  kind: string,
  delta: Delta,
  next: { cursor: string; complete: boolean; viewer: string | null; reset: boolean; remaining?: number; from?: string | null },
): Promise<number | null> {
  const db = await clubDb();
  return db.transaction('rw', db.directory, db.syncState, async () => {
    if (next.from != null) {
      const current = await db.syncState.get(kind);
      if (current?.cursor !== next.from || current.viewer !== next.viewer) return null;
    }
    if (next.reset) await rowsOf(db, kind).delete();
    const ids = [...delta.records.map((r) => r.id), ...delta.removed.map((r) => r.id)];
    const stored = new Map<number, Pick<StoredRecord, 'changedAt'>>();
    if (ids.length) {
      const rows = await db.directory.bulkGet(ids.map((id) => [kind, id] as [string, number]));
      rows.forEach((row) => row && stored.set(row.i, { changedAt: row.c }));
    }
    const writes = mergeDelta(kind, stored, delta);
    if (writes.length) await db.directory.bulkPut(writes.map(toRow));
    const previous = await db.syncState.get(kind);
    await db.syncState.put({
      kind,
      cursor: next.cursor,
      complete: next.complete,
      viewer: next.viewer,
      syncedAt: Date.now(),
      // Counted again when the sync ends (countRecords); meanwhile what came in is added.
      count: (next.reset ? 0 : (previous?.count ?? 0)) + delta.records.length,
      remaining: next.complete ? 0 : (next.remaining ?? 0),
      names: mergeNames(next.reset ? undefined : previous?.names, delta.names),
    });
    return writes.length;
  });
}

/** The names kept, with an answer's added (a name changed since replaces the one kept). */
function mergeNames(kept: StoredNames | undefined, added: StoredNames | undefined): StoredNames | undefined {
  if (!added) return kept;
  const merged: StoredNames = { ...kept };
  for (const [field, names] of Object.entries(added)) merged[field] = { ...merged[field], ...names };
  return merged;
}

/** Forgets a directory (another viewer, a reset). */
export async function clearDirectory(kind: string) {
  const db = await clubDb();
  await db.transaction('rw', db.directory, db.syncState, async () => {
    await rowsOf(db, kind).delete();
    await db.syncState.delete(kind);
  });
}

/** Counts the records a directory holds on the device (tombstones left out) and keeps the figure with its state. */
export async function countRecords(kind: string): Promise<number> {
  const db = await clubDb();
  return db.transaction('rw', db.directory, db.syncState, async () => {
    const count = await rowsOf(db, kind)
      .filter((row) => row.v !== null)
      .count();
    await db.syncState.update(kind, { count });
    return count;
  });
}

/** Every directory's sync state (the readiness and the offline banner's figures). */
export async function allSyncStates(): Promise<SyncStateRow[]> {
  try {
    const db = await clubDb();
    return await db.syncState.toArray();
  } catch {
    return [];
  }
}
