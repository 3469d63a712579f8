import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchEvent } from '@/api/events';
import { fetchEventSeat } from '@/api/sign-up';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { isNetworkError } from '@/api/errors';
import type { ClubEvent, EventSummary, Member } from '@/api/types';
import { memberSummaryOf } from '@/api/members';
import { cardsFromDirectory, cardsFromList, directoryListKey } from '@/offline/directory-references';
import { fetchDirectoryChanges, fetchDirectoryPage, streamDirectoryChanges } from '@/api/directory';
import { viewerKey } from '@/session/session';
import { readOne } from '@/offline/directory-store';
import { syncedDirectory } from '@/offline/directory-sync';
import { directoryPage } from '@/offline/directory-pages';
import type { DirectorySource } from '@/offline/directory-types';
import { filterEvents } from './filter-events';

/** The events list is one page: every upcoming event (the server's page size limit). */
const EVENTS_PAGE_SIZE = 100;

// Sign-up (EventSignUp) invalidates eventKeys.all so 'Membres présents' refreshes everywhere.
export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  upcoming: (q: string) => [...eventKeys.all, 'page', { q }] as const,
  next: () => [...eventKeys.all, 'page', 'next'] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  /** The signed-in member's own place (private: under the never-persisted 'me' root). */
  seatAll: () => [PRIVATE_QUERY_ROOT, 'event-seat'] as const,
  seat: (id: number) => [...eventKeys.seatAll(), id] as const,
};

/** The member's place with the event (registered, waiting at a position, or neither): asked online only. */
export const eventSeatQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: eventKeys.seat(id),
    queryFn: () => fetchEventSeat(id),
    enabled,
    staleTime: 0,
  });

/** The events as the sync sees them. */
export const eventsSource: DirectorySource<ClubEvent> = {
  kind: 'events',
  listKey: eventKeys.list(),
  fetchChanges: (since) => fetchDirectoryChanges('events', since),
  streamChanges: (since) => streamDirectoryChanges('events', since),
  fetchPage: (request) => fetchDirectoryPage('events', request),
  isUnreachable: isNetworkError,
};

/** Every event as synced on the device ('Mes événements' reads it); see membersQueryOptions. */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.list(),
    queryFn: () => syncedDirectory(eventsSource, viewerKey),
    meta: { stored: false },
  });

/**
 * An event as its card shows it. A list keeps no attendees: a server-rendered page carries its queries' data in its
 * HTML, and with them /events grew with every sign-up (307 KB of HTML for 40 events of the bench's club, 83 KB of
 * the home page's 170 KB for its next event's attendees).
 */
const toSummary = ({ attendees: _attendees, programme: _programme, photos: _photos, ...summary }: ClubEvent): EventSummary => summary;

/** Today's and later events matching the search, soonest first: the server's page, or the synced records'. */
const upcomingEvents = async (queryClient: QueryClient, q: string, pageSize: number) =>
  (
    await directoryPage(queryClient, eventsSource, viewerKey(), { q: q || undefined, page: 1, pageSize }, (events) =>
      filterEvents(events, { search: q }),
    )
  ).items.map(toSummary);

/** The events list (today's and later, matching the search), soonest first. */
export const upcomingEventsQueryOptions = (queryClient: QueryClient, q = '') =>
  queryOptions({
    queryKey: eventKeys.upcoming(q),
    // Every upcoming event in one answer: computed from the synced records rather than stored as one row.
    meta: { stored: false },
    queryFn: () => upcomingEvents(queryClient, q, EVENTS_PAGE_SIZE),
  });

/** The events whose page the server answered since this page started. */
const answeredByServer = new Set<number>();

/** An event's page: from the server (one request), or from the synced directory offline. */
export const eventQueryOptions = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: async () => {
      try {
        const event = await fetchEvent(id);
        answeredByServer.add(id);
        return event;
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        // An answer the server gave this page (after a sign-up or a cancellation) stays: the stored record may be
        // older. A sync sent before that change and applied after it asked this page again as the network dropped,
        // and a member who had cancelled saw 'Inscrit ✓' again. A copy restored from an earlier visit gives way to
        // the synced record, which may be newer.
        const shown = answeredByServer.has(id) ? queryClient.getQueryData<ClubEvent>(eventKeys.detail(id)) : undefined;
        if (shown) return shown;
        const stored = await readOne<ClubEvent>('events', id);
        // Its attendees are ids on the phone: their cards are the members directory's.
        if (stored) return { ...stored, attendees: await cardsFromDirectory('members', stored.attendees, memberSummaryOf) };
        throw error;
      }
    },
    // The list's copy, its attendees' cards from the members list in memory (else the page waits for its answer).
    initialData: () => {
      const listed = queryClient.getQueryData<ClubEvent[]>(eventKeys.list())?.find((event) => event.id === id);
      const attendees =
        listed && cardsFromList(listed.attendees, queryClient.getQueryData<Member[]>(directoryListKey('members')), memberSummaryOf);
      return listed && attendees ? { ...listed, attendees } : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(eventKeys.list())?.dataUpdatedAt,
  });

/**
 * The home page's next event (today or later): the first of the events list, asked alone. A server-rendered page
 * carries its queries' data in its HTML: the whole upcoming list there (with its attendees) made the home page
 * grow with the club's calendar.
 */
export const nextEventQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: eventKeys.next(),
    meta: { stored: false },
    queryFn: async (): Promise<EventSummary | null> => (await upcomingEvents(queryClient, '', 1))[0] ?? null,
  });
