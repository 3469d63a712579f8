// One IndexedDB database for the app's offline data: a key-value table holding the persisted Query cache
// (the async persister writes one serialised client state per key).
//
// A few lines over IndexedDB rather than Dexie: only get/put/delete by key are needed, and Dexie weighed
// 30 KB gzip on every page's first load. Same database ('club-offline'), store ('keyValue', key path 'key')
// and version as the Dexie schema it replaces (Dexie's version 1 is IndexedDB version 10), so a phone that
// already holds the directory keeps it.
export interface KeyValueRow {
  key: string;
  value: string;
}

const STORE = 'keyValue';
const VERSION = 10;

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export class KeyValueTable {
  constructor(private readonly connect: () => Promise<IDBDatabase>) {}

  async get(key: string): Promise<KeyValueRow | undefined> {
    const db = await this.connect();
    return settle<KeyValueRow | undefined>(db.transaction(STORE, 'readonly').objectStore(STORE).get(key));
  }

  async put(row: KeyValueRow): Promise<string> {
    const db = await this.connect();
    const transaction = db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).put(row);
    await finished(transaction);
    return row.key;
  }

  async delete(key: string): Promise<void> {
    const db = await this.connect();
    const transaction = db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).delete(key);
    await finished(transaction);
  }
}

export class ClubDatabase {
  readonly keyValue: KeyValueTable;
  private connection: Promise<IDBDatabase> | undefined;

  constructor(readonly name = 'club-offline') {
    this.keyValue = new KeyValueTable(() => this.open());
  }

  private open(): Promise<IDBDatabase> {
    this.connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(this.name, VERSION);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'key' });
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading or deleting the database: let it, reconnect on the next call.
        db.onversionchange = () => {
          db.close();
          this.connection = undefined;
        };
        resolve(db);
      };
      request.onerror = () => {
        this.connection = undefined;
        reject(request.error);
      };
    });
    return this.connection;
  }

  /** Closes and deletes the whole database (tests). */
  async delete(): Promise<void> {
    const open = this.connection;
    this.connection = undefined;
    if (open) (await open.catch(() => undefined))?.close();
    await settle(indexedDB.deleteDatabase(this.name));
  }
}

export const db = new ClubDatabase();
