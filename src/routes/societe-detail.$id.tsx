import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetail } from '@/features/companies/components/CompanyDetail';
import { companyQueryOptions } from '@/features/companies/queries';
import { companyHead } from '@/features/companies/head';
import { idParam, loadRecord, routeHead } from './-route-helpers';

export const Route = createFileRoute('/societe-detail/$id')({
  staticData: { menu: 'companies' },
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const company = await loadRecord(queryClient, companyQueryOptions(queryClient, id));
    return company ? companyHead(company) : null;
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context),
  component: CompanyDetailRoute,
});

function CompanyDetailRoute() {
  const { id } = Route.useParams();
  return <CompanyDetail id={id} />;
}
