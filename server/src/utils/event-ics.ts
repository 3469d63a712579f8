// The .ics attached to the reminder, update and seat mails. Same conventions as the PWA's 'Ajouter au
// calendrier' (src/features/events/ics.ts): the `ics` package, Brussels wall-clock times written in UTC, UID
// `event-<id>@<app host>` — so a mail's file updates the entry a member added from the app. SEQUENCE is the
// event's CalendarSequence, raised by each change of date, time or place: calendars replace the entry.
import { createEvent, type EventAttributes } from 'ics';
import { contentLines } from '@club/contract';

export type IcsEvent = {
  id: number;
  name: string;
  description?: string | null;
  date: string; // 'YYYY-MM-DD'
  startTime?: string | null; // 'HH:mm…'
  endTime?: string | null;
  address?: string | null;
  programme: string[];
  sequence: number;
};

const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** Milliseconds Brussels is ahead of UTC at `instant`. */
function brusselsOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Brussels',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant;
}

/** A Brussels wall-clock time ('2025-06-14', '09:30') as an instant (ms). */
export function brusselsInstant(day: string, time: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  const first = wall - brusselsOffset(wall);
  return wall - brusselsOffset(first); // right on both sides of a DST change
}

const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};
const dayArray = (day: string) => day.split('-').map(Number) as [number, number, number];

export function buildEventIcs(event: IcsEvent, appUrl: string, productName: string): string {
  const start = event.startTime ? brusselsInstant(event.date, event.startTime) : null;
  let end = start !== null && event.endTime ? brusselsInstant(event.date, event.endTime) : null;
  if (start !== null && end !== null && end <= start) end = brusselsInstant(nextDay(event.date), event.endTime!);
  const description = [event.description ?? '', event.programme.length ? `Planning de l’événement :\n${event.programme.join('\n')}` : '']
    .filter(Boolean)
    .join('\n\n');
  const attributes: EventAttributes = {
    ...(start !== null
      ? {
          start,
          startInputType: 'utc',
          startOutputType: 'utc',
          end: end ?? start + DEFAULT_DURATION_MS,
          endInputType: 'utc',
          endOutputType: 'utc',
        }
      : { start: dayArray(event.date), end: dayArray(nextDay(event.date)) }),
    uid: `event-${event.id}@${new URL(appUrl).hostname}`,
    sequence: event.sequence,
    productId: `-//${productName}//Evenements//FR`,
    method: 'PUBLISH',
    title: event.name,
    ...(event.address && { location: event.address }),
    ...(description && { description }),
    url: `${appUrl}/event-detail/${event.id}`,
  } as EventAttributes;
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  // ics folds its own way; unfolded, then folded by the rules the PWA's .ics and vCard use.
  return contentLines(
    value
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean),
  );
}
