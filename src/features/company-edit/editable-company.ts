import { queryOptions } from '@tanstack/react-query';
import { fetchEditableCompany } from '@/api/companies-write';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';

// What the route's loader needs, apart from the form and its save (queries.ts): the route tree is evaluated at
// every start, and importing the form's schema from here made each start evaluate the form validation too.

export const companyEditKeys = {
  edit: (id: number) => [PRIVATE_QUERY_ROOT, 'company-edit', id] as const,
};

/** The company being edited, fresh from the API with its member ids (private: never persisted). */
export const editableCompanyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyEditKeys.edit(id),
    queryFn: () => fetchEditableCompany(id),
    staleTime: 0,
  });

/** May this member edit the company? Only one of its members may (spec §5, §6). */
export const canEditCompany = (company: { memberIds: number[] }, memberId: number | null) =>
  memberId !== null && company.memberIds.includes(memberId);
