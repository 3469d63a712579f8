import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetail } from '@/features/companies/components/CompanyDetail';
import { companyQueryOptions } from '@/features/companies/queries';
import { idParam, loadRecord } from './-route-helpers';

export const Route = createFileRoute('/societe-detail/$id')({
  staticData: { menu: 'companies' },
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  loader: ({ context: { queryClient }, params: { id } }) => loadRecord(queryClient, companyQueryOptions(queryClient, id)),
  component: CompanyDetailRoute,
});

function CompanyDetailRoute() {
  const { id } = Route.useParams();
  return <CompanyDetail id={id} />;
}
