// 'Ajouter au calendrier': an RFC 5545 file made with the `ics` package (escaping, DTSTAMP, structure) from the
// entry the contract describes (@club/contract, event-calendar.ts), the same the server's mails attach.
import { createEvent } from 'ics';
import type { ClubEvent } from '@/api/types';
import { calendarEntry, calendarFile } from '@club/contract';

export interface IcsOptions {
  /** The app's origin: the UID's domain and the event page's URL. */
  origin: string;
  productName: string;
}

export function buildEventIcs(event: ClubEvent, options: IcsOptions): string {
  const { error, value } = createEvent(calendarEntry(event, options));
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return calendarFile(value);
}
