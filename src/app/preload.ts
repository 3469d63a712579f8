import { onlineManager, type QueryClient, type FetchQueryOptions } from '@tanstack/react-query';

/**
 * What route loaders call: wait for data only when waiting can help. Cached data (even stale)
 * renders at once and refreshes in the background; offline with nothing cached, the page renders
 * empty instead of hanging; a failed fetch is only logged (the spec: no user message).
 */
export async function preloadQuery(queryClient: QueryClient, options: FetchQueryOptions<any, any, any, any>) {
  const cached = queryClient.getQueryData(options.queryKey);
  if (cached !== undefined) {
    void queryClient.prefetchQuery(options);
    return;
  }
  if (!onlineManager.isOnline()) return;
  await queryClient.prefetchQuery(options);
}
