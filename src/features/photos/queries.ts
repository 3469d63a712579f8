import { queryOptions } from '@tanstack/react-query';
import { fetchEventPhotos } from '@/api/photos';

export const photoKeys = {
  all: ['event-photos'] as const,
};

/** The club's event photo gallery (home carousel and /photos). */
export const eventPhotosQueryOptions = () =>
  queryOptions({
    queryKey: photoKeys.all,
    queryFn: fetchEventPhotos,
  });
