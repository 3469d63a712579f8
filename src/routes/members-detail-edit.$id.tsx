import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProfileEdit } from '@/features/profile/components/ProfileEdit';
import { NotificationsSection } from '@/features/notifications/components/NotificationsSection';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { profileQueryOptions } from '@/features/profile/profile-query';
import { requireSession } from '@/session/require-session';
import { preloadQuery } from '@/offline/preload-query';
import { idParam } from './-route-helpers';

// A member edits their own profile only: another id is the 404 page; signed out goes to /login (spec §2, §6).
export const Route = createFileRoute('/members-detail-edit/$id')({
  staticData: { menu: 'members' },
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  // The session lives in the browser: the server renders the shell around it, the browser the page.
  ssr: false,
  beforeLoad: ({ params: { id } }) => {
    const user = requireSession();
    if (user.memberId !== id) throw notFound();
  },
  // The member and the pickers' lists together: the form no longer waits for the lists before asking for the member.
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      preloadQuery(queryClient, profileQueryOptions(queryClient, id)),
      preloadQuery(queryClient, taxonomyQueryOptions('sectors')),
      preloadQuery(queryClient, taxonomyQueryOptions('skills')),
    ]),
  component: ProfileEditRoute,
});

function ProfileEditRoute() {
  const { id } = Route.useParams();
  return <ProfileEdit id={id} notifications={<NotificationsSection />} />;
}
