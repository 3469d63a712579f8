// 'Ajouter au calendrier': an RFC 5545 file made with the `ics` package (escaping, DTSTAMP, structure), times
// converted from the event's Brussels wall-clock time to UTC, so every calendar shows them right.
import { TZDate } from '@date-fns/tz';
import { createEvent, type EventAttributes } from 'ics';
import type { ClubEvent } from '@/api/types';
import { contentLines } from '@club/contract';
import { CLUB_TIME_ZONE, formatTimeRange } from '@/lib/dates';
import { eventsTexts } from './texts';

/** Without an end time, the event lasts this long in calendars. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** A Brussels wall-clock time ('2025-06-14', '09:30') as an instant. */
export function brusselsInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, CLUB_TIME_ZONE).getTime());
}

/** Start and end in UTC (ms); an end at or before the start means the next day; no end: two hours. */
export function eventSpan(event: Pick<ClubEvent, 'date' | 'startTime' | 'endTime'>): { start: number; end: number } | null {
  if (!event.startTime) return null;
  const start = brusselsInstant(event.date, event.startTime).getTime();
  if (!event.endTime) return { start, end: start + DEFAULT_DURATION_MS };
  let end = brusselsInstant(event.date, event.endTime).getTime();
  if (end <= start) end = brusselsInstant(nextDay(event.date), event.endTime).getTime();
  return { start, end };
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

const dayArray = (day: string): [number, number, number] => day.split('-').map(Number) as [number, number, number];

/** The description: the event's text, then its planning. */
function describe(event: ClubEvent): string {
  const plan = event.programme.map((item) => [formatTimeRange(item.startTime, item.endTime), item.title].filter(Boolean).join(' '));
  return [event.description, plan.length ? `${eventsTexts.planning} :\n${plan.join('\n')}` : ''].filter(Boolean).join('\n\n');
}

export interface IcsOptions {
  /** The app's origin: the UID's domain and the event page's URL. */
  origin: string;
  productName: string;
}

export function buildEventIcs(event: ClubEvent, { origin, productName }: IcsOptions): string {
  const host = new URL(origin).hostname;
  const span = eventSpan(event);
  const attributes: EventAttributes = {
    ...(span
      ? { start: span.start, startInputType: 'utc', startOutputType: 'utc', end: span.end, endInputType: 'utc', endOutputType: 'utc' }
      : { start: dayArray(event.date), end: dayArray(nextDay(event.date)) }), // no time: an all-day event
    uid: `event-${event.id}@${host}`,
    productId: `-//${productName}//Evenements//FR`,
    method: 'PUBLISH',
    title: event.name,
    ...(event.address && { location: event.address }),
    ...(describe(event) && { description: describe(event) }),
    url: new URL(`/event-detail/${event.id}`, origin).href,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  // `ics` folds at 75 characters; RFC 5545 asks for 75 octets (accents take two): fold again, by octets.
  return contentLines(
    value
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean),
  );
}
