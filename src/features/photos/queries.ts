import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchEventPhotos } from '@/api/photos';

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
 * adds. From the whole gallery when the browser has it (kept for offline use); else read from the server, which
 * cannot page a media field (Strapi): the Node server reads the gallery on loopback and keeps the first ones.
 */
export const firstPhotosQueryOptions = (queryClient: QueryClient, count: number) =>
  queryOptions({
    queryKey: photoKeys.first(count),
    queryFn: async () => {
      const all = import.meta.env.SSR ? await fetchEventPhotos() : await queryClient.ensureQueryData(eventPhotosQueryOptions());
      return all.slice(0, count);
    },
  });
