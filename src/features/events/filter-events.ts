import type { ClubEvent } from '@/api/types';
import { isTodayOrLater } from '@/lib/dates';
import { matchesAny } from '@/lib/text-search';

export interface EventFilter {
  /** Free text, found in the name or the description. */
  search: string;
  /** "Now", injectable for tests. */
  now?: Date;
}

/**
 * The events list (spec §2, §5): only events dated today or later (calendar day in Brussels),
 * matching the search, soonest first.
 */
export function filterEvents(events: readonly ClubEvent[], { search, now = new Date() }: EventFilter): ClubEvent[] {
  return events
    .filter((event) => isTodayOrLater(event.date, now) && matchesAny(search, [event.name, event.description]))
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id);
}
