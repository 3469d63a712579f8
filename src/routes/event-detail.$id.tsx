import { createFileRoute } from '@tanstack/react-router';
import { EventDetail } from '@/features/events/components/EventDetail';
import { eventQueryOptions } from '@/features/events/queries';
import { idParam, loadRecord } from './-route-helpers';

export const Route = createFileRoute('/event-detail/$id')({
  staticData: { menu: 'events' },
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  loader: ({ context: { queryClient }, params: { id } }) => loadRecord(queryClient, eventQueryOptions(queryClient, id)),
  component: EventDetailRoute,
});

function EventDetailRoute() {
  const { id } = Route.useParams();
  return <EventDetail id={id} />;
}
