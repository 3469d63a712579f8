// An event's calendar entry, as the PWA's 'Ajouter au calendrier' file and the server's mails (reminder, update,
// seat) write it: the same UID (`event-<id>@<app host>`) so that a mail's file updates the entry a member added
// from the app, Brussels wall-clock times in UTC, the same description. Each tier writes the file with the `ics`
// package (`createEvent(calendarEntry(…))`), then `calendarFile` folds it.
import { contentLines } from './content-lines';

export const CLUB_TIME_ZONE = 'Europe/Brussels';
/** Without an end time, an event lasts this long in calendars. */
export const EVENT_DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;
/** The heading of the programme in the entry's description. */
export const PLANNING_LABEL = 'Planning de l’événement';

export interface CalendarProgrammeItem {
  title: string;
  /** 'HH:mm', or 'HH:mm:ss' as the database keeps it. */
  startTime?: string | null;
  endTime?: string | null;
}

export interface CalendarEvent {
  id: number;
  name: string;
  description?: string | null;
  /** 'YYYY-MM-DD', in Brussels. */
  date: string;
  startTime?: string | null;
  endTime?: string | null;
  address?: string | null;
  programme: readonly CalendarProgrammeItem[];
  /** Raised by each change of date, time or place (the server's CalendarSequence): calendars replace the entry. */
  sequence?: number;
}

type DayArray = [number, number, number];

/** The attributes the `ics` package's `createEvent` takes (a timed event in UTC, or a whole day). */
export type CalendarEntry = (
  | { start: number; startInputType: 'utc'; startOutputType: 'utc'; end: number; endInputType: 'utc'; endOutputType: 'utc' }
  | { start: DayArray; end: DayArray }
) & {
  uid: string;
  sequence?: number;
  productId: string;
  method: 'PUBLISH';
  title: string;
  location?: string;
  description?: string;
  url: string;
};

/** Milliseconds Brussels is ahead of UTC at `instant`. */
function brusselsOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CLUB_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant;
}

/** A Brussels wall-clock time ('2025-06-14', '09:30') as an instant (ms). */
export function brusselsInstant(day: string, time: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // The offset at the wall time read as UTC, then at the instant that gives: right on both sides of a DST change.
  return wall - brusselsOffset(wall - brusselsOffset(wall));
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** An origin's host name ('https://club.example.be:8443' → 'club.example.be'), as URL#hostname says it. */
function hostName(origin: string): string {
  const authority = origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/[/?#].*$/, '');
  return authority.replace(/^.*@/, '').replace(/:\d*$/, '').toLowerCase();
}

const dayArray = (day: string): DayArray => day.split('-').map(Number) as DayArray;
const hhmm = (time?: string | null) => (time ? time.slice(0, 5) : '');

/** Start and end in UTC (ms); an end at or before the start means the next day; no end: two hours; no start: null. */
export function eventSpan(event: Pick<CalendarEvent, 'date' | 'startTime' | 'endTime'>): { start: number; end: number } | null {
  if (!event.startTime) return null;
  const start = brusselsInstant(event.date, event.startTime);
  if (!event.endTime) return { start, end: start + EVENT_DEFAULT_DURATION_MS };
  let end = brusselsInstant(event.date, event.endTime);
  if (end <= start) end = brusselsInstant(nextDay(event.date), event.endTime);
  return { start, end };
}

/** One line of the programme: '12:00 - 12:30 Accueil'. */
export function programmeLine(item: CalendarProgrammeItem): string {
  const times = [hhmm(item.startTime), hhmm(item.endTime)].filter(Boolean).join(' - ');
  return [times, item.title].filter(Boolean).join(' ');
}

/** The entry's description: the event's text, then its programme. */
export function calendarDescription(event: Pick<CalendarEvent, 'description' | 'programme'>): string {
  const plan = event.programme.map(programmeLine);
  return [event.description ?? '', plan.length ? `${PLANNING_LABEL} :\n${plan.join('\n')}` : ''].filter(Boolean).join('\n\n');
}

export function calendarEntry(event: CalendarEvent, { origin, productName }: { origin: string; productName: string }): CalendarEntry {
  const span = eventSpan(event);
  const description = calendarDescription(event);
  return {
    ...(span
      ? { start: span.start, startInputType: 'utc', startOutputType: 'utc', end: span.end, endInputType: 'utc', endOutputType: 'utc' }
      : { start: dayArray(event.date), end: dayArray(nextDay(event.date)) }),
    uid: `event-${event.id}@${hostName(origin)}`,
    ...(event.sequence !== undefined && { sequence: event.sequence }),
    productId: `-//${productName}//Evenements//FR`,
    method: 'PUBLISH',
    title: event.name,
    ...(event.address && { location: event.address }),
    ...(description && { description }),
    url: `${origin.replace(/\/+$/, '')}/event-detail/${event.id}`,
  };
}

/**
 * The file, from what `ics` wrote: `ics` folds at 75 characters, RFC 5545 asks for 75 octets (an accent takes two),
 * so its lines are unfolded and folded again by octets, as the vCard is.
 */
export function calendarFile(icsOutput: string): string {
  return contentLines(
    icsOutput
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean),
  );
}
