// The shapes the directory sync works with: the contract's (the server answers them, src/api maps the
// items), so offline/ and api/ share them without importing each other (offline/ knows IndexedDB, not Strapi).
import type { QueryKey } from '@tanstack/react-query';
import type { ChangesAnswer, PageAnswer, PageRequest, Removal, StoredNames, SyncedRecord } from '@club/contract';

export type { SyncedRecord, Removal, ChangesAnswer, PageRequest, PageAnswer, StoredNames };

/**
 * One answer of a device's sync: its records in the form the device keeps (opaque here: the API layer writes it
 * and reads it back, @club/contract's directory-stored.ts), and the names those records refer to by id.
 */
export type StoredChanges = ChangesAnswer<unknown> & { names?: StoredNames };

/** What the sync needs of a directory: its name and its changes feed (the service worker has no more). */
export interface ChangesFeed {
  kind: string;
  /** Every answer after `since`, in one streamed request, each as it arrives. */
  streamChanges: (since: string | null) => AsyncIterable<StoredChanges>;
}

/** A directory as a feature describes it to the app: its feed, its list query and its page request. */
export interface DirectorySource<T> extends ChangesFeed {
  /** One answer after `since`, as the app's items (the server renderer's download: it keeps nothing). */
  fetchChanges: (since: string | null) => Promise<ChangesAnswer<T>>;
  listKey: QueryKey;
  fetchPage: (request: PageRequest) => Promise<PageAnswer<T>>;
  /** The request failed for want of a network (not an answer of the server's). */
  isUnreachable: (error: unknown) => boolean;
}
