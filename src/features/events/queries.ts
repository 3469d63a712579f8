import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchEvent, fetchEvents } from '@/api/events';
import type { ClubEvent } from '@/api/types';
import { nextEvent } from './my-events';

// Sign-up (EventSignUp) invalidates eventKeys.all so 'Membres présents' refreshes everywhere.
export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
};

/** Every event with its image, plan and attendees (kept whole for offline use). */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.list(),
    queryFn: fetchEvents,
  });

/** An event's page renders at once from the list (offline too), then refreshes from the API. */
export const eventQueryOptions = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: () => fetchEvent(id),
    initialData: () => queryClient.getQueryData<ClubEvent[]>(eventKeys.list())?.find((event) => event.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(eventKeys.list())?.dataUpdatedAt,
  });

/** The home page's next event (today or later), from the same stored list. */
export const nextEventQueryOptions = () => queryOptions({ ...eventsQueryOptions(), select: (events: ClubEvent[]) => nextEvent(events) });
