import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '@/api/errors';
import { followBrowserOnlineState } from '@/offline/online-status';
import { PERSIST_MAX_AGE } from '@/offline/persister';

export function createQueryClient() {
  followBrowserOnlineState();

  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60 * 1000,
        // Kept at least as long as the persisted copy, or restored data would be collected at once.
        gcTime: PERSIST_MAX_AGE,
        // The server renderer never retries: a page waits for at most one answer (a retry's back-off held a
        // response for seconds when Strapi was down); the browser retries as before.
        retry: import.meta.env.SSR
          ? false
          : (failureCount, error) => {
              if (isClientError(error)) return false;
              return failureCount < 2;
            },
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'online', retry: false },
    },
  });
}
