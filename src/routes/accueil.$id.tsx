import { createFileRoute } from '@tanstack/react-router';
import { DoorScreen } from '@/features/door/components/DoorScreen';
import { doorQueryOptions } from '@/features/door/queries';
import { requireSession } from '@/session/require-session';
import { preloadQuery } from '@/offline/preload-query';
import { idParam } from './-route-helpers';

// 'Accueil des participants' (issue 28): an event's door, for organisers (the server checks every request).
export const Route = createFileRoute('/accueil/$id')({
  staticData: { menu: 'events' },
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  // The session lives in the browser: the server renders the shell around it, the browser the page.
  ssr: false,
  beforeLoad: ({ params }) => {
    requireSession(`/accueil/${params.id}`);
  },
  loader: ({ context: { queryClient }, params: { id } }) => preloadQuery(queryClient, doorQueryOptions(id)),
  component: DoorRoute,
});

function DoorRoute() {
  const { id } = Route.useParams();
  return <DoorScreen eventId={id} />;
}
