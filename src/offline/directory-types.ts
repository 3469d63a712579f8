// The shapes the directory sync works with: the contract's (the server answers them, src/api maps the
// items), so offline/ and api/ share them without importing each other (offline/ knows IndexedDB, not Strapi).
import type { QueryKey } from '@tanstack/react-query';
import type { ChangesAnswer, PageAnswer, PageRequest, Removal, SyncedRecord } from '@club/contract';

export type { SyncedRecord, Removal, ChangesAnswer, PageRequest, PageAnswer };

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
