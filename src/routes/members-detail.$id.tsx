import { createFileRoute } from '@tanstack/react-router';
import { MemberDetail } from '@/features/members/components/MemberDetail';
import { memberQueryOptions } from '@/features/members/queries';
import { memberHead } from '@/features/members/head';
import { idParam, loadRecord, routeHead } from './-route-helpers';

export const Route = createFileRoute('/members-detail/$id')({
  staticData: { menu: 'members' },
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  // ?cle=… : the member's share key, carried by its QR code (it opens the page of a hidden member).
  validateSearch: (search: Record<string, unknown>): { cle?: string } =>
    typeof search.cle === 'string' && search.cle ? { cle: search.cle } : {},
  loaderDeps: ({ search }) => ({ cle: search.cle }),
  loader: async ({ context: { queryClient }, params: { id }, deps }) => {
    const member = await loadRecord(queryClient, memberQueryOptions(queryClient, id, deps.cle));
    return member ? memberHead(member) : null;
  },
  // A page opened with its share key (a member hidden from the directory) is kept out of search engines.
  head: ({ loaderData, match }) => routeHead(loaderData, match.context, { noIndex: Boolean(match.search.cle) }),
  component: MemberDetailRoute,
});

function MemberDetailRoute() {
  const { id } = Route.useParams();
  const { cle } = Route.useSearch();
  return <MemberDetail id={id} shareKey={cle} />;
}
