import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
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
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'online', retry: false },
    },
  });
}
