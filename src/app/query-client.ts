import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '@/api/errors';
import { followBrowserOnlineState } from '@/offline/online-status';
import { OUTBOX_MAX_AGE_MS } from '@club/contract';

/** The whole directories read from the device (each a list of every member, company or event). */
const DIRECTORY_LISTS = [
  ['members', 'list'],
  ['companies', 'list'],
  ['events', 'list'],
] as const;

export function createQueryClient() {
  followBrowserOnlineState();

  const client = new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60 * 1000,
        // Kept at least as long as the persisted copy (offline/persister.ts PERSIST_MAX_AGE, this same constant), or
        // restored data would be collected at once. Not imported from there: the persister is the device side's,
        // loaded after hydration.
        gcTime: OUTBOX_MAX_AGE_MS,
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
  // A whole directory is replaced, not merged: comparing the new copy with the old one, row by row and card by card,
  // took a tenth of a second of a phone's main thread each time a sync changed it (400 events and their attendees).
  for (const queryKey of DIRECTORY_LISTS) client.setQueryDefaults(queryKey, { structuralSharing: false });
  return client;
}
