import { createFileRoute } from '@tanstack/react-router';
import { CompaniesDirectory } from '@/features/companies/components/CompaniesDirectory';
import { companiesQueryOptions } from '@/features/companies/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/offline/preload-query';
import { parseListSearch } from '@/lib/list-search';
import { club } from '@/content/club';
import { companiesListHead } from '@/features/companies/head';
import { idParam, routeHead } from './-route-helpers';

export const Route = createFileRoute('/member-societe/$memberId')({
  staticData: { menu: 'companies' },
  params: { parse: ({ memberId }) => ({ memberId: idParam(memberId) }), stringify: ({ memberId }) => ({ memberId: String(memberId) }) },
  validateSearch: parseListSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([preloadQuery(queryClient, companiesQueryOptions()), preloadQuery(queryClient, taxonomyQueryOptions('sectors'))]),
  // The same list as /societe, filtered: its canonical URL is this page's own.
  head: ({ match, params }) => routeHead({ ...companiesListHead(club.name), path: `/member-societe/${params.memberId}` }, match.context),
  component: MemberCompaniesRoute,
});

function MemberCompaniesRoute() {
  const { memberId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CompaniesDirectory
      memberId={memberId}
      search={search}
      onSearchChange={(update) => navigate({ search: (current) => update(current), replace: true, resetScroll: false })}
    />
  );
}
