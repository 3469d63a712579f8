/// <reference lib="webworker" />
// The gallery and the sector list, kept by the service worker with the directories: written where the page's
// query persister restores them from, so that the page's main thread neither parses the whole gallery nor clones
// it into IndexedDB (2,000 photos: a structured clone of about 100 ms on a phone).
import { askKeptQuery, keptWholeQueries } from '@/app/kept-whole';
import { db } from '@/offline/db';
import { announce } from '@/offline/directory-channel';
import { cacheBuster, removeOutdatedQueries, storeQueryAnswer } from '@/offline/persister';

const buster = cacheBuster(__APP_VERSION__);

let running: Promise<boolean> | null = null;

/**
 * Asks each kept query and stores what changed; the pages are told. False when one could not be asked. A sync
 * already running is waited for, not asked twice.
 */
export function syncKeptWhole(): Promise<boolean> {
  running ??= askAndStore().finally(() => {
    running = null;
  });
  return running;
}

async function askAndStore(): Promise<boolean> {
  const results = await Promise.all(
    keptWholeQueries().map(async (options) => {
      try {
        if (await storeQueryAnswer(db, options.queryKey, await askKeptQuery(options), buster)) {
          announce({ type: 'kept-changed', queryKey: [...options.queryKey] });
        }
        return true;
      } catch (error) {
        console.warn('[sw] not kept', options.queryKey, error);
        return false;
      }
    }),
  );
  return results.every(Boolean);
}

/** A new version's first moments: the stored queries its pages would not restore go (never read by a page). */
export const removeQueriesOfOtherVersions = () =>
  removeOutdatedQueries(db, buster).catch((error: unknown) => console.warn('[sw] could not clean the stored queries', error));
