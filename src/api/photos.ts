import { MEDIA } from '@club/contract';
import { apiRequest } from './client';
import { isNotFound } from './errors';
import { mapMedia, toQueryString } from './strapi';
import type { StrapiEventPhoto, StrapiMedia } from './wire';
import type { Photo } from './types';

/**
 * The club's event photos: one single-type entry (GET /api/event-photo) holding a media list.
 * No entry yet (404) means no photos, not an error.
 */
export async function fetchEventPhotos(): Promise<Photo[]> {
  try {
    const response = await apiRequest<{ data: StrapiEventPhoto | null }>(
      `/api/event-photo${toQueryString({ fields: ['id'], populate: { Photo: MEDIA } })}`,
    );
    return (response.data?.Photo ?? []).map(mapMedia).filter((photo): photo is Photo => photo !== null);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
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
