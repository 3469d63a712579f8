import { stringify } from 'qs-esm';
import { apiRequest } from './client';
import type { ImageVariant, Media, Taxon } from './types';
import type { StrapiListResponse, StrapiMedia, StrapiMediaFormat, StrapiNamed } from './wire';

// Strapi 5 wire format helpers: query strings, list envelopes, media.

/** Strapi's query string (bracket notation, values encoded), written by `qs-esm` (Payload's dependency-free fork of the `qs` that Strapi's docs use). */
export function toQueryString(params: object) {
  const query = stringify(params, { encodeValuesOnly: true });
  return query ? `?${query}` : '';
}

const PAGE_SIZE = 100; // Strapi's maximum page size (config/api.ts)

/**
 * Reads every page of a collection: the directories are small and kept whole for offline use. The first
 * page says how many there are; the others are asked for at once (on a phone's network the round trips,
 * not the bytes, are what make a long directory slow).
 */
export async function fetchAllPages<T>(path: string, params: object): Promise<T[]> {
  const pageUrl = (page: number) => `${path}${toQueryString({ ...params, pagination: { page, pageSize: PAGE_SIZE } })}`;
  const first = await apiRequest<StrapiListResponse<T>>(pageUrl(1));
  const others = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.pagination.pageCount - 1) }, (_, index) =>
      apiRequest<StrapiListResponse<T>>(pageUrl(index + 2)),
    ),
  );
  return [first, ...others].flatMap((response) => response.data);
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

export function mapTaxa(raw: StrapiNamed[] | null | undefined): Taxon[] {
  return (raw ?? []).map(({ id, Name }) => ({ id, name: Name }));
}

export const text = (value: string | null | undefined) => value ?? '';

/** The text fields a contract table names (the app's key → the Strapi attribute), '' when unset. */
export function texts<T extends Record<string, string>>(raw: object, fields: T): { [K in keyof T]: string } {
  const row = raw as Record<string, string | null | undefined>;
  return Object.fromEntries(Object.entries(fields).map(([key, attribute]) => [key, text(row[attribute])])) as { [K in keyof T]: string };
}
