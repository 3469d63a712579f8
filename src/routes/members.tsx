import { createFileRoute } from '@tanstack/react-router';
import { MembersDirectory } from '@/features/members/components/MembersDirectory';
import { membersPageQueryOptions } from '@/features/members/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/offline/preload-query';
import { parseListSearch } from '@/lib/list-search';
import { club } from '@/content/club';
import { membersListHead } from '@/features/members/head';
import { routeHead } from './-route-helpers';

export const Route = createFileRoute('/members')({
  staticData: { menu: 'members' },
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => search,
  // Exactly the page shown: from the device once the directory is synced, else one small request.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      preloadQuery(queryClient, membersPageQueryOptions(queryClient, deps)),
      preloadQuery(queryClient, taxonomyQueryOptions('sectors')),
    ]),
  head: ({ match }) => routeHead(membersListHead(club.name), match.context),
  component: MembersRoute,
});

function MembersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MembersDirectory
      search={search}
      onSearchChange={(update) => navigate({ search: (current) => update(current), replace: true, resetScroll: false })}
    />
  );
}
