// 'Prêt hors ligne' for the door: opened online, the screen keeps the attendee list (a persisted query), stores
// every attendee's photo (the rendition the row shows) in the media cache the service worker answers from offline,
// and has the worker store the scanner's decoder.
import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { DoorData, DoorPerson } from '@/api/door';
import { clubDb } from '@/offline/club-db';
import { storeImages } from '@/offline/offline-download';
import { storeOnDemandCode } from '@/offline/on-demand-code';
import { queryRowKey } from '@/offline/persister';
import { doorKeys } from './queries';
import { doorReadyKey as readyKey } from './door-ready-marks';

/** The rendition a row shows, and what is stored for offline use: the smallest. */
export const doorPhotoUrl = (person: Pick<DoorPerson, 'photo'>): string | null =>
  person.photo ? (person.photo.variants[0]?.url ?? person.photo.url) : null;

export type DoorReadiness = { state: 'ready' } | { state: 'preparing'; done: number; total: number } | { state: 'not-ready' };

/**
 * Waits until the list's own row is in IndexedDB (offline/persister.ts). A door opened by its URL
 * fetches the list before the app has set its persistence up (it starts after hydration): that first answer was
 * never written, and 'Prêt hors ligne' would have been a lie. The list is asked again until it is stored.
 */
async function listStored(queryClient: QueryClient, queryKey: QueryKey, signal: AbortSignal): Promise<boolean> {
  const row = queryRowKey(queryKey);
  const db = await clubDb();
  for (let attempt = 0; attempt < 15 && !signal.aborted; attempt += 1) {
    if (await db.queries.get(row).catch(() => undefined)) return true;
    await queryClient.refetchQueries({ queryKey, exact: true }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

export function useDoorOfflineReadiness(eventId: number, data: DoorData | undefined, online: boolean): DoorReadiness {
  const queryClient = useQueryClient();
  const [readiness, setReadiness] = useState<DoorReadiness>(() =>
    typeof localStorage !== 'undefined' && localStorage.getItem(readyKey(eventId)) ? { state: 'ready' } : { state: 'not-ready' },
  );
  const photoList = data ? data.people.map(doorPhotoUrl).filter((url): url is string => Boolean(url)) : null;
  const photos = photoList ? [...new Set(photoList)].join('\n') : null;

  useEffect(() => {
    if (!online || photos === null || typeof caches === 'undefined') return;
    const urls = photos ? photos.split('\n') : [];
    const controller = new AbortController();
    void navigator.storage?.persist?.().catch(() => false);
    void storeImages(
      urls,
      // Progress is shown only when there are photos to store and the door is not ready already: a door with no
      // photo flashed 'Préparation hors ligne… 0 / 0 photos' at each opening, a ready one 'Préparation…' again.
      (progress) =>
        progress.total > 0 &&
        setReadiness((current) =>
          current.state === 'ready' ? current : { state: 'preparing', done: progress.done, total: progress.total },
        ),
      controller.signal,
    )
      .then(async (progress) => {
        const [stored, code] = await Promise.all([
          listStored(queryClient, doorKeys.list(eventId), controller.signal),
          // The scanner's decoder (for a browser without BarcodeDetector): it is not in every member's precache.
          storeOnDemandCode('door'),
        ]);
        return { progress, stored: stored && code };
      })
      .then(({ progress, stored }) => {
        if (controller.signal.aborted) return;
        if (progress.failed === 0 && stored) {
          localStorage.setItem(readyKey(eventId), String(Date.now()));
          setReadiness({ state: 'ready' });
        } else {
          setReadiness({ state: 'not-ready' });
        }
      })
      .catch(() => setReadiness({ state: 'not-ready' }));
    return () => controller.abort();
  }, [eventId, online, photos, queryClient]);

  return readiness;
}
