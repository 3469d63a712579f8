import { describe, expect, it } from 'vitest';
import { brusselsInstant, calendarDescription, calendarEntry, eventSpan, programmeLine } from './event-calendar';

const iso = (ms: number) => new Date(ms).toISOString();

describe('Brussels wall-clock times in UTC', () => {
  it('uses summer (UTC+2) and winter (UTC+1) time', () => {
    expect(iso(brusselsInstant('2025-06-14', '12:00'))).toBe('2025-06-14T10:00:00.000Z');
    expect(iso(brusselsInstant('2025-12-01', '09:30'))).toBe('2025-12-01T08:30:00.000Z');
    // The night summer time starts: 03:00 Brussels is 01:00 UTC; the night it ends, 03:00 is 02:00 UTC.
    expect(iso(brusselsInstant('2025-03-30', '03:00'))).toBe('2025-03-30T01:00:00.000Z');
    expect(iso(brusselsInstant('2025-10-26', '03:00'))).toBe('2025-10-26T02:00:00.000Z');
  });
  it('lasts two hours without an end time, and ends the next day when the end is before the start', () => {
    const { start, end } = eventSpan({ date: '2025-06-14', startTime: '20:00', endTime: '' })!;
    expect(end - start).toBe(2 * 3600_000);
    const night = eventSpan({ date: '2025-06-14', startTime: '22:00', endTime: '01:00' })!;
    expect(iso(night.end)).toBe('2025-06-14T23:00:00.000Z');
    expect(eventSpan({ date: '2025-06-14', startTime: '', endTime: '' })).toBeNull();
  });
});

describe('the calendar entry both tiers write', () => {
  const event = {
    id: 7,
    name: 'Lunch',
    description: 'À table.',
    date: '2025-06-14',
    // As the database keeps times.
    startTime: '12:00:00.000',
    endTime: '14:30:00.000',
    address: 'Rue de Fer 1, 5000 Namur',
    programme: [
      { title: 'Accueil', startTime: '12:00:00.000', endTime: '12:30:00.000' },
      { title: 'Repas', startTime: '12:30', endTime: null },
      { title: 'Fin' },
    ],
  };

  it('writes the programme the same way whatever the times look like', () => {
    expect(event.programme.map(programmeLine)).toEqual(['12:00 - 12:30 Accueil', '12:30 Repas', 'Fin']);
    expect(calendarDescription(event)).toBe('À table.\n\nPlanning de l’événement :\n12:00 - 12:30 Accueil\n12:30 Repas\nFin');
    expect(calendarDescription({ description: '', programme: [] })).toBe('');
  });

  it('names the event by its id on the app host, and carries the sequence only when there is one', () => {
    const entry = calendarEntry({ ...event, sequence: 3 }, { origin: 'https://club.example.be', productName: 'Club' });
    expect(entry).toMatchObject({
      start: Date.UTC(2025, 5, 14, 10, 0),
      end: Date.UTC(2025, 5, 14, 12, 30),
      uid: 'event-7@club.example.be',
      sequence: 3,
      productId: '-//Club//Evenements//FR',
      location: 'Rue de Fer 1, 5000 Namur',
      url: 'https://club.example.be/event-detail/7',
    });
    expect(calendarEntry(event, { origin: 'https://club.example.be', productName: 'Club' })).not.toHaveProperty('sequence');
    // The host as URL#hostname gives it: no port, lower case; the page's URL under the origin.
    expect(calendarEntry(event, { origin: 'http://Club.Example.be:8443/', productName: 'Club' })).toMatchObject({
      uid: 'event-7@club.example.be',
      url: 'http://Club.Example.be:8443/event-detail/7',
    });
    const allDay = calendarEntry({ ...event, startTime: null, endTime: null }, { origin: 'https://club.example.be', productName: 'Club' });
    expect(allDay).toMatchObject({ start: [2025, 6, 14], end: [2025, 6, 15] });
  });
});
