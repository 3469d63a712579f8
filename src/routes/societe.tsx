import { createFileRoute } from '@tanstack/react-router';
import { CompaniesDirectory } from '@/features/companies/components/CompaniesDirectory';
import { companiesQueryOptions } from '@/features/companies/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/offline/preload-query';
import { parseListSearch } from '@/lib/list-search';

export const Route = createFileRoute('/societe')({
  staticData: { menu: 'companies' },
  validateSearch: parseListSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([preloadQuery(queryClient, companiesQueryOptions()), preloadQuery(queryClient, taxonomyQueryOptions('sectors'))]),
  component: CompaniesRoute,
});

function CompaniesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CompaniesDirectory search={search} onSearchChange={(next) => navigate({ search: next, replace: true, resetScroll: false })} />;
}
