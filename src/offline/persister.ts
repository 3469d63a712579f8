import { OUTBOX_MAX_AGE_MS } from '@club/contract';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedClient,
  type PersistedQuery,
} from '@tanstack/react-query-persist-client';
import { hashKey, type Query, type QueryKey } from '@tanstack/react-query';
import type { StoreRef } from './club-db';
import { PRIVATE_QUERY_ROOT } from './private-queries';

// Two stores: every query in its own row of db.queries (TanStack's per-query persister: a page, a detail —
// one write per query, read when a screen asks for it), and the actions queued offline (paused mutations)
// in one small row of db.keyValue (the whole-client persister, which only it still uses).

/** The row of the queued actions (paused mutations). */
export const PERSIST_KEY = 'club-paused-mutations';
/** Bump when the shape of cached data changes: old caches are then dropped, not misread. */
export const DATA_SCHEMA_VERSION = 1;
/**
 * The cache and the queued actions (paused mutations) live this long: the contract's outbox age, which is also
 * how far back the server lets a door phone date a check-in.
 */
export const PERSIST_MAX_AGE = OUTBOX_MAX_AGE_MS;

/** The IndexedDB key-value table as the persister's storage; a failing IndexedDB never breaks the app. */
export function keyValueStorage(store: StoreRef): AsyncStorage<string> {
  return {
    getItem: async (key) => {
      try {
        return (await (await store).keyValue.get(key))?.value ?? null;
      } catch (error) {
        console.warn('[offline] could not read the stored cache', error);
        return null;
      }
    },
    setItem: async (key, value) => {
      try {
        await (await store).keyValue.put({ key, value });
      } catch (error) {
        console.warn('[offline] could not store the cache', error);
      }
    },
    removeItem: async (key) => {
      try {
        await (await store).keyValue.delete(key);
      } catch (error) {
        console.warn('[offline] could not remove the stored cache', error);
      }
    },
  };
}

export function createPersister(store: StoreRef) {
  return createAsyncStoragePersister({
    storage: keyValueStorage(store),
    key: PERSIST_KEY,
    throttleTime: 1000,
    // A corrupt row must not block start: treat it as "nothing stored" and refetch.
    deserialize: (cached) => {
      try {
        return JSON.parse(cached) as PersistedClient;
      } catch {
        return { buster: 'corrupt', timestamp: 0, clientState: { queries: [], mutations: [] } };
      }
    },
  });
}

/**
 * A query asked again that brought back the same data is written again only once its row is this old: the row
 * then keeps within the 7-day limit (PERSIST_MAX_AGE), and an app opened several times an hour writes nothing.
 */
export const REWRITE_UNCHANGED_AFTER = 60 * 60 * 1000;

/** The per-query table as the query persister's storage; stored as objects (no JSON to parse). */
export function queryStorage(store: StoreRef): Required<AsyncStorage<PersistedQuery>> {
  // What each row holds, as this app last read or wrote it. Every start asks each shown query again; when the
  // answer is unchanged, TanStack Query keeps the very same data object (structural sharing), and rewriting it
  // was pure waste: a large query (the photos of every event) was cloned and written again at each start.
  const known = new Map<string, { data: unknown; updatedAt: number }>();
  const remember = (key: string, value: PersistedQuery | null) => {
    if (value?.state) known.set(key, { data: value.state.data, updatedAt: value.state.dataUpdatedAt });
  };
  const unchanged = (key: string, value: PersistedQuery) => {
    const stored = known.get(key);
    return (
      stored !== undefined && stored.data === value.state.data && value.state.dataUpdatedAt - stored.updatedAt < REWRITE_UNCHANGED_AFTER
    );
  };
  const quietly = async <T>(what: string, fallback: T, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      console.warn(`[offline] could not ${what}`, error);
      return fallback;
    }
  };
  return {
    getItem: (key) =>
      quietly('read a stored query', null, async () => {
        const value = (await (await store).queries.get(key))?.value ?? null;
        remember(key, value);
        return value;
      }),
    setItem: (key, value) =>
      quietly('store a query', undefined, async () => {
        if (unchanged(key, value)) return;
        await (await store).queries.put({ key, value });
        remember(key, value);
      }),
    removeItem: (key) =>
      quietly('remove a stored query', undefined, async () => {
        known.delete(key);
        await (await store).queries.delete(key);
      }),
    entries: () =>
      quietly('list the stored queries', [], async () =>
        (await (await store).queries.toArray()).map((row) => [row.key, row.value] as [string, PersistedQuery]),
      ),
  };
}

