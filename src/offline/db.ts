import Dexie, { type Table } from 'dexie';

// One IndexedDB database for the app's offline data, through Dexie (the stack's choice). The persisted Query cache is one row of a
// key-value table (the async persister writes a single serialised client state).
export interface KeyValueRow {
  key: string;
  value: string;
}

export class ClubDatabase extends Dexie {
  keyValue!: Table<KeyValueRow, string>;

  constructor(name = 'club-offline') {
    super(name);
    this.version(1).stores({ keyValue: 'key' });
  }
}

export const db = new ClubDatabase();
