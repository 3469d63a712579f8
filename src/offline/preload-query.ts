import { onlineManager, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

// What route loaders call: wait for data only when waiting can help. Cached data (even stale) renders at
// once and refreshes in the background; offline with nothing cached, the page renders without it instead of
// hanging (the component says it is not available offline). Uncached is not unknown: each query restores its
// own IndexedDB row when it first runs (the per-query persister).

/**
 * Cached data shows at once and refreshes in the background; offline the query is started, not awaited (its
 * stored row or the synced directory answers in a few ms; a fetch with nothing stored would wait for the
 * network). True when the loader need not wait.
 */
function startWithoutWaiting<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  if (queryClient.getQueryData(options.queryKey) === undefined && onlineManager.isOnline()) return false;
  void queryClient.prefetchQuery(options);
  return true;
}

/** Starts (or refreshes) a query the page can show without: failures are only logged (the spec: no message). */
export async function preloadQuery<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  if (startWithoutWaiting(queryClient, options)) return;
  await queryClient.prefetchQuery(options);
}

/**
 * The query a page is about (a member, a company, an event): like preloadQuery, but a first fetch that
 * fails is thrown to the loader, which tells a missing record (404) from the rest.
 */
export async function ensureQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  if (startWithoutWaiting(queryClient, options)) return;
  await queryClient.fetchQuery(options);
}
