// The shapes the directory sync works with. Structural: the API layer answers them without either layer
// importing the other (offline/ knows IndexedDB, not Strapi).
import type { QueryKey } from '@tanstack/react-query';

/** One record as the device keeps it. */
export interface SyncedRecord<T = unknown> {
  id: number;
  /** The server's change stamp (ms, the database's clock): the newer one wins. */
  changedAt: number;
  /** The server's sort key (normalised name): the device shows the same order as the server. */
  sortKey: string;
  item: T;
}

export interface Removal {
  id: number;
  at: number;
}

/** One answer of the sync. */
export interface ChangesAnswer<T> {
  records: Array<SyncedRecord<T>>;
  removed: Removal[];
  cursor: string;
  more: boolean;
  reset: boolean;
  /** About how many records are still to come (a first download's progress). */
  remaining: number;
}

export interface PageRequest {
  q?: string;
  sector?: number;
  page: number;
  pageSize: number;
}

export interface PageAnswer<T> {
  items: T[];
  total: number;
  pageCount: number;
}

/** What the sync needs of a directory: its name and its changes feed (the service worker has no more). */
export interface ChangesFeed<T> {
  kind: string;
  fetchChanges: (since: string | null) => Promise<ChangesAnswer<T>>;
}

/** A directory as a feature describes it to the app: its feed, its list query and its page request. */
export interface DirectorySource<T> extends ChangesFeed<T> {
  listKey: QueryKey;
  fetchPage: (request: PageRequest) => Promise<PageAnswer<T>>;
}
