import { Box, Container, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { NotFound } from '@/components/layout/NotFound';
import { SpinnerOverlay } from '@/components/forms/SpinnerOverlay';
import { useOnline } from '@/offline/use-online';
import { PageTitle } from '@/components/ui/PageTitle';
import { useSession } from '@/features/auth/use-session';
import { profileQueryOptions } from '../queries';
import { profileTexts as t } from '../texts';
import { ProfileForm } from './ProfileForm';

function ProfileEditLoader({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const query = useQuery(profileQueryOptions(queryClient, id));

  if (query.error instanceof ApiError && query.error.isNotFound) return <NotFound />;
  return (
    <>
      <PageTitle title={t.title} />
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        {query.data ? (
          <ProfileForm member={query.data} loading={query.isFetching} />
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

/** /members-detail-edit/{id}: only the signed-in member's own id; any other is the 404 page (spec §6). */
export function ProfileEdit({ id }: { id: number | null }) {
  const { user } = useSession();
  if (id === null || !user || user.memberId !== id) return <NotFound />;
  return <ProfileEditLoader id={id} />;
}
