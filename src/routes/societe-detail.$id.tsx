import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetail } from '@/features/companies/components/CompanyDetail';
import { companyQueryOptions } from '@/features/companies/queries';
import { preloadQuery } from '@/app/preload';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/societe-detail/$id')({
  staticData: { menu: 'companies' },
  loader: ({ context: { queryClient }, params }) => {
    const id = parseId(params.id);
    if (id !== null) return preloadQuery(queryClient, companyQueryOptions(queryClient, id));
  },
  component: CompanyDetailRoute,
});

function CompanyDetailRoute() {
  const { id } = Route.useParams();
  return <CompanyDetail id={parseId(id)} />;
}