/** A stored row that is not a persisted query (an older app, a broken write) is dropped, never read. */
function checkedQuery(value: PersistedQuery): PersistedQuery {
  const state = (value as Partial<PersistedQuery> | null)?.state;
  if (
    !value ||
    typeof value.queryHash !== 'string' ||
    !Array.isArray(value.queryKey) ||
    !state ||
    typeof state.dataUpdatedAt !== 'number'
  ) {
    throw new Error('not a persisted query');
  }
  return value;
}

/**
 * Queries kept per row (decided before the first fetch): not the private ones, and not those that say
 * `meta: { stored: false }` — the synced directories, which live in db.directory, and what is computed from
 * them whole (one row rewritten at every change of any record is what per-record storage avoids).
 */
export function shouldStoreQuery(query: Pick<Query, 'queryKey' | 'meta'>) {
  return query.queryKey[0] !== PRIVATE_QUERY_ROOT && query.meta?.stored !== false;
}

/** The start of every per-query row's key (TanStack's persister writes `${prefix}-${queryHash}`). */
const QUERY_ROW_PREFIX = 'q';

/** The row a query is kept in (db.queries). */
export const queryRowKey = (queryKey: QueryKey) => `${QUERY_ROW_PREFIX}-${hashKey(queryKey)}`;

export function createQueryPersister(store: StoreRef, buster: string) {
  return experimental_createQueryPersister<PersistedQuery>({
    storage: queryStorage(store),
    buster,
    maxAge: PERSIST_MAX_AGE,
    prefix: QUERY_ROW_PREFIX,
    serialize: (query) => query,
    deserialize: checkedQuery,
    // Fresh on every start: what is restored shows at once and is asked again at once, whatever its age
    // (a reload must show the sign-ups made elsewhere a moment ago).
    refetchOnRestore: 'always',
    filters: { predicate: shouldStoreQuery },
  });
}

export function cacheBuster(appVersion: string) {
  return `${appVersion}:${DATA_SCHEMA_VERSION}`;
}

/** A row that a persister with this buster would not restore (another app version, older than 7 days, unreadable). */
function isOutdated(value: PersistedQuery | undefined, buster: string, now: number) {
  try {
    const { state } = checkedQuery(value as PersistedQuery);
    return value?.buster !== buster || now - state.dataUpdatedAt > PERSIST_MAX_AGE;
  } catch {
    return true;
  }
}

/**
 * A query's answer written as the query persister restores it (the page restores it when a screen asks for it,
 * then asks again). The service worker keeps the gallery so: the page's main thread neither parses it nor clones it
 * into IndexedDB. An answer equal to the stored one is not written again (as in queryStorage). Says whether it wrote.
 */
export async function storeQueryAnswer(store: StoreRef, queryKey: QueryKey, data: unknown, buster: string): Promise<boolean> {
  const key = queryRowKey(queryKey);
  const now = Date.now();
  const database = await store;
  const stored = (await database.queries.get(key))?.value;
  if (
    stored &&
    !isOutdated(stored, buster, now) &&
    now - stored.state.dataUpdatedAt < REWRITE_UNCHANGED_AFTER &&
    JSON.stringify(stored.state.data) === JSON.stringify(data)
  ) {
    return false;
  }
  const value: PersistedQuery = {
    buster,
    queryKey,
    queryHash: hashKey(queryKey),
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: now,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
  await database.queries.put({ key, value });
  return true;
}

/**
 * Removes the rows no persister with this buster would restore (what TanStack's persisterGc does), row by row
 * through a cursor: the service worker runs it when a new version activates, so the page never reads every
 * stored query (the gallery among them) on its main thread. Returns how many rows went.
 */
export async function removeOutdatedQueries(store: StoreRef, buster: string): Promise<number> {
  const database = await store;
  const now = Date.now();
  const outdated: string[] = [];
  await database.queries.each((row) => {
    if (isOutdated(row.value, buster, now)) outdated.push(row.key);
  });
  await database.queries.bulkDelete(outdated);
  return outdated.length;
}
