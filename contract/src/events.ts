// An event as the directory shows it: its fields and relations, and the order of the events list.
import { MEDIA } from './media';
import { MEMBER_SUMMARY_QUERY } from './members';

/** An event's page and its row in the directory (the attendees as member cards). */
export const EVENT_QUERY = {
  // The seat counts are the server's (docs/decisions/0014-seats-waitlist-reminders.md): shown as '5 places restantes' or 'Complet'.
  fields: ['Name', 'Description', 'Date', 'StartingTime', 'EndTime', 'Address', 'Capacity', 'SeatsTaken', 'WaitlistLength'],
  populate: {
    EventImage: MEDIA,
    Photos: MEDIA,
    Programme: { fields: ['Title', 'Description', 'StartingTime', 'EndTime'] },
    event_attendee: { fields: ['id'], populate: { members: MEMBER_SUMMARY_QUERY } },
  },
};

const HOUR_MS = 60 * 60 * 1000;

/** The last Sunday of a month (0-based), at 01:00 UTC: when the EU's summer time starts (March) and ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Today's calendar day in Brussels ('YYYY-MM-DD'), whatever the device's or the server's zone. An event's Date is a
 * day in Brussels: one dated before this is past (spec §5: not listed; sign-ups closed), on both tiers.
 *
 * Computed from the EU's summer-time rule (Directive 2000/84/EC: UTC+2 from the last Sunday of March to the last
 * Sunday of October, at 01:00 UTC; UTC+1 otherwise), not with Intl: a phone's first time-zone formatter loads the
 * time-zone data, 80–130 ms of the page's main thread at 4× CPU, and the events list asked for it the moment the
 * synced events arrived. Its test checks it against Intl (the time-zone database) hour by hour over decades: a
 * change of the rule there fails it.
 */
export function clubToday(now: Date = new Date()): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' shifted by whole calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
