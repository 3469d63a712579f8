import { apiRequest } from './client';
import { isNotFound } from './errors';
import { MEDIA_FIELDS, mapMedia, toQueryString } from './strapi';
import type { StrapiEventPhoto, StrapiMedia } from './wire';
import type { Photo } from './types';

/**
 * The club's event photos: one single-type entry (GET /api/event-photo) holding a media list.
 * No entry yet (404) means no photos, not an error.
 */
export async function fetchEventPhotos(): Promise<Photo[]> {
  try {
    const response = await apiRequest<{ data: StrapiEventPhoto | null }>(
      `/api/event-photo${toQueryString({ fields: ['id'], populate: { Photo: { fields: MEDIA_FIELDS } } })}`,
    );
    return (response.data?.Photo ?? []).map(mapMedia).filter((photo): photo is Photo => photo !== null);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

/** The gallery's first `count` photos, without the others (GET /api/event-photo/first: the home page's carousel). */
export async function fetchFirstEventPhotos(count: number): Promise<Photo[]> {
  const response = await apiRequest<{ data: StrapiMedia[] }>(`/api/event-photo/first${toQueryString({ count })}`);
  return response.data.map(mapMedia).filter((photo): photo is Photo => photo !== null);
}
