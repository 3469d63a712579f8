import { useState, type CSSProperties } from 'react';
import type { Media } from '@/api/types';
import { needsCorsMode } from '@/offline/media-cache';

interface ResponsiveImageProps {
  media: Media | null;
  alt: string;
  /** Shown when there is no media or it fails to load (files in public/). */
  fallback: '/no-image.png' | '/no-image-found.jpg';
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks a rendition. */
  sizes: string;
  /** Intrinsic box used before the image loads, so nothing shifts. */
  width: number;
  height: number;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
  style?: CSSProperties;
  className?: string;
}

const SAME_ORIGIN = 'http://same-origin.invalid';

/** An image from Strapi with its renditions as srcset, a fixed box and a fallback. */
export function ResponsiveImage({ media, alt, fallback, sizes, width, height, eager, style, className }: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const usable = media && !failed;
  const srcSet = usable
    ? [...media.variants, ...(media.width ? [{ url: media.url, width: media.width }] : [])]
        .map((variant) => `${variant.url} ${variant.width}w`)
        .join(', ')
    : undefined;
  // Media on another origin (bucket, CDN) load in CORS mode so the service worker may store them.
  // The server renders media of its own origin only (relative /uploads URLs need no CORS mode there either);
  // a media host elsewhere is absolute, so the same answer comes out on both sides.
  const crossOrigin =
    usable && needsCorsMode(media.url, typeof window === 'undefined' ? SAME_ORIGIN : window.location.origin) ? 'anonymous' : undefined;
  return (
    <img
      src={usable ? media.url : fallback}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      crossOrigin={crossOrigin}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
      style={{ objectFit: 'cover', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, ...style }}
    />
  );
}
