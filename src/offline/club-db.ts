import type { ClubDatabase } from './db';

let load: (() => Promise<ClubDatabase>) | undefined;
let opening: Promise<ClubDatabase> | undefined;

/**
 * Says where the device store comes from: the app gives a dynamic import of db.ts (app/client.tsx), so Dexie and
 * the schema load on first use; the service worker gives the store it imports. Not imported here: in the
 * worker's bundle a dynamic import brings Vite's preload helper, whose `import.meta` a classic service worker
 * cannot parse.
 */
export function provideClubDb(loader: () => Promise<ClubDatabase>): void {
  load = loader;
  opening = undefined;
}

/**
 * The device store. Nothing a first visit needs before it is interactive reads it (the device side starts after
 * hydration), and Dexie was an eighth of the JavaScript that start waited for.
 */
export function clubDb(): Promise<ClubDatabase> {
  if (!load) return Promise.reject(new Error('[offline] the device store was not provided'));
  opening ??= load();
  return opening;
}

/** A store given by a caller (the tests, the service worker) or the app's own, loaded when first used. */
export type StoreRef = ClubDatabase | Promise<ClubDatabase>;
