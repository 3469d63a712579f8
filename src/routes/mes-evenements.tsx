import { createFileRoute } from '@tanstack/react-router';
import { MyEvents } from '@/features/events/components/MyEvents';
import { eventsQueryOptions } from '@/features/events/queries';
import { requireSession } from '@/features/auth/require-session';
import { preloadQuery } from '@/app/preload';

export const Route = createFileRoute('/mes-evenements')({
  staticData: { menu: 'events' },
  beforeLoad: () => ({ user: requireSession('/mes-evenements') }),
  loader: ({ context: { queryClient } }) => preloadQuery(queryClient, eventsQueryOptions()),
  component: MyEventsRoute,
});

function MyEventsRoute() {
  const { user } = Route.useRouteContext();
  return <MyEvents memberId={user.memberId ?? 0} />;
}
