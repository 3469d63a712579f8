// Shared by the service worker and the page ("download for offline"): which media are cached, where.

/** The Cache Storage cache holding /uploads images. */
export const MEDIA_CACHE = 'club-media';

const IMAGE_EXTENSION = /\.(?:png|jpe?g|webp|gif|avif)$/i;
const RENDITION_PREFIXES = ['thumbnail_', 'small_', 'medium_', 'large_'];

/** Images under /uploads only: videos use range requests and are never cached. */
export function isCacheableImage(pathname: string, destination?: string) {
  if (!pathname.startsWith('/uploads/')) return false;
  return destination === 'image' || IMAGE_EXTENSION.test(pathname);
}

/**
 * Strapi names renditions `<format>_<name>` next to the original `<name>`: the URLs of the other
 * renditions of the same image, smallest first, then the original.
 */
export function renditionCandidates(url: string): string[] {
  const parsed = new URL(url);
  const slash = parsed.pathname.lastIndexOf('/');
  const folder = parsed.pathname.slice(0, slash + 1);
  let file = parsed.pathname.slice(slash + 1);
  const prefix = RENDITION_PREFIXES.find((p) => file.startsWith(p));
  if (prefix) file = file.slice(prefix.length);
  const names = [...RENDITION_PREFIXES.map((p) => p + file), file];
  return names.map((name) => `${parsed.origin}${folder}${name}`).filter((candidate) => candidate !== `${parsed.origin}${parsed.pathname}`);
}
