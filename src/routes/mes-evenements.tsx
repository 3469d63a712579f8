import { createFileRoute, notFound } from '@tanstack/react-router';
import { MyEvents } from '@/features/events/components/MyEvents';
import { eventsQueryOptions } from '@/features/events/queries';
import { requireSession } from '@/session/require-session';
import { preloadQuery } from '@/offline/preload-query';

// 'Mes événements': a signed-in member's upcoming events (signed out: /login, and back here after).
export const Route = createFileRoute('/mes-evenements')({
  staticData: { menu: 'events' },
  // The session lives in the browser: the server renders the shell around it, the browser the page.
  ssr: false,
  beforeLoad: () => {
    const { memberId } = requireSession('/mes-evenements');
    if (memberId === null) throw notFound();
    return { memberId };
  },
  loader: ({ context: { queryClient } }) => preloadQuery(queryClient, eventsQueryOptions()),
  component: MyEventsRoute,
});

function MyEventsRoute() {
  const { memberId } = Route.useRouteContext();
  return <MyEvents memberId={memberId} />;
}
