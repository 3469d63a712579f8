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
  const crossOrigin = usable && needsCorsMode(media.url, window.location.origin) ? 'anonymous' : undefined;
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
