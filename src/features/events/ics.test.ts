import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '@/api/types';
import { buildEventIcs } from './ics';

/** The logical lines: CRLF ends, folded lines (CRLF + space or tab) joined back. */
const unfold = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
const octets = (line: string) => new TextEncoder().encode(line).length;

const event: ClubEvent = {
  id: 7,
  name: 'Lunch, réseau; & café',
  description:
    'Première ligne\nDeuxième ligne, avec virgule; et point-virgule \\ fin. Écrit à Liège, où l’on mange des boulets à la sauce lapin, très longuement décrits.',
  date: '2025-06-14',
  startTime: '12:00',
  endTime: '14:30',
  address: 'Rue de l’Église 1, 4000 Liège',
  image: null,
  programme: [{ id: 1, title: 'Accueil', description: '', startTime: '12:00', endTime: '12:30' }],
  photos: [],
  attendees: [],
};
const options = { origin: 'https://club.example.be', productName: 'Club des Entrepreneurs' };

describe('the .ics file', () => {
  const text = buildEventIcs(event, options);
  const lines = unfold(text);
  const value = (name: string) => lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

  it('has every line RFC 5545 and the calendars need, times in UTC', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(value('PRODID')).toBe('PRODID:-//Club des Entrepreneurs//Evenements//FR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(value('UID')).toBe('UID:event-7@club.example.be');
    expect(value('DTSTAMP')).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(value('DTSTART')).toBe('DTSTART:20250614T100000Z');
    expect(value('DTEND')).toBe('DTEND:20250614T123000Z');
    expect(value('URL')).toBe('URL:https://club.example.be/event-detail/7');
  });

  it('escapes commas, semicolons, backslashes and new lines, and keeps accents (UTF-8)', () => {
    expect(value('SUMMARY')).toBe('SUMMARY:Lunch\\, réseau\\; & café');
    expect(value('LOCATION')).toBe('LOCATION:Rue de l’Église 1\\, 4000 Liège');
    const description = value('DESCRIPTION')!;
    expect(description).toContain('DESCRIPTION:Première ligne\\nDeuxième ligne\\, avec virgule\\; et point-virgule \\\\ fin.');
    expect(description).toContain('\\n\\nPlanning de l’événement :\\n12:00 - 12:30 Accueil');
  });

  it('uses CRLF and folds lines at 75 octets', () => {
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(text.split('\r\n').length).toBeGreaterThan(lines.length);
  });

  it('keeps the same UID for the same event, and makes an all-day event without times', () => {
    expect(unfold(buildEventIcs({ ...event, name: 'Autre nom' }, options))).toContain('UID:event-7@club.example.be');
    const allDay = unfold(buildEventIcs({ ...event, startTime: '', endTime: '', address: '', description: '', programme: [] }, options));
    expect(allDay).toContain('DTSTART;VALUE=DATE:20250614');
    expect(allDay).toContain('DTEND;VALUE=DATE:20250615');
  });
});
