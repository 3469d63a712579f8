import { createFileRoute } from '@tanstack/react-router';
import { PhotosGallery } from '@/features/photos/components/PhotosGallery';
import { PHOTOS_PAGE_SIZE } from '@/features/photos/page-size';
import { photosPageQueryOptions } from '@/features/photos/queries';
import { preloadQuery } from '@/offline/preload-query';
import { parseListSearch } from '@/lib/list-search';
import { photosHead } from '@/features/photos/head';
import { routeHead } from './-route-helpers';

export const Route = createFileRoute('/photos')({
  staticData: { menu: 'photos' },
  validateSearch: (raw: Record<string, unknown>): { page?: number } => ({ page: parseListSearch(raw).page }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The page shown: from the whole gallery once the browser has it, else that page alone.
  loader: ({ context: { queryClient }, deps }) =>
    preloadQuery(queryClient, photosPageQueryOptions(queryClient, deps.page, PHOTOS_PAGE_SIZE)),
  head: ({ match }) => routeHead(photosHead(), match.context),
  component: PhotosRoute,
});

function PhotosRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PhotosGallery
      page={page ?? 1}
      // Like the directories: the page lives in the URL (shareable), replacing the entry.
      onPageChange={(next) => navigate({ search: { page: next > 1 ? next : undefined }, replace: true, resetScroll: false })}
    />
  );
}
