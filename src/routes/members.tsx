import { createFileRoute } from '@tanstack/react-router';
import { MembersDirectory } from '@/features/members/components/MembersDirectory';
import { membersQueryOptions } from '@/features/members/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/offline/preload-query';
import { parseListSearch } from '@/lib/list-search';

export const Route = createFileRoute('/members')({
  staticData: { menu: 'members' },
  validateSearch: parseListSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([preloadQuery(queryClient, membersQueryOptions()), preloadQuery(queryClient, taxonomyQueryOptions('sectors'))]),
  component: MembersRoute,
});

function MembersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MembersDirectory search={search} onSearchChange={(next) => navigate({ search: next, replace: true, resetScroll: false })} />;
}
