import { useMemo } from 'react';
import { SimpleGrid, chakra } from '@chakra-ui/react';
import type { Media } from '@/api/types';
import { ResponsiveImage } from './ResponsiveImage';
import { toLightboxItems, useLightbox } from './Lightbox';

interface LightboxGridProps {
  /** `gid` in the URL hash. */
  galleryId: string;
  /** Every picture of the lightbox (it browses them all, even when the grid shows one page). */
  photos: readonly Media[];
  /** The slice the grid shows (a page); the whole list by default. */
  from?: number;
  to?: number;
  altFor: (index: number) => string;
  openLabel: (alt: string) => string;
  columns?: Record<string, number>;
  /** The `sizes` of one cell. */
  sizes: string;
}

/** A grid of photos; a click (or Enter) opens the lightbox on that photo, with download and zoom. */
export function LightboxGrid({ galleryId, photos, from = 0, to, altFor, openLabel, columns, sizes }: LightboxGridProps) {
  const items = useMemo(() => toLightboxItems(photos, altFor), [photos, altFor]);
  const lightbox = useLightbox({ galleryId, items });
  const end = to ?? photos.length;
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={columns ?? { base: 2, md: 3 }}
      gap="4"
      onPointerEnter={() => void lightbox.preload()}
      onFocus={() => void lightbox.preload()}
      data-gallery={galleryId}
    >
      {photos.slice(from, end).map((photo, offset) => {
        const index = from + offset;
        const alt = items[index].alt;
        return (
          <li key={photo.id}>
            <LightboxThumb
              alt={alt}
              label={openLabel(alt)}
              media={photo}
              sizes={sizes}
              onOpen={() => lightbox.open(index)}
              pid={photo.id}
            />
          </li>
        );
      })}
    </SimpleGrid>
  );
}

interface LightboxThumbProps {
  media: Media;
  alt: string;
  label: string;
  sizes: string;
  pid: number;
  onOpen: () => void;
  width?: number;
  height?: number;
}

/** One photo as a button that opens the lightbox (4:3 box, so nothing shifts while it loads). */
export function LightboxThumb({ media, alt, label, sizes, pid, onOpen, width = 400, height = 300 }: LightboxThumbProps) {
  return (
    <chakra.button
      type="button"
      display="block"
      w="full"
      p="0"
      borderRadius="md"
      overflow="hidden"
      cursor="zoom-in"
      bg="gray.200"
      aria-label={label}
      data-pid={pid}
      onClick={onOpen}
      _hover={{ opacity: 0.9 }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.accent', outlineOffset: '2px' }}
    >
      <ResponsiveImage media={media} alt={alt} fallback="/no-image-found.jpg" sizes={sizes} width={width} height={height} />
    </chakra.button>
  );
}
