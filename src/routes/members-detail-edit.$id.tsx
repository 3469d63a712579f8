import { createFileRoute } from '@tanstack/react-router';
import { ProfileEdit } from '@/features/profile/components/ProfileEdit';
import { requireSession } from '@/features/auth/require-session';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { preloadQuery } from '@/app/preload';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/members-detail-edit/$id')({
  staticData: { menu: 'members' },
  beforeLoad: () => {
    requireSession();
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      preloadQuery(queryClient, taxonomyQueryOptions('sectors')),
      preloadQuery(queryClient, taxonomyQueryOptions('skills')),
    ]),
  component: ProfileEditRoute,
});

function ProfileEditRoute() {
  const { id } = Route.useParams();
  return <ProfileEdit id={parseId(id)} />;
}
