import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { AsyncStorage, PersistedClient } from '@tanstack/react-query-persist-client';
import type { ClubDatabase } from './db';

export const PERSIST_KEY = 'club-query-cache';
/** Bump when the shape of cached data changes: old caches are then dropped, not misread. */
export const DATA_SCHEMA_VERSION = 1;
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/** The IndexedDB key-value table as the persister's storage; a failing IndexedDB never breaks the app. */
export function keyValueStorage(database: ClubDatabase): AsyncStorage<string> {
  return {
    getItem: async (key) => {
      try {
        return (await database.keyValue.get(key))?.value ?? null;
      } catch (error) {
        console.warn('[offline] could not read the stored cache', error);
        return null;
      }
    },
    setItem: async (key, value) => {
      try {
        await database.keyValue.put({ key, value });
      } catch (error) {
        console.warn('[offline] could not store the cache', error);
      }
    },
    removeItem: async (key) => {
      try {
        await database.keyValue.delete(key);
      } catch (error) {
        console.warn('[offline] could not remove the stored cache', error);
      }
    },
  };
}

export function createPersister(database: ClubDatabase) {
  return createAsyncStoragePersister({
    storage: keyValueStorage(database),
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

export function cacheBuster(appVersion: string) {
  return `${appVersion}:${DATA_SCHEMA_VERSION}`;
}
