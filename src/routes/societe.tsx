import { createFileRoute } from '@tanstack/react-router';
import { CompaniesDirectory } from '@/features/companies/components/CompaniesDirectory';
import { companiesPageQueryOptions } from '@/features/companies/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/offline/preload-query';
import { parseListSearch } from '@/lib/list-search';

export const Route = createFileRoute('/societe')({
  staticData: { menu: 'companies' },
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => search,
  // Exactly the page shown: from the device once the directory is synced, else one small request.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      preloadQuery(queryClient, companiesPageQueryOptions(queryClient, deps)),
      preloadQuery(queryClient, taxonomyQueryOptions('sectors')),
    ]),
  component: CompaniesRoute,
});

function CompaniesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CompaniesDirectory search={search} onSearchChange={(next) => navigate({ search: next, replace: true, resetScroll: false })} />;
}
