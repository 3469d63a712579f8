// Shared by the route files (the '-' prefix keeps the router plugin from taking it for a route).
import { notFound } from '@tanstack/react-router';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isNotFound } from '@/api/errors';
import { ensureQuery } from '@/offline/preload-query';

/** params.parse of an id segment: a positive integer, else the 404 page ('/members-detail/abc'). */
export const idParam = (value: string): number => {
  if (!/^\d{1,10}$/.test(value) || Number(value) <= 0) throw notFound();
  return Number(value);
};

/** The record a page shows: the 404 page when the server says it does not exist; other failures are only logged. */
export async function loadRecord<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  try {
    await ensureQuery(queryClient, options);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    console.warn('[route] could not load', options.queryKey, error);
  }
}
