import { apiRequest } from './client';
import type { ImageVariant, Media, Taxon } from './types';

// Strapi 5 wire format helpers: query strings, list envelopes, media.

export interface StrapiMediaFormat {
  url: string;
  width: number;
  height: number;
}

export interface StrapiMedia {
  id: number;
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', StrapiMediaFormat>> | null;
}

export interface StrapiListResponse<T> {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface StrapiEntityResponse<T> {
  data: T;
}

export const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText', 'formats'];

/** Appends `key=value` pairs in Strapi's bracket notation (populate[Logo][fields][0]=url). */
function appendParams(pairs: string[], prefix: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendParams(pairs, `${prefix}[${index}]`, item));
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) appendParams(pairs, prefix ? `${prefix}[${key}]` : key, item);
  } else {
    pairs.push(`${prefix}=${encodeURIComponent(String(value))}`);
  }
}

/**
 * Strapi's query string, keys in brackets and values encoded (what `qs.stringify(params,
 * { encodeValuesOnly: true })` writes). Hand-written: qs and its dependencies weigh 18 KB gzip on every page.
 */
export function toQueryString(params: object) {
  const pairs: string[] = [];
  appendParams(pairs, '', params);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const PAGE_SIZE = 100; // Strapi's maximum page size (config/api.ts)

/** Reads every page of a collection: the directories are small and kept whole for offline use. */
export async function fetchAllPages<T>(path: string, params: object): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await apiRequest<StrapiListResponse<T>>(
      `${path}${toQueryString({ ...params, pagination: { page, pageSize: PAGE_SIZE } })}`,
    );
    items.push(...response.data);
    if (page >= response.meta.pagination.pageCount) return items;
  }
}

export function mapMedia(raw: StrapiMedia | null | undefined): Media | null {
  if (!raw?.url) return null;
  const variants: ImageVariant[] = Object.values(raw.formats ?? {})
    .filter((format): format is StrapiMediaFormat => Boolean(format?.url && format.width))
    .map(({ url, width, height }) => ({ url, width, height }))
    .sort((a, b) => a.width - b.width);
  return {
    id: raw.id,
    url: raw.url,
    width: raw.width ?? null,
    height: raw.height ?? null,
    alt: raw.alternativeText ?? null,
    variants,
  };
}

export function firstMedia(raw: StrapiMedia[] | StrapiMedia | null | undefined): Media | null {
  if (Array.isArray(raw)) return mapMedia(raw[0]);
  return mapMedia(raw);
}

export function mapTaxa(raw: { id: number; Name: string }[] | null | undefined): Taxon[] {
  return (raw ?? []).map(({ id, Name }) => ({ id, name: Name }));
}

export const text = (value: string | null | undefined) => value ?? '';
