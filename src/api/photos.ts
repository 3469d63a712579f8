import { ApiError, apiRequest } from './client';
import { MEDIA_FIELDS, mapMedia, toQueryString, type StrapiMedia } from './strapi';
import type { Photo } from './types';

interface StrapiEventPhoto {
  id: number;
  Photo?: StrapiMedia[] | null;
}

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
    if (error instanceof ApiError && error.isNotFound) return [];
    throw error;
  }
}
