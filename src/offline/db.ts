import Dexie, { type Table } from 'dexie';
import type { StoredNames, SyncedRecord } from './directory-types';
import type { PersistedQuery } from '@tanstack/react-query-persist-client';
import type { OutboxRow } from './outbox-rules';

// One IndexedDB database for the app's offline data, through Dexie (the stack's choice):
// - `queries`: one row per persisted Query (TanStack's per-query persister): a page, a member's detail…;
//   writing one query touches only its row, and nothing is parsed before a screen asks for it;
// - `directory`: the synced directories, one row per member, company or event (with its change stamp and
//   sort key, indexed so a first page is read without loading the rest); a deleted record stays as a
//   tombstone (item: null) so an older copy arriving late cannot bring it back. Its rows' keys are one letter
//   each (DirectoryRow): at 10,000 members their names alone were 0.3 MB of the copy;
// - `syncState`: per directory, the sync cursor, whether the download is complete, and for whom;
// - `keyValue`: the actions queued offline (paused mutations), one small row; the session as the service
//   worker reads it;
// - `outbox`: each action queued offline as a plain request (outbox.ts), which the page and the service
//   worker both deliver, each claiming it first, so it reaches the server once.
export interface KeyValueRow {
  key: string;
  value: string;
}

export interface QueryRow {
  key: string;
  value: PersistedQuery;
}

/** A synced record of the directory `kind`; `item: null` is a tombstone. */
export type StoredRecord = Omit<SyncedRecord, 'item'> & { kind: string; item: unknown };

/** A StoredRecord as the `directory` table keeps it (directory-store.ts converts). */
export interface DirectoryRow {
  /** kind */
  k: string;
  /** id */
  i: number;
  /** changedAt */
  c: number;
  /** sortKey */
  s: string;
  /** item (null: a tombstone) */
  v: unknown;
}

export interface SyncStateRow {
  kind: string;
  cursor: string | null;
  /** The whole directory is on the device (a first download finished). */
  complete: boolean;
  /** Who the rows were answered for (contacts depend on it). */
  viewer: string | null;
  syncedAt: number;
  /** Records on the device (tombstones left out), counted when a sync ends. */
  count?: number;
  /** About how many records the download still waits for (0 once complete). */
  remaining?: number;
  /** The names the records refer to by id (sectors, skills, services), per field: id → name. */
  names?: StoredNames;
}

export class ClubDatabase extends Dexie {
  keyValue!: Table<KeyValueRow, string>;
  queries!: Table<QueryRow, string>;
  directory!: Table<DirectoryRow, [string, number]>;
  syncState!: Table<SyncStateRow, string>;
  outbox!: Table<OutboxRow, string>;

  constructor(name = 'club-offline') {
    super(name);
    this.version(1).stores({ keyValue: 'key' });
    // Version 2: per-query and per-record storage; the former single cache row is dropped (it is refetched).
    this.version(2)
      .stores({ keyValue: 'key', queries: 'key', records: '[kind+id], [kind+sortKey], changedAt', syncState: 'kind' })
      .upgrade((tx) => tx.table('keyValue').delete('club-query-cache'));
    // Version 3: the outbox (a new table; every other table and row is kept).
    this.version(3).stores({ outbox: 'id, state' });
    // Version 4: records kept in their compact form (@club/contract's directory-stored.ts; issue 47), in a table of
    // their own with one-letter keys. The copies in the former form go with their cursors: the next sync downloads the
    // directories again. No index on the change stamp: nothing read it.
    this.version(4)
      .stores({ records: null, directory: '[k+i], [k+s]' })
      .upgrade((tx) => tx.table('syncState').clear());
  }
}

export const db = new ClubDatabase();
