// The .ics attached to the reminder, update and seat mails: the entry the contract describes (@club/contract,
// event-calendar.ts), the same as the PWA's 'Ajouter au calendrier', so a mail's file updates the entry a member
// added from the app. SEQUENCE is the event's CalendarSequence, raised by each change of date, time or place:
// calendars replace the entry.
import { createEvent } from 'ics';
import { calendarEntry, calendarFile, type CalendarEvent } from '@club/contract';

export type IcsEvent = CalendarEvent & { sequence: number };

export function buildEventIcs(event: IcsEvent, appUrl: string, productName: string): string {
  const { error, value } = createEvent(calendarEntry(event, { origin: appUrl, productName }));
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return calendarFile(value);
}
