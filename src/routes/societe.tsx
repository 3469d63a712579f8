import { createFileRoute } from '@tanstack/react-router';
import { CompaniesDirectory } from '@/features/companies/components/CompaniesDirectory';
import { companiesPageQueryOptions } from '@/features/companies/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/offline/preload-query';
import { parseListSearch } from '@/lib/list-search';
import { club } from '@/content/club';
import { companiesListHead } from '@/features/companies/head';
import { routeHead } from './-route-helpers';

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
  head: ({ match }) => routeHead(companiesListHead(club.name), match.context),
  component: CompaniesRoute,
});

function CompaniesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CompaniesDirectory
      search={search}
      onSearchChange={(update) => navigate({ search: (current) => update(current), replace: true, resetScroll: false })}
    />
  );
}
