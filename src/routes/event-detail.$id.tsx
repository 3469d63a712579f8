import { createFileRoute } from '@tanstack/react-router';
import { EventDetail } from '@/features/events/components/EventDetail';
import { OrganiserDoorLink } from '@/features/door/components/OrganiserDoorLink';
import { PushOffer } from '@/features/notifications/components/PushOffer';
import { eventQueryOptions } from '@/features/events/queries';
import { eventHead } from '@/features/events/head';
import { idParam, loadRecord, routeHead } from './-route-helpers';

export const Route = createFileRoute('/event-detail/$id')({
  staticData: { menu: 'events' },
  params: { parse: ({ id }) => ({ id: idParam(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const event = await loadRecord(queryClient, eventQueryOptions(queryClient, id));
    return event ? eventHead(event) : null;
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context),
  component: EventDetailRoute,
});

function EventDetailRoute() {
  const { id } = Route.useParams();
  return (
    <>
      <OrganiserDoorLink eventId={id} />
      <EventDetail id={id} afterSignUp={<PushOffer />} />
    </>
  );
}
