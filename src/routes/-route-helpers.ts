// Shared by the route files (the '-' prefix keeps the router plugin from taking it for a route).
import { notFound } from '@tanstack/react-router';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isNotFound } from '@/api/errors';
import { ensureQuery } from '@/offline/preload-query';
import { headTags, type PageHead } from '@/lib/page-head';
import { club } from '@/content/club';

/** params.parse of an id segment: a positive integer, else the 404 page ('/members-detail/abc'). */
export const idParam = (value: string): number => {
  if (!/^\d{1,10}$/.test(value) || Number(value) <= 0) throw notFound();
  return Number(value);
};

/**
 * The record a page shows: the 404 page when the server says it does not exist; other failures are only logged.
 * Returns the record when it is there (offline it may not be yet), for the page's head.
 */
export async function loadRecord<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | undefined> {
  try {
    await ensureQuery(queryClient, options);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    console.warn('[route] could not load', options.queryKey, error);
  }
  return queryClient.getQueryData<T>(options.queryKey);
}

/**
 * A route's `head()`: title, description, canonical, Open Graph, Twitter card and JSON-LD from the small
 * summary its loader returned (loader data travels in the server's HTML: a summary, not the record).
 * Nothing (the root's defaults stay) when the record is not there, e.g. offline on a first visit.
 */
export function routeHead(head: PageHead | null | undefined, context: { origin: string }, extra: { noIndex?: boolean } = {}) {
  if (!head) return {};
  const tags = headTags(head, { origin: context.origin, siteName: club.name });
  return extra.noIndex ? { ...tags, meta: [...tags.meta, { name: 'robots', content: 'noindex' }] } : tags;
}
