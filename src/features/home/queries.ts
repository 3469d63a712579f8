import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchDirectoryPage } from '@/api/directory';
import type { Member } from '@/api/types';
import { viewerKey } from '@/session/session';
import { isComplete, readAll } from '@/offline/directory-store';
import { memberKeys } from '@/features/members/queries';
import { pickRandom, seededRandom } from '@club/contract';

/** Spec §9: 8 members at random. */
export const TEASER_SIZE = 8;
/** The pool the home page draws its eight members from: small enough to be one stored row. */
export const TEASER_POOL = 48;

/** Today's number (the pool changes once a day, not at every refresh of the same visit). */
const today = () => Math.floor(Date.now() / 86_400_000);

/**
 * The home page's pool of members: drawn from the whole synced directory, or before the sync by the server
 * from the whole directory too (one small request: the home page never waits for the directory's download).
 * The server draws exactly the eight shown: a first visit's page carries eight members, not a pool.
 */
export const membersTeaserQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: [...memberKeys.all, 'teaser'] as const,
    queryFn: async (): Promise<Member[]> => {
      if (await isComplete('members', viewerKey())) {
        const all = queryClient.getQueryData<Member[]>(memberKeys.list()) ?? (await readAll<Member>('members'));
        return pickRandom(all, TEASER_POOL, seededRandom((today() % 997) / 997));
      }
      return (await fetchDirectoryPage('members', { sample: TEASER_SIZE })).items;
    },
  });
