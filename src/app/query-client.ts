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
        retry: (failureCount, error) => {
          if (isClientError(error)) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'online', retry: false },
    },
  });
}
