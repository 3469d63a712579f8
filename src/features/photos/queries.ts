import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchEventPhotos, fetchFirstEventPhotos } from '@/api/photos';

export const photoKeys = {
  all: ['event-photos'] as const,
  first: (count: number) => [...photoKeys.all, 'first', count] as const,
};

/** The club's event photo gallery (home carousel and /photos). */
export const eventPhotosQueryOptions = () =>
  queryOptions({
    queryKey: photoKeys.all,
    queryFn: fetchEventPhotos,
  });

/**
 * The gallery's first photos (the home page's carousel), in a query of their own: a server-rendered page carries
 * its queries' data in its HTML, and the whole gallery there would grow the home page with every photo the club
 * adds. From the whole gallery when the browser has it (kept for offline use, and offline restored from the
 * device); otherwise only those photos from the server (GET /api/event-photo/first), never the whole gallery.
 */
export const firstPhotosQueryOptions = (queryClient: QueryClient, count: number) =>
  queryOptions({
    queryKey: photoKeys.first(count),
    queryFn: async () => {
      const gallery = import.meta.env.SSR ? undefined : queryClient.getQueryData(eventPhotosQueryOptions().queryKey);
      if (gallery) return gallery.slice(0, count);
      if (!import.meta.env.SSR && !onlineManager.isOnline()) {
        return (await queryClient.ensureQueryData(eventPhotosQueryOptions())).slice(0, count);
      }
      return fetchFirstEventPhotos(count);
    },
  });
