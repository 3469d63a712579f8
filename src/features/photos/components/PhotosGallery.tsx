import { Container } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/ui/PageTitle';
import { Pagination } from '@/components/ui/Pagination';
import { EmptyState } from '@/components/ui/EmptyState';
import { LightboxGrid } from '@/components/ui/LightboxGrid';
import { clampPage, pageCount } from '@/lib/pagination';
import { scrollToTopSoon } from '@/lib/scroll';
import { eventPhotosQueryOptions } from '../queries';
import { photosTexts as t } from '../texts';

/** Spec §9: 9 photos a page; pagination with a range of 5 and 2 margin pages. */
export const PHOTOS_PAGE_SIZE = 9;
export const PHOTOS_PAGE_RANGE = 5;
export const PHOTOS_PAGE_MARGIN = 2;

interface PhotosGalleryProps {
  page: number;
  onPageChange: (page: number) => void;
}

export function PhotosGallery({ page: requestedPage, onPageChange }: PhotosGalleryProps) {
  const photos = useQuery(eventPhotosQueryOptions());
  const all = photos.data ?? [];
  const totalPages = pageCount(all.length, PHOTOS_PAGE_SIZE);
  const page = clampPage(requestedPage, totalPages);
  const from = (page - 1) * PHOTOS_PAGE_SIZE;

  return (
    <>
      <PageTitle title={t.title} />
      <Container maxW="6xl" py="10">
        {photos.data && all.length === 0 ? (
          <EmptyState message={t.empty} />
        ) : (
          // The lightbox browses every photo; the grid shows the current page.
          <LightboxGrid
            galleryId="photos"
            photos={all}
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
