import { createFileRoute } from '@tanstack/react-router';
import { CompaniesDirectory } from '@/features/companies/components/CompaniesDirectory';
import { companiesQueryOptions } from '@/features/companies/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { NotFound } from '@/components/layout/NotFound';
import { preloadQuery } from '@/app/preload';
import { parseListSearch } from '@/lib/list-search';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/member-societe/$memberId')({
  staticData: { menu: 'companies' },
  validateSearch: parseListSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      preloadQuery(queryClient, companiesQueryOptions()),
      preloadQuery(queryClient, taxonomyQueryOptions('sectors')),
    ]),
  component: MemberCompaniesRoute,
});

function MemberCompaniesRoute() {
  const { memberId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const id = parseId(memberId);
  if (id === null) return <NotFound />;
  return (
    <CompaniesDirectory
      memberId={id}
      search={search}
      onSearchChange={(next) => navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
