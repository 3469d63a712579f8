import { createFileRoute } from '@tanstack/react-router';
import { EventsList } from '@/features/events/components/EventsList';
import { upcomingEventsQueryOptions } from '@/features/events/queries';
import { preloadQuery } from '@/offline/preload-query';
import { parseListSearch } from '@/lib/list-search';
import { eventsListHead } from '@/features/events/head';
import { routeHead } from './-route-helpers';

export const Route = createFileRoute('/events')({
  staticData: { menu: 'events' },
  // The events list has a search box only (no sector, no pages).
  validateSearch: (raw: Record<string, unknown>): { q?: string } => ({ q: parseListSearch(raw).q }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => preloadQuery(queryClient, upcomingEventsQueryOptions(queryClient, deps.q ?? '')),
  head: ({ match }) => routeHead(eventsListHead(), match.context),
  component: EventsRoute,
});

function EventsRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventsList
      search={q ?? ''}
      onSearchChange={(next) => navigate({ search: { q: next || undefined }, replace: true, resetScroll: false })}
    />
  );
}
