import { Container, Text } from '@/components/design';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '@/components/ui/PageTitle';
import { Pagination } from '@/components/ui/Pagination';
import { EmptyState } from '@/components/ui/EmptyState';
import { LightboxGrid } from '@/components/ui/LightboxGrid';
import { clampPage, pageCount } from '@/lib/pagination';
import { scrollToTopSoon } from '@/lib/scroll';
import { useOnline } from '@/offline/use-online';
import { eventPhotosQueryOptions, photosPageQueryOptions } from '../queries';
import { photosTexts as t } from '../texts';
import { PHOTOS_PAGE_SIZE } from '../page-size';

/** Spec §9: pagination with a range of 5 and 2 margin pages (9 photos a page: ../page-size.ts). */
export const PHOTOS_PAGE_RANGE = 5;
export const PHOTOS_PAGE_MARGIN = 2;

interface PhotosGalleryProps {
  page: number;
  onPageChange: (page: number) => void;
}

export function PhotosGallery({ page: requestedPage, onPageChange }: PhotosGalleryProps) {
  // The whole gallery once the browser has it (the lightbox then browses every photo); until then the page asked
  // for, alone (what a server-rendered page brings).
  const whole = useQuery(eventPhotosQueryOptions());
  const onePage = useQuery({ ...photosPageQueryOptions(useQueryClient(), requestedPage, PHOTOS_PAGE_SIZE), enabled: !whole.data });
  const total = whole.data?.length ?? onePage.data?.total ?? 0;
  const totalPages = whole.data ? pageCount(total, PHOTOS_PAGE_SIZE) : (onePage.data?.pageCount ?? 1);
  const page = clampPage(requestedPage, totalPages);
  const from = whole.data ? (page - 1) * PHOTOS_PAGE_SIZE : 0;
  const photos = whole.data ?? onePage.data?.items ?? [];
  const loaded = whole.data !== undefined || onePage.data !== undefined;
  const online = useOnline();

  return (
    <>
      <PageTitle title={t.title} />
      <Container maxW="6xl" py="10">
        {/* A grid of 'Image indisponible' with no word on why was all an offline visitor saw. */}
        {!online && total > 0 && (
          <Text mb="6" color="fg.muted" data-testid="photos-offline-notice">
            {t.offlineNotice}
          </Text>
        )}
        {loaded && total === 0 ? (
          <EmptyState message={t.empty} />
        ) : (
          // The lightbox browses every photo; the grid shows the current page.
          <LightboxGrid
            galleryId="photos"
            photos={photos}
            from={from}
            to={from + PHOTOS_PAGE_SIZE}
            altFor={t.photoAlt}
            openLabel={t.openPhoto}
            columns={{ base: 1, sm: 2, md: 3 }}
            sizes="(min-width: 1152px) 370px, (min-width: 768px) 31vw, (min-width: 480px) 48vw, 100vw"
          />
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          range={PHOTOS_PAGE_RANGE}
          margin={PHOTOS_PAGE_MARGIN}
          onChange={(next) => {
            onPageChange(next);
            scrollToTopSoon();
          }}
        />
      </Container>
    </>
  );
}
