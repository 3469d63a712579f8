import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchMember } from '@/api/members';
import type { Member } from '@/api/types';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { memberKeys } from '@/features/members/queries';

// Apart from queries.ts: the route's loader needs only this, and queries.ts brings the save (its schema, zod and
// the form validation) into every start, since the route tree is evaluated at each one.

export const profileKeys = {
  edit: (id: number) => [PRIVATE_QUERY_ROOT, 'profile', id] as const,
  reminders: () => [PRIVATE_QUERY_ROOT, 'reminders'] as const,
};

/**
 * The member being edited, fresh from the API (private: never persisted). It starts from the public
 * copy when there is one, so the form shows at once (and offline), and refreshes right away.
 */
export const profileQueryOptions = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: profileKeys.edit(id),
    queryFn: () => fetchMember(id),
    // The copy the route's loader just fetched is fresh: the form does not ask again on mount (and wait under its
    // spinner for a second round trip). A saved profile updates this cache itself.
    staleTime: 30_000,
    initialData: () =>
      queryClient.getQueryData<Member>(memberKeys.detail(id)) ??
      queryClient.getQueryData<Member[]>(memberKeys.list())?.find((member) => member.id === id),
    initialDataUpdatedAt: 0,
  });
