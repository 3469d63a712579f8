// 'Prêt hors ligne' for the door: opened online, the screen keeps the attendee list (a persisted query) and stores
// every attendee's photo (the rendition the row shows) in the media cache the service worker answers from offline.
import { useEffect, useState } from 'react';
import type { DoorData, DoorPerson } from '@/api/door';
import { storeImages } from '@/offline/offline-download';

/** The rendition a row shows, and what is stored for offline use: the smallest. */
export const doorPhotoUrl = (person: Pick<DoorPerson, 'photo'>): string | null =>
  person.photo ? (person.photo.variants[0]?.url ?? person.photo.url) : null;

export type DoorReadiness = { state: 'ready' } | { state: 'preparing'; done: number; total: number } | { state: 'not-ready' };

const readyKey = (eventId: number) => `club-door-ready:${eventId}`;

export function useDoorOfflineReadiness(eventId: number, data: DoorData | undefined, online: boolean): DoorReadiness {
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
      (progress) => setReadiness({ state: 'preparing', done: progress.done, total: progress.total }),
      controller.signal,
    )
      .then((progress) => {
        if (controller.signal.aborted) return;
        if (progress.failed === 0) {
          localStorage.setItem(readyKey(eventId), String(Date.now()));
          setReadiness({ state: 'ready' });
        } else {
          setReadiness({ state: 'not-ready' });
        }
      })
      .catch(() => setReadiness({ state: 'not-ready' }));
    return () => controller.abort();
  }, [eventId, online, photos]);

  return readiness;
}
