import type { ClubEvent } from '@/api/types';
import { clubToday, isOnOrAfter } from '@/lib/dates';
import { compareInOrder, matchesAny, searchValues } from '@club/contract';

export interface EventFilter {
  /** Free text, found where the contract says (the name or the description). */
  search: string;
  /** "Now", injectable for tests. */
  now?: Date;
}

/**
 * The events list (spec §2, §5): only events dated today or later (calendar day in Brussels),
 * matching the search, soonest first (the contract's order, the server's too).
 */
export function filterEvents(events: readonly ClubEvent[], { search, now = new Date() }: EventFilter): ClubEvent[] {
  const today = clubToday(now);
  return events
    .filter((event) => isOnOrAfter(event.date, today) && matchesAny(search, searchValues('events', event, 'app')))
    .sort((a, b) => compareInOrder('events', a, b));
}
