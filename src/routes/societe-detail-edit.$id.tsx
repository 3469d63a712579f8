import { createFileRoute } from '@tanstack/react-router';
import { CompanyEdit } from '@/features/company-edit/components/CompanyEdit';
import { requireSession } from '@/features/auth/require-session';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/app/preload';
import { parseId } from '@/lib/route-params';

// /societe-detail-edit/{id}: edits a company (only one of its members may).
export const Route = createFileRoute('/societe-detail-edit/$id')({
  staticData: { menu: 'register' },
  beforeLoad: () => {
    requireSession();
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all(
      (['sectors', 'skills', 'services'] as const).map((kind) => preloadQuery(queryClient, taxonomyQueryOptions(kind))),
    ),
  component: CompanyEditRoute,
});

function CompanyEditRoute() {
  const { id } = Route.useParams();
  return <CompanyEdit id={parseId(id)} />;
}
