import { useMemo } from 'react';
import { Box, Button, Container, Flex, Heading } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Carousel } from '@/components/ui/Carousel';
import { LightboxThumb } from '@/components/ui/LightboxGrid';
import { toLightboxItems, useLightbox } from '@/components/ui/Lightbox';
import { eventPhotosQueryOptions, firstPhotos, photosPageQueryOptions } from '@/features/photos/queries';
import { homeTexts as t } from '../texts';
import { HOME_GALLERY_MAX } from '../home-gallery';

/** Spec §9: the first 12 photos, 6 visible (fewer on small screens), autoplay every 1000 ms, no arrows. */
export const GALLERY_CAROUSEL = {
  autoplayDelay: 1000,
  speed: 500,
  visible: { base: 2, sm: 3, md: 4, lg: 6 },
  gap: 12,
  arrows: false,
} as const;

/** The carousel reads the first photos of the kept gallery, not all of them. */
const firstPhotosOf = firstPhotos(HOME_GALLERY_MAX);

export function PhotoCarousel() {
  // The whole gallery once the phone has it (the background sync keeps it current); until then, its first photos
  // (what a server-rendered page brings).
  const whole = useQuery({ ...eventPhotosQueryOptions(), select: firstPhotosOf, enabled: false });
  const first = useQuery({ ...photosPageQueryOptions(useQueryClient(), 1, HOME_GALLERY_MAX), enabled: !whole.data });
  const shown = whole.data ?? first.data?.items;
  const firstPhotos = useMemo(() => (shown ?? []).slice(0, HOME_GALLERY_MAX), [shown]);
  const items = useMemo(() => toLightboxItems(firstPhotos, t.photoAlt), [firstPhotos]);
  const lightbox = useLightbox({ galleryId: 'home', items });

  if (shown && firstPhotos.length === 0) return null;
  return (
    <Box as="section" py={{ base: '12', md: '16' }} bg="gray.50" aria-labelledby="galerie-titre">
      <Container maxW="7xl">
        <Heading id="galerie-titre" as="h2" size="3xl" color="brand.navy" textAlign="center" mb="8">
          {t.galleryTitle}
        </Heading>
        {/* Reserves the row's height while the photos arrive. */}
        <Box
          minH={{ base: '120px', md: '150px' }}
          onPointerEnter={() => void lightbox.preload()}
          onFocus={() => void lightbox.preload()}
          data-testid="home-gallery"
        >
          <Carousel
            items={firstPhotos}
            getKey={(photo) => photo.id}
            renderSlide={(photo, index) => (
              <LightboxThumb
                media={photo}
                alt={items[index].alt}
                label={t.openPhoto(items[index].alt)}
                pid={photo.id}
                sizes="(min-width: 1024px) 200px, (min-width: 768px) 25vw, (min-width: 480px) 33vw, 50vw"
                onOpen={() => lightbox.open(index)}
              />
            )}
            label={t.galleryLabel}
            {...GALLERY_CAROUSEL}
          />
        </Box>
        <Flex justify="center" mt="8">
          <Button asChild variant="outline" colorPalette="gray">
            <Link to="/photos">{t.galleryAll}</Link>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
