import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { NotFound } from '@/components/layout/NotFound';
import { EditFormPage, EditFormPending } from '@/components/forms/EditFormPage';
import { notify } from '@/lib/toasts';
import { useSession } from '@/features/auth/use-session';
import { editableCompanyQueryOptions } from '../queries';
import { companyEditTexts as t } from '../texts';
import { CompanyForm } from './CompanyForm';

/** Someone who is not one of the company's members: the warning, then the catch-all page (spec §2, §5). */
function NoAccess() {
  useEffect(() => {
    notify.warning(t.noAccess);
  }, []);
  return <NotFound />;
}

function EditExistingCompany({ id, memberId }: { id: number; memberId: number | null }) {
  const query = useQuery(editableCompanyQueryOptions(id));

  if (query.error instanceof ApiError && query.error.isNotFound) return <NotFound />;
  if (query.data && (memberId === null || !query.data.memberIds.includes(memberId))) return <NoAccess />;
  return (
    <EditFormPage title={t.editTitle}>
      {query.data ? (
        <CompanyForm company={query.data} loading={query.isFetching} />
      ) : (
        <EditFormPending loadingLabel={t.loading} offlineText={t.offlineNoData} />
      )}
    </EditFormPage>
  );
}

/** /societe-detail-edit (create) and /societe-detail-edit/{id} (edit, members of the company only). */
export function CompanyEdit({ id }: { id: number | null | 'new' }) {
  const { user } = useSession();
  if (id === null) return <NotFound />;
  if (id !== 'new') return <EditExistingCompany key={id} id={id} memberId={user?.memberId ?? null} />;
  return (
    <EditFormPage title={t.createTitle}>
      <CompanyForm company={null} loading={false} />
    </EditFormPage>
  );
}
