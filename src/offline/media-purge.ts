// At logout (or an expired session, or another account) the media cache goes whole. It holds what the member's
// session showed: photos of members hidden from the directory (their own), the door's attendees, whatever a
// signed-in page listed; a URL does not say whether an anonymous visitor could have seen it, so nothing is kept.
// Public images come back as the anonymous visitor browses or asks for 'Disponible hors ligne' again. The app's
// own files (the precache: icons, the placeholder images) are the same for everyone and stay.
import { MEDIA_CACHE, MEDIA_MAX_AGE_SECONDS } from './media-cache';

export async function purgeMediaCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(MEDIA_CACHE);
  // Workbox's expiration keeps each cached URL with its time in IndexedDB: those go as well. Loaded here, not at
  // start; offline without the worker the chunk may not load, and only those URLs (no image) would stay.
  try {
    const { CacheExpiration } = await import('workbox-expiration');
    await new CacheExpiration(MEDIA_CACHE, { maxAgeSeconds: MEDIA_MAX_AGE_SECONDS }).delete();
  } catch (error) {
    console.warn('[offline] could not forget the media cache’s expiration records', error);
  }
}
