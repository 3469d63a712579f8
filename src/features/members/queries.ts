import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchMember } from '@/api/members';
import { isNetworkError } from '@/api/errors';
import type { Member } from '@/api/types';
import { fetchDirectoryChanges, fetchDirectoryPage } from '@/api/directory';
import { viewerKey } from '@/session/session';
import { isComplete, readAll, readOne } from '@/offline/directory-store';
import { syncedDirectory } from '@/offline/directory-sync';
import { directoryPage } from '@/offline/directory-pages';
import type { DirectorySource } from '@/offline/directory-types';
import { DIRECTORY_PAGE_SIZE } from '@/components/ui/PagedCardGrid';
import type { ListSearch } from '@/lib/list-search';
import { filterMembers } from './filter-members';

export const memberKeys = {
  all: ['members'] as const,
  list: () => [...memberKeys.all, 'list'] as const,
  page: (search: ListSearch) =>
    [...memberKeys.all, 'page', { q: search.q ?? '', sector: search.sector ?? null, page: search.page ?? 1 }] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
};

/** The members directory as the sync sees it. */
export const membersSource: DirectorySource<Member> = {
  kind: 'members',
  listKey: memberKeys.list(),
  fetchChanges: (since) => fetchDirectoryChanges('members', since),
  fetchPage: (request) => fetchDirectoryPage('members', request),
};

/**
 * The whole directory, as synced on the device (db.records): brought up to date first when online (only
 * what changed since the last sync travels), read from the device as it is when not.
 */
export const membersQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.list(),
    queryFn: () => syncedDirectory(membersSource, viewerKey),
  });

/** One page of the directory for the URL's search, sector and page (the first screen). */
export const membersPageQueryOptions = (queryClient: QueryClient, search: ListSearch) =>
  queryOptions({
    queryKey: memberKeys.page(search),
    queryFn: () =>
      directoryPage(
        queryClient,
        membersSource,
        viewerKey(),
        { q: search.q, sector: search.sector, page: search.page ?? 1, pageSize: DIRECTORY_PAGE_SIZE },
        (members) => filterMembers(members, { search: search.q ?? '', sectorId: search.sector }),
      ),
  });

/** How many members the home page draws its eight from before the directory is synced. */
const TEASER_POOL = 48;

/**
 * The home page's pool of members to draw from: the whole synced directory, or before the sync one page of
 * the server's (one small request: the home page must not wait for the directory's download).
 */
export const membersTeaserQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: [...memberKeys.all, 'teaser'] as const,
    queryFn: async (): Promise<Member[]> => {
      if (await isComplete('members', viewerKey()))
        return queryClient.getQueryData<Member[]>(memberKeys.list()) ?? readAll<Member>('members');
      return (await fetchDirectoryPage('members', { pageSize: TEASER_POOL })).items;
    },
  });

/**
 * A member's page: from the server (one request), or from the synced directory offline. It renders at once
 * from the directory when that is in memory. `shareKey` (from the member's QR code or link) opens the page
 * of a member hidden from the directory.
 */
export const memberQueryOptions = (queryClient: QueryClient, id: number, shareKey?: string) =>
  queryOptions({
    queryKey: memberKeys.detail(id),
    queryFn: async () => {
      try {
        return await fetchMember(id, shareKey);
      } catch (error) {
        const stored = isNetworkError(error) ? await readOne<Member>('members', id) : undefined;
        if (stored) return stored;
        throw error;
      }
    },
    initialData: () => queryClient.getQueryData<Member[]>(memberKeys.list())?.find((member) => member.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(memberKeys.list())?.dataUpdatedAt,
  });
