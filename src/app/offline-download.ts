import type { QueryClient } from '@tanstack/react-query';
import type { Photo } from '@/api/types';
import { galleryPhotos } from '@/api/photos';
import { membersQueryOptions } from '@/features/members/queries';
import { companiesQueryOptions } from '@/features/companies/queries';
import { eventsQueryOptions } from '@/features/events/queries';
import { eventPhotosQueryOptions } from '@/features/photos/queries';
import { storeImages, type DownloadProgress } from '@/offline/offline-download';
import { mediaViewer } from '@/offline/media-writes';
import { syncEverything } from './directories';
import { collectOfflineImages } from './offline-media';

/**
 * 'Disponible hors ligne': makes the whole directory available offline — the data (refetched now) and one
 * small rendition of every image, into the service worker's media cache. Resumable: what is stored is
 * skipped. Handed to the dialog by the layout (the dialog itself knows nothing of the directories).
 */
export async function downloadForOffline(
  queryClient: QueryClient,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadProgress> {
  // Whom the list below is made for: a logout during the sync must not let its images be stored afterwards.
  const viewer = mediaViewer();
  await syncEverything(queryClient);
  // The lists as the device now holds them (the worker synced them): read once, for their images.
  const [members, companies, events] = await Promise.all([
    queryClient.fetchQuery({ ...membersQueryOptions(), staleTime: 0 }),
    queryClient.fetchQuery({ ...companiesQueryOptions(), staleTime: 0 }),
    queryClient.fetchQuery({ ...eventsQueryOptions(), staleTime: 0 }),
  ]);
  const urls = collectOfflineImages({
    members,
    companies,
    events,
    // Kept by the worker (restored from the device here): the page no longer holds it in memory.
    photos: await queryClient
      .ensureQueryData(eventPhotosQueryOptions())
      .then(galleryPhotos)
      .catch((): Photo[] | undefined => undefined),
  });
  return storeImages(urls, onProgress, signal, viewer);
}
