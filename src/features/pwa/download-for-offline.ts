import type { QueryClient } from '@tanstack/react-query';
import type { ClubEvent, Company, Member, Photo } from '@/api/types';
import { membersQueryOptions } from '@/features/members/queries';
import { companiesQueryOptions } from '@/features/companies/queries';
import { eventsQueryOptions } from '@/features/events/queries';
import { eventPhotosQueryOptions } from '@/features/photos/queries';
import { prefetchDirectories } from '@/app/directories';
import { MEDIA_CACHE } from '@/offline/media-cache';
import { collectOfflineImages } from './offline-media';

export interface DownloadProgress {
  done: number;
  total: number;
  bytes: number;
  failed: number;
  /** Already stored before this run (a resumed download skips them). */
  skipped: number;
}

/** Room we want before starting: the demo's images in small format take about 10 MB. */
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
 * Makes the whole directory available offline: the data (refetched now) and one small rendition of
 * every image, into the service worker's media cache. Resumable: what is stored is skipped.
 */
export async function downloadForOffline(
  queryClient: QueryClient,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadProgress> {
  await prefetchDirectories(queryClient);
  const urls = collectOfflineImages({
    members: queryClient.getQueryData<Member[]>(membersQueryOptions().queryKey),
    companies: queryClient.getQueryData<Company[]>(companiesQueryOptions().queryKey),
    events: queryClient.getQueryData<ClubEvent[]>(eventsQueryOptions().queryKey),
    photos: queryClient.getQueryData<Photo[]>(eventPhotosQueryOptions().queryKey),
  });
  const cache = await caches.open(MEDIA_CACHE);
  const progress: DownloadProgress = { done: 0, total: urls.length, bytes: 0, failed: 0, skipped: 0 };
  onProgress({ ...progress });

  // A few at a time: fast on Wi-Fi, gentle on a phone.
  let next = 0;
  const worker = async () => {
    while (next < urls.length && !signal?.aborted) {
      const url = new URL(urls[next++], window.location.origin).href;
      try {
        if (await cache.match(url)) {
          progress.skipped += 1;
        } else {
          const response = await fetch(url, { signal });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const blob = await response.clone().blob();
          await cache.put(url, response);
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
