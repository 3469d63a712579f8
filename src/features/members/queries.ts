import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchMember } from '@/api/members';
import { rotateShareKey } from '@/api/account';
import { isNetworkError } from '@/api/errors';
import type { Company, Member } from '@/api/types';
import { fetchDirectoryChanges, fetchDirectoryPage, streamDirectoryChanges } from '@/api/directory';
import { viewerKey } from '@/session/session';
import { readOne } from '@/offline/directory-store';
import { syncedDirectory } from '@/offline/directory-sync';
import { directoryPage } from '@/offline/directory-pages';
import type { DirectorySource } from '@/offline/directory-types';
import { DIRECTORY_PAGE_SIZE } from '@/components/ui/PagedCardGrid';
import type { ListSearch } from '@/lib/list-search';
import { filterMembers } from './filter-members';
import { completedCompanies, withCompanyCards } from './company-cards';
import { directoryListKey } from '@/offline/directory-references';

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
  streamChanges: (since) => streamDirectoryChanges('members', since),
  fetchPage: (request) => fetchDirectoryPage('members', request),
  isUnreachable: isNetworkError,
};

/**
 * The whole directory, as synced on the device (db.records): brought up to date first when online (only
 * what changed since the last sync travels), read from the device as it is when not.
 */
export const membersQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.list(),
    queryFn: () => syncedDirectory(membersSource, viewerKey),
    meta: { stored: false },
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
        const found = isNetworkError(error) ? await readOne<Member>('members', id) : undefined;
        // The directory's copy names the companies only: their cards come from the companies directory.
        const stored = found && (await withCompanyCards(found, (companyId) => readOne<Company>('companies', companyId)));
        // The directory's copy is the public one: the member's own share key (their QR code's ?cle=) is only in
        // the answer to their own request, kept here, so the code is the same offline (issue 44, point 12).
        const shareKey = queryClient.getQueryData<Member>(memberKeys.detail(id))?.shareKey;
        if (stored) return shareKey ? { ...stored, shareKey } : stored;
        throw error;
      }
    },
    // The list's copy, with its companies' cards when the companies directory is in memory too; a card missing
    // there shows its name until the member's own answer arrives.
    initialData: () => {
      const listed = queryClient.getQueryData<Member[]>(memberKeys.list())?.find((member) => member.id === id);
      const companies = queryClient.getQueryData<Company[]>(directoryListKey('companies'));
      if (!listed || !companies) return listed;
      const byId = new Map(companies.map((company) => [company.id, company]));
      return completedCompanies(listed, byId);
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(memberKeys.list())?.dataUpdatedAt,
  });

/** 'Changer mon lien de partage': a new share key for the member's own QR code; the old ones stop working. */
export function useRotateShareKeyMutation(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: rotateShareKey,
    onSuccess: (shareKey) => {
      queryClient.setQueryData<Member>(memberKeys.detail(memberId), (member) => (member ? { ...member, shareKey } : member));
    },
  });
}
