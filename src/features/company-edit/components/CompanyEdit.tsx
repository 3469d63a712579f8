import { notFound } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { EditFormPage, EditFormPending } from '@/components/forms/EditFormPage';
import { useDeferredRecord } from '@/components/forms/use-deferred-record';
import { useSession } from '@/session/use-session';
import { canEditCompany, editableCompanyQueryOptions } from '../editable-company';
import { companyEditTexts as t } from '../texts';
import { CompanyForm } from './CompanyForm';

function EditExistingCompany({ id, memberId }: { id: number; memberId: number | null }) {
  const query = useQuery(editableCompanyQueryOptions(id));
  const { record: company, drawing } = useDeferredRecord(query.data);
  // The route checked it on the way in; this holds when the company arrives later (offline, then online).
  if (query.data && !canEditCompany(query.data, memberId)) throw notFound();
  return (
    <EditFormPage title={t.editTitle}>
      {company ? (
        <CompanyForm company={company} loading={query.isFetching} />
      ) : (
        <EditFormPending loadingLabel={t.loading} offlineText={t.offlineNoData} drawing={drawing} />
      )}
    </EditFormPage>
  );
}

/** /societe-detail-edit (create) and /societe-detail-edit/{id} (edit, members of the company only). */
export function CompanyEdit({ id }: { id: number | 'new' }) {
  const { user } = useSession();
  if (id !== 'new') return <EditExistingCompany key={id} id={id} memberId={user?.memberId ?? null} />;
  return (
    <EditFormPage title={t.createTitle}>
      <CompanyForm company={null} loading={false} />
    </EditFormPage>
  );
}
