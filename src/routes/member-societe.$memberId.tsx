import { createFileRoute } from '@tanstack/react-router';
import { CompaniesDirectory } from '@/features/companies/components/CompaniesDirectory';
import { companiesQueryOptions } from '@/features/companies/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/offline/preload-query';
import { parseListSearch } from '@/lib/list-search';
import { idParam } from './-route-helpers';

export const Route = createFileRoute('/member-societe/$memberId')({
  staticData: { menu: 'companies' },
  params: { parse: ({ memberId }) => ({ memberId: idParam(memberId) }), stringify: ({ memberId }) => ({ memberId: String(memberId) }) },
  validateSearch: parseListSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([preloadQuery(queryClient, companiesQueryOptions()), preloadQuery(queryClient, taxonomyQueryOptions('sectors'))]),
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
      onSearchChange={(next) => navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
