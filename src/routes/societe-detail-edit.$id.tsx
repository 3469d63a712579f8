import { createFileRoute, notFound } from '@tanstack/react-router';
import { CompanyEdit } from '@/features/company-edit/components/CompanyEdit';
import { canEditCompany, editableCompanyQueryOptions } from '@/features/company-edit/editable-company';
import { companyEditTexts } from '@/features/company-edit/texts';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { requireSession } from '@/session/require-session';
import { notify } from '@/lib/toasts';
import { preloadQuery } from '@/offline/preload-query';
import { idParam, loadRecord } from './-route-helpers';

// /societe-detail-edit/{id}: edits a company. Only one of its members may: anyone else gets the warning and
// the catch-all page (spec §2, §5); an unknown id is the 404 page.
export const Route = createFileRoute('/societe-detail-edit/$id')({
  staticData: { menu: 'register' },
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  // The session lives in the browser: the server renders the shell around it, the browser the page.
  ssr: false,
  beforeLoad: () => ({ user: requireSession() }),
  loader: async ({ context: { queryClient, user }, params: { id }, preload }) => {
    await Promise.all([
      ...(['sectors', 'skills', 'services'] as const).map((kind) => preloadQuery(queryClient, taxonomyQueryOptions(kind))),
      loadRecord(queryClient, editableCompanyQueryOptions(id)),
    ]);
    const company = queryClient.getQueryData(editableCompanyQueryOptions(id).queryKey);
    if (company && !canEditCompany(company, user.memberId)) {
      if (!preload) notify.warning(companyEditTexts.noAccess);
      throw notFound();
    }
  },
  component: CompanyEditRoute,
});

function CompanyEditRoute() {
  const { id } = Route.useParams();
  return <CompanyEdit id={id} />;
}
