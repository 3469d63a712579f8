import { useEffect } from 'react';
import { Box, Container, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { NotFound } from '@/components/layout/NotFound';
import { SpinnerOverlay } from '@/components/forms/SpinnerOverlay';
import { useOnline } from '@/offline/use-online';
import { PageTitle } from '@/components/ui/PageTitle';
import { notify } from '@/app/toasts';
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
  const online = useOnline();
  const query = useQuery(editableCompanyQueryOptions(id));

  if (query.error instanceof ApiError && query.error.isNotFound) return <NotFound />;
  if (query.data && (memberId === null || !query.data.memberIds.includes(memberId))) return <NoAccess />;
  return (
    <>
      <PageTitle title={t.editTitle} />
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        {query.data ? (
          <CompanyForm company={query.data} loading={query.isFetching} />
        ) : online ? (
          <Box position="relative" minH="60vh">
            <SpinnerOverlay active label={t.loading} />
          </Box>
        ) : (
          <Text role="status">{t.offlineNoData}</Text>
        )}
      </Container>
    </>
  );
}

/** /societe-detail-edit (create) and /societe-detail-edit/{id} (edit, members of the company only). */
export function CompanyEdit({ id }: { id: number | null | 'new' }) {
  const { user } = useSession();
  if (id === null) return <NotFound />;
  if (id !== 'new') return <EditExistingCompany key={id} id={id} memberId={user?.memberId ?? null} />;
  return (
    <>
      <PageTitle title={t.createTitle} />
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        <CompanyForm company={null} loading={false} />
      </Container>
    </>
  );
}
