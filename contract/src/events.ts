// An event as the directory shows it: its fields and relations, and the order of the events list.
import { MEDIA } from './media';
import { CLUB_TIME_ZONE } from './event-calendar';
import { MEMBER_SUMMARY_QUERY } from './members';

/** An event's page and its row in the directory (the attendees as member cards). */
export const EVENT_QUERY = {
  // The seat counts are the server's (docs/architecture.md § Seats): shown as '5 places restantes' or 'Complet'.
  fields: ['Name', 'Description', 'Date', 'StartingTime', 'EndTime', 'Address', 'Capacity', 'SeatsTaken', 'WaitlistLength'],
  populate: {
    EventImage: MEDIA,
    Photos: MEDIA,
    Programme: { fields: ['Title', 'Description', 'StartingTime', 'EndTime'] },
    event_attendee: { fields: ['id'], populate: { members: MEMBER_SUMMARY_QUERY } },
  },
};

/**
 * Made once: building a formatter costs about a millisecond on a phone, and lists call clubToday once per event
 * (400 events: more than half a second of the page's main thread, each time the events were recomputed).
 */
let brusselsDay: Intl.DateTimeFormat | undefined;

/**
 * Today's calendar day in Brussels ('YYYY-MM-DD'), whatever the device's or the server's zone. An event's Date is a
 * day in Brussels: one dated before this is past (spec §5: not listed; sign-ups closed), on both tiers.
 */
export function clubToday(now: Date = new Date()): string {
  brusselsDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return brusselsDay.format(now);
}

/** 'YYYY-MM-DD' shifted by whole calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
