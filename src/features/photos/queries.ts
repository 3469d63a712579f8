import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  fetchEventPhotos,
  fetchEventPhotosPage,
  firstGalleryPhotos,
  galleryPhotos,
  type PhotoPage,
  type StoredGallery,
} from '@/api/photos';
import type { Photo } from '@/api/types';
import { cutPage, fetchPageOrLast } from '@/lib/pagination';

export const photoKeys = {
  all: ['event-photos'] as const,
  page: (page: number, pageSize: number) => [...photoKeys.all, 'page', pageSize, page] as const,
};

/**
 * The club's event photo gallery, whole: the lightbox browses it, and it is kept for offline use. Its data is the
 * gallery's compact form (what IndexedDB keeps); a screen reads it as photos (`select`, or galleryPhotos).
 */
export const eventPhotosQueryOptions = () =>
  queryOptions({
    queryKey: photoKeys.all,
    queryFn: fetchEventPhotos,
    select: galleryPhotos,
  });

/** A `select` for the whole gallery's query that reads its first `count` photos only (a carousel's). */
export const firstPhotos = (count: number) => (gallery: StoredGallery) => firstGalleryPhotos(gallery, count);

/** A stale URL asking for page 300 of 223 shows page 223, as the directories do. */
function pageOf(all: readonly Photo[], page: number, pageSize: number): PhotoPage {
  const shown = cutPage(all, page, pageSize);
  return { items: shown.items, total: shown.total, pageCount: shown.totalPages };
}

/**
 * One page of the gallery (/photos: 9 a page; the home page's carousel: its first 12), in a query of its own: a
 * server-rendered page carries its queries' data in its HTML, and the whole gallery there grew the page with
 * every photo the club adds. From the whole gallery when the browser has it
 * (and offline, restored from the device); otherwise that page alone from the server (GET /api/event-photo/photos).
 */
export const photosPageQueryOptions = (queryClient: QueryClient, page: number, pageSize: number) =>
  queryOptions({
    queryKey: photoKeys.page(page, pageSize),
    queryFn: async (): Promise<PhotoPage> => {
      const gallery = import.meta.env.SSR ? undefined : queryClient.getQueryData(eventPhotosQueryOptions().queryKey);
      if (gallery) return pageOf(galleryPhotos(gallery), page, pageSize);
      if (!import.meta.env.SSR && !onlineManager.isOnline()) {
        return pageOf(galleryPhotos(await queryClient.ensureQueryData(eventPhotosQueryOptions())), page, pageSize);
      }
      return (await fetchPageOrLast(page, (asked) => fetchEventPhotosPage(asked, pageSize))).answer;
    },
  });
