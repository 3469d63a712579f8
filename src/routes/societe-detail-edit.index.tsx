import { createFileRoute } from '@tanstack/react-router';
import { CompanyEdit } from '@/features/company-edit/components/CompanyEdit';
import { requireSession } from '@/session/require-session';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/offline/preload-query';

// /societe-detail-edit: a new company (its sibling societe-detail-edit.$id.tsx edits one).
export const Route = createFileRoute('/societe-detail-edit/')({
  staticData: { menu: 'register' },
  // The session lives in the browser: the server renders the shell around it, the browser the page.
  ssr: false,
  beforeLoad: () => {
    requireSession();
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all((['sectors', 'skills', 'services'] as const).map((kind) => preloadQuery(queryClient, taxonomyQueryOptions(kind)))),
  component: () => <CompanyEdit id="new" />,
});
