import { imageOfStored, MEDIA, storedImage } from '@club/contract';
import { apiRequest } from './client';
import { isNotFound } from './errors';
import { mapMedia, toQueryString } from './strapi';
import type { StrapiEventPhoto, StrapiMedia } from './wire';
import type { Photo } from './types';

/**
 * The whole gallery as the phone keeps it (a query stored in IndexedDB): each photo in @club/contract's stored
 * form, a tuple whose renditions are rebuilt when read. As the app's Photo objects, with every rendition's URL,
 * 2,000 photos were 852 KB of the copy; as tuples, about 110 KB (issue 47).
 */
export interface StoredGallery {
  photos: unknown[];
}

/**
 * The club's event photos: one single-type entry (GET /api/event-photo) holding a media list.
 * No entry yet (404) means no photos, not an error.
 */
export async function fetchEventPhotos(): Promise<StoredGallery> {
  try {
    const response = await apiRequest<{ data: StrapiEventPhoto | null }>(
      `/api/event-photo${toQueryString({ fields: ['id'], populate: { Photo: MEDIA } })}`,
    );
    return { photos: (response.data?.Photo ?? []).filter((raw) => Boolean(raw?.url)).map(storedImage) };
  } catch (error) {
    if (isNotFound(error)) return { photos: [] };
    throw error;
  }
}

const readGalleries = new WeakMap<StoredGallery, Photo[]>();

const readPhotos = (stored: readonly unknown[]) =>
  stored.map((photo) => mapMedia(imageOfStored(photo) as StrapiMedia)).filter((photo): photo is Photo => photo !== null);

/** The kept gallery's photos, read once per answer. */
export function galleryPhotos(gallery: StoredGallery): Photo[] {
  let photos = readGalleries.get(gallery);
  if (!photos) {
    photos = readPhotos(gallery.photos);
    readGalleries.set(gallery, photos);
  }
  return photos;
}

/** Its first photos only (the home page's carousel): the rest is not read (2,000 photos: ~80 ms on a phone). */
export function firstGalleryPhotos(gallery: StoredGallery, count: number): Photo[] {
  return readGalleries.get(gallery)?.slice(0, count) ?? readPhotos(gallery.photos.slice(0, count));
}

export interface PhotoPage {
  items: Photo[];
  total: number;
  pageCount: number;
}

/** One page of the gallery, without the other photos (GET /api/event-photo/photos: /photos, the home carousel). */
export async function fetchEventPhotosPage(page: number, pageSize: number): Promise<PhotoPage> {
  const response = await apiRequest<{ data: StrapiMedia[]; meta: { pagination: { total: number; pageCount: number } } }>(
    `/api/event-photo/photos${toQueryString({ page, pageSize })}`,
  );
  return {
    items: response.data.map(mapMedia).filter((photo): photo is Photo => photo !== null),
    total: response.meta.pagination.total,
    pageCount: response.meta.pagination.pageCount,
  };
}
