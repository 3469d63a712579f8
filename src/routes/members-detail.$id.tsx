import { createFileRoute } from '@tanstack/react-router';
import { MemberDetail } from '@/features/members/components/MemberDetail';
import { memberQueryOptions } from '@/features/members/queries';
import { preloadQuery } from '@/app/preload';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/members-detail/$id')({
  staticData: { menu: 'members' },
  // ?cle=… : the member's share key, carried by its QR code (it opens the page of a hidden member).
  validateSearch: (search: Record<string, unknown>): { cle?: string } => (typeof search.cle === 'string' && search.cle ? { cle: search.cle } : {}),
  loaderDeps: ({ search }) => ({ cle: search.cle }),
  loader: ({ context: { queryClient }, params, deps }) => {
    const id = parseId(params.id);
    if (id !== null) return preloadQuery(queryClient, memberQueryOptions(queryClient, id, deps.cle));
  },
  component: MemberDetailRoute,
});

function MemberDetailRoute() {
  const { id } = Route.useParams();
  const { cle } = Route.useSearch();
  return <MemberDetail id={parseId(id)} shareKey={cle} />;
}
