import type { ClubEvent } from '@/api/types';
import { filterEvents } from './filter-events';

/** 'Mes événements': the events of today or later the member is signed up for, soonest first. */
export function myUpcomingEvents(events: readonly ClubEvent[], memberId: number, now = new Date()): ClubEvent[] {
  return filterEvents(events, { search: '', now }).filter((event) => event.attendees.some((attendee) => attendee.id === memberId));
}
