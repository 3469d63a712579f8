import type { ReactNode } from 'react';
import { HStack, Link as DesignLink } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EditFormPage, EditFormPending } from '@/components/forms/EditFormPage';
import { useDeferredRecord } from '@/components/forms/use-deferred-record';
import { profileQueryOptions } from '../profile-query';
import { profileTexts as t } from '../texts';
import { ProfileForm } from './ProfileForm';
import { AccountDataSection } from './AccountDataSection';
import { RemindersSection } from './RemindersSection';

function ProfileEditLoader({ id, notifications }: { id: number; notifications?: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(profileQueryOptions(queryClient, id));
  const { record: member, drawing } = useDeferredRecord(query.data);

  return (
    <EditFormPage
      title={t.title}
      aside={
        <HStack gap="4" mb="6" flexWrap="wrap" fontWeight="semibold">
          <DesignLink asChild color="brand.accent">
            <Link to="/mes-evenements" data-testid="profile-my-events">
              {t.myEvents}
            </Link>
          </DesignLink>
          <DesignLink asChild color="brand.navy">
            <Link to="/members-detail/$id" params={{ id: id }}>
              {t.myPage}
            </Link>
          </DesignLink>
        </HStack>
      }
    >
      {member ? (
        <>
          <ProfileForm member={member} loading={query.isFetching} />
          {notifications}
          <RemindersSection />
          <AccountDataSection />
        </>
      ) : (
        <EditFormPending loadingLabel={t.loading} offlineText={t.offlineNoData} drawing={drawing} />
      )}
    </EditFormPage>
  );
}

/**
 * /members-detail-edit/{id}: the signed-in member's own profile (the route turns any other id into the 404 page).
 * `notifications`: the phone's notification choices, given by the route (another feature's screen).
 */
export function ProfileEdit({ id, notifications }: { id: number; notifications?: ReactNode }) {
  return <ProfileEditLoader id={id} notifications={notifications} />;
}
