// The shapes the directory sync works with: the contract's (the server answers them, src/api maps the
// items), so offline/ and api/ share them without importing each other (offline/ knows IndexedDB, not Strapi).
import type { QueryKey } from '@tanstack/react-query';
import type { ChangesAnswer, PageAnswer, PageRequest, Removal, SyncedRecord } from '@club/contract';

export type { SyncedRecord, Removal, ChangesAnswer, PageRequest, PageAnswer };

/** What the sync needs of a directory: its name and its changes feed (the service worker has no more). */
export interface ChangesFeed<T> {
  kind: string;
  /** One answer after `since` (the server renderer's download). */
  fetchChanges: (since: string | null) => Promise<ChangesAnswer<T>>;
  /** Every answer after `since`, in one streamed request, each as it arrives (a device's sync). */
  streamChanges?: (since: string | null) => AsyncIterable<ChangesAnswer<T>>;
}

/** A directory as a feature describes it to the app: its feed, its list query and its page request. */
export interface DirectorySource<T> extends ChangesFeed<T> {
  listKey: QueryKey;
  fetchPage: (request: PageRequest) => Promise<PageAnswer<T>>;
  /** The request failed for want of a network (not an answer of the server's). */
  isUnreachable: (error: unknown) => boolean;
}
