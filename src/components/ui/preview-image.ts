import type { Media } from '@/api/types';

/** The rendition a link preview should use: the narrowest at least 600 px wide (previewers ask ≥ 600), else the largest. */
export function previewImage(media: Media | null | undefined): string | null {
  if (!media) return null;
  const renditions = [...media.variants, ...(media.width ? [{ url: media.url, width: media.width }] : [])];
  return renditions.find((rendition) => rendition.width >= 600)?.url ?? renditions.at(-1)?.url ?? media.url;
}
