import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchCompany } from '@/api/companies';
import { isNetworkError } from '@/api/errors';
import type { Company, Member } from '@/api/types';
import { memberSummaryOf } from '@/api/members';
import { cardsFromDirectory, cardsFromList, directoryListKey } from '@/offline/directory-references';
import { fetchDirectoryChanges, fetchDirectoryPage, streamDirectoryChanges } from '@/api/directory';
import { viewerKey } from '@/session/session';
import { readOne } from '@/offline/directory-store';
import { syncedDirectory } from '@/offline/directory-sync';
import { directoryPage } from '@/offline/directory-pages';
import type { DirectorySource } from '@/offline/directory-types';
import { DIRECTORY_PAGE_SIZE } from '@/components/ui/PagedCardGrid';
import type { ListSearch } from '@/lib/list-search';
import { filterCompanies } from './filter-companies';

export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
  page: (search: ListSearch) =>
    [...companyKeys.all, 'page', { q: search.q ?? '', sector: search.sector ?? null, page: search.page ?? 1 }] as const,
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
};

/** The companies directory as the sync sees it. */
export const companiesSource: DirectorySource<Company> = {
  kind: 'companies',
  listKey: companyKeys.list(),
  fetchChanges: (since) => fetchDirectoryChanges('companies', since),
  streamChanges: (since) => streamDirectoryChanges('companies', since),
  fetchPage: (request) => fetchDirectoryPage('companies', request),
  isUnreachable: isNetworkError,
};

/** The whole directory as synced on the device ('Mes sociétés' reads it); see membersQueryOptions. */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.list(),
    queryFn: () => syncedDirectory(companiesSource, viewerKey),
    meta: { stored: false },
  });

/** One page of the directory for the URL's search, sector and page (the first screen). */
export const companiesPageQueryOptions = (queryClient: QueryClient, search: ListSearch) =>
  queryOptions({
    queryKey: companyKeys.page(search),
    queryFn: () =>
      directoryPage(
        queryClient,
        companiesSource,
        viewerKey(),
        { q: search.q, sector: search.sector, page: search.page ?? 1, pageSize: DIRECTORY_PAGE_SIZE },
        (companies) => filterCompanies(companies, { search: search.q ?? '', sectorId: search.sector }),
      ),
  });

/** A company's page: from the server (one request), or from the synced directory offline. */
export const companyQueryOptions = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: async () => {
      try {
        return await fetchCompany(id);
      } catch (error) {
        const stored = isNetworkError(error) ? await readOne<Company>('companies', id) : undefined;
        // Its members are ids on the phone: their cards are the members directory's.
        if (stored) return { ...stored, members: await cardsFromDirectory('members', stored.members, memberSummaryOf) };
        throw error;
      }
    },
    // The list's copy, its members' cards from the members list in memory (else the page waits for its answer).
    initialData: () => {
      const listed = queryClient.getQueryData<Company[]>(companyKeys.list())?.find((company) => company.id === id);
      const members =
        listed && cardsFromList(listed.members, queryClient.getQueryData<Member[]>(directoryListKey('members')), memberSummaryOf);
      return listed && members ? { ...listed, members } : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(companyKeys.list())?.dataUpdatedAt,
  });
