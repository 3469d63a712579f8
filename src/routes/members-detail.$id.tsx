import { createFileRoute } from '@tanstack/react-router';
import { MemberDetail } from '@/features/members/components/MemberDetail';
import { memberQueryOptions } from '@/features/members/queries';
import { preloadQuery } from '@/app/preload';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/members-detail/$id')({
  staticData: { menu: 'members' },
  loader: ({ context: { queryClient }, params }) => {
    const id = parseId(params.id);
    if (id !== null) return preloadQuery(queryClient, memberQueryOptions(queryClient, id));
  },
  component: MemberDetailRoute,
});

function MemberDetailRoute() {
  const { id } = Route.useParams();
  return <MemberDetail id={parseId(id)} />;
}
