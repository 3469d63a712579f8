import { useMemo } from 'react';
// Imported from Panda's own module: Panda's extractor only recognises `styled.ul` there.
import { styled } from 'styled-system/jsx';
import type { Media } from '@/api/types';
import { ResponsiveImage } from './ResponsiveImage';
import { toLightboxItems, useLightbox } from './Lightbox';
import { responsiveVars } from './responsive-vars';

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
    <styled.ul
      listStyleType="none"
      display="grid"
      // The columns are the caller's (data): CSS variables per breakpoint, read by these literal rules.
      gridTemplateColumns={{
        base: 'repeat(var(--columns-base), minmax(0, 1fr))',
        sm: 'repeat(var(--columns-sm), minmax(0, 1fr))',
        md: 'repeat(var(--columns-md), minmax(0, 1fr))',
        lg: 'repeat(var(--columns-lg), minmax(0, 1fr))',
        xl: 'repeat(var(--columns-xl), minmax(0, 1fr))',
        '2xl': 'repeat(var(--columns-2xl), minmax(0, 1fr))',
      }}
      style={responsiveVars('columns', columns ?? { base: 2, md: 3 })}
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
    </styled.ul>
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
    <styled.button
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
    </styled.button>
  );
}
