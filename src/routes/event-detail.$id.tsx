import { createFileRoute } from '@tanstack/react-router';
import { EventDetail } from '@/features/events/components/EventDetail';
import { eventQueryOptions } from '@/features/events/queries';
import { preloadQuery } from '@/app/preload';
import { parseId } from '@/lib/route-params';

export const Route = createFileRoute('/event-detail/$id')({
  staticData: { menu: 'events' },
  loader: ({ context: { queryClient }, params }) => {
    const id = parseId(params.id);
    if (id !== null) return preloadQuery(queryClient, eventQueryOptions(queryClient, id));
  },
  component: EventDetailRoute,
});

function EventDetailRoute() {
  const { id } = Route.useParams();
  return <EventDetail id={parseId(id)} />;
}
