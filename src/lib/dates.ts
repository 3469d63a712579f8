import { TZDate } from '@date-fns/tz';
// Its own module, not the package's index: the start chunk takes what the start imports, and the index imports all
// of date-fns.
import { formatISO } from 'date-fns/formatISO';
import { CLUB_TIME_ZONE, clubToday } from '@club/contract';

/** The club lives in Belgium: "today" is the calendar day in Brussels, whatever the device's zone (the contract's rule). */
export { CLUB_TIME_ZONE, clubToday };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Spec §5: the events list shows events dated today or later, by calendar day. An event's Date is a
 * day without time zone (the day in Brussels), so it compares as text with today's day in Brussels.
 */
export function isTodayOrLater(day: string, now: Date = new Date()): boolean {
  return isOnOrAfter(day, clubToday(now));
}

/** Whether `day` is `today` or later (both 'YYYY-MM-DD'): a list asks for today once, not once per event. */
export function isOnOrAfter(day: string, today: string): boolean {
  return ISO_DAY.test(day) && day >= today;
}

/** Spec §9: day-month-year with a two-digit month ('2025-06-14' → '14-06-2025'). */
export function formatDay(day: string): string {
  const match = ISO_DAY.exec(day);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : day;
}

/** '09:00 - 12:30', one side alone when the other is missing, '' when neither is set. */
export function formatTimeRange(start: string, end: string): string {
  return [start, end].filter(Boolean).join(' - ');
}

/** A Brussels wall-clock time ('2025-06-14', '09:30') in ISO 8601 with its offset: '2025-06-14T09:30:00+02:00'. */
export function brusselsIsoDateTime(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return formatISO(new TZDate(year, month - 1, date, hours, minutes, CLUB_TIME_ZONE));
}
