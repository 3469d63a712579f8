// 'Disponible hors ligne', the mechanics: ask the browser to keep our storage, check the room left, and put
// a list of images into the service worker's media cache, a few at a time, resumably (what is stored is
// skipped). What to download is the app's business (app/offline-download.ts).
import { MEDIA_CACHE } from './media-cache';
import { mediaViewer, stillViewing } from './media-writes';

export interface DownloadProgress {
  done: number;
  total: number;
  bytes: number;
  failed: number;
  /** Already stored before this run (a resumed download skips them). */
  skipped: number;
}

/** Downloads the directory with its images, reporting progress; stops when `signal` aborts. */
export type OfflineDownloader = (onProgress: (progress: DownloadProgress) => void, signal?: AbortSignal) => Promise<DownloadProgress>;

/** Room we want before starting: the directory's images (in their small format) and space to spare on the device. */
export const MIN_FREE_BYTES = 25 * 1024 * 1024;

export class NotEnoughSpaceError extends Error {}

/** Asks the browser to keep our storage (no eviction under pressure) and checks the free quota. */
export async function prepareStorage(): Promise<{ persisted: boolean; freeBytes: number | null }> {
  const persisted = (await navigator.storage?.persist?.().catch(() => false)) ?? false;
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const freeBytes = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : null;
  if (freeBytes !== null && freeBytes < MIN_FREE_BYTES) throw new NotEnoughSpaceError();
  return { persisted, freeBytes };
}

/**
 * Stores every image of `urls` in the media cache (4 at a time: fast on Wi-Fi, gentle on a phone). The images are
 * those of `forViewer` (read before the list was made): once that viewer has logged out nothing more is written,
 * and an image written while the logout lands is taken back (media-writes.ts).
 */
export async function storeImages(
  urls: string[],
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
  forViewer: Promise<string | null> = mediaViewer(),
): Promise<DownloadProgress> {
  const startedFor = await forViewer;
  const cache = await caches.open(MEDIA_CACHE);
  const progress: DownloadProgress = { done: 0, total: urls.length, bytes: 0, failed: 0, skipped: 0 };
  onProgress({ ...progress });
  let viewerLeft = false;
  let next = 0;
  const worker = async () => {
    while (next < urls.length && !signal?.aborted && !viewerLeft) {
      const url = new URL(urls[next++], window.location.origin).href;
      try {
        if (await cache.match(url)) {
          progress.skipped += 1;
        } else {
          const response = await fetch(url, { signal });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const blob = await response.clone().blob();
          if (!(await stillViewing(startedFor))) {
            viewerLeft = true;
            break;
          }
          await cache.put(url, response);
          if (!(await stillViewing(startedFor))) {
            viewerLeft = true;
            await cache.delete(url);
            break;
          }
          progress.bytes += blob.size;
        }
      } catch (error) {
        if (signal?.aborted) break;
        progress.failed += 1;
        console.warn('[offline] could not store', url, error);
      }
      progress.done += 1;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return progress;
}
