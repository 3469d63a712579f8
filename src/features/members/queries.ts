import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchMember, fetchMembers } from '@/api/members';
import type { Member } from '@/api/types';

export const memberKeys = {
  all: ['members'] as const,
  list: () => [...memberKeys.all, 'list'] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
};

export const membersQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.list(),
    queryFn: fetchMembers,
  });

/**
 * A member's page renders at once from the directory (offline too), then refreshes from the API. `shareKey`
 * (from the member's QR code or link) opens the page of a member hidden from the directory.
 */
export const memberQueryOptions = (queryClient: QueryClient, id: number, shareKey?: string) =>
  queryOptions({
    queryKey: memberKeys.detail(id),
    queryFn: () => fetchMember(id, shareKey),
    initialData: () => queryClient.getQueryData<Member[]>(memberKeys.list())?.find((member) => member.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(memberKeys.list())?.dataUpdatedAt,
  });
