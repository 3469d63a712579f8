// Shared by the service worker and the page ("download for offline"): which media are cached, where.

/** The Cache Storage cache holding media images (/uploads, and the media origin when set). */
export const MEDIA_CACHE = 'club-media';

/** How long an image stays in the media cache (the worker's expiration). */
export const MEDIA_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/** The origin of a URL, or '' when it is not an absolute http(s) URL. */
export function originOf(url: string | undefined | null): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

/**
 * The media host when images are not served by the app's origin (an S3 bucket or its CDN), set at build
 * time with VITE_MEDIA_ORIGIN (e.g. https://media.club.be); '' when media are under /uploads.
 */
export const MEDIA_ORIGIN = originOf(import.meta.env.VITE_MEDIA_ORIGIN as string | undefined);

const IMAGE_EXTENSION = /\.(?:png|jpe?g|webp|gif|avif)$/i;
const RENDITION_PREFIXES = ['thumbnail_', 'small_', 'medium_', 'large_'];

/** Images under /uploads only: videos use range requests and are never cached. */
export function isCacheableImage(pathname: string, destination?: string) {
  if (!pathname.startsWith('/uploads/')) return false;
  return destination === 'image' || IMAGE_EXTENSION.test(pathname);
}

/**
 * The service worker's rule: images under the app's own /uploads, or any image on the configured media
 * origin (the bucket's keys may have a prefix). Never another origin, never videos.
 */
export function isCacheableMediaRequest(url: URL, appOrigin: string, destination?: string, mediaOrigin = MEDIA_ORIGIN) {
  if (url.origin === appOrigin) return isCacheableImage(url.pathname, destination);
  if (!mediaOrigin || url.origin !== mediaOrigin) return false;
  return destination === 'image' || IMAGE_EXTENSION.test(url.pathname);
}

/**
 * An image on another origin must be requested in CORS mode (`crossorigin="anonymous"`): otherwise the
 * response is opaque (status 0, size unknown), the worker refuses to store it and it could not be read.
 * Same-origin and relative URLs stay as they are.
 */
export function needsCorsMode(url: string, pageOrigin: string): boolean {
  try {
    const resolved = new URL(url, pageOrigin);
    return (resolved.protocol === 'http:' || resolved.protocol === 'https:') && resolved.origin !== pageOrigin;
  } catch {
    return false;
  }
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
