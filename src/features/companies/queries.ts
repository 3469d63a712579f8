import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchCompanies, fetchCompany } from '@/api/companies';
import type { Company } from '@/api/types';

export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
};

/** The whole directory (kept for offline use); 'Mes sociétés' and the detail pages read from it too. */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.list(),
    queryFn: fetchCompanies,
  });

/** A company's page renders at once from the directory (offline too), then refreshes from the API. */
export const companyQueryOptions = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => fetchCompany(id),
    initialData: () => queryClient.getQueryData<Company[]>(companyKeys.list())?.find((company) => company.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(companyKeys.list())?.dataUpdatedAt,
  });
