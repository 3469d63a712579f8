import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '@/api/types';
import { filterEvents } from './filter-events';

function event(id: number, name: string, date: string, description = '', startTime = '12:00'): ClubEvent {
  return {
    id,
    name,
    date,
    description,
    startTime,
    endTime: '14:00',
    address: 'Namur',
    image: null,
    programme: [],
    photos: [],
    attendees: [],
  };
}

const events = [
  event(1, 'Lunch à Namur', '2025-06-20', 'Repas convivial au bord de la Meuse'),
  event(2, 'Journée networking Bruxelles', '2025-06-14', 'Conférences et ateliers', '09:00'),
  event(3, 'Lunch passé à Gand', '2025-06-13', 'Korenmarkt'),
  event(4, 'Lunch des entrepreneurs à Liège', '2025-06-14', 'Boulevard de la Sauvenière', '12:15'),
];

// 14 June 2025, 12:00 in Brussels.
const now = new Date('2025-06-14T10:00:00Z');
const ids = (list: ClubEvent[]) => list.map((e) => e.id);

describe('filterEvents', () => {
  it('keeps events of today and later, soonest first', () => {
    expect(ids(filterEvents(events, { search: '', now }))).toEqual([2, 4, 1]);
  });
  it('drops yesterday once midnight has passed in Brussels', () => {
    // 13 June 23:30 in Brussels: the Gand lunch is still "today".
    expect(ids(filterEvents(events, { search: '', now: new Date('2025-06-13T21:30:00Z') }))).toContain(3);
    // 14 June 00:00 in Brussels: it is yesterday's.
    expect(ids(filterEvents(events, { search: '', now: new Date('2025-06-13T22:00:00Z') }))).not.toContain(3);
  });
  it('searches the name, case-insensitively', () => {
    expect(ids(filterEvents(events, { search: 'LUNCH', now }))).toEqual([4, 1]);
  });
  it('searches the description too, accents ignored', () => {
    expect(ids(filterEvents(events, { search: 'sauveniere', now }))).toEqual([4]);
    expect(ids(filterEvents(events, { search: 'meuse', now }))).toEqual([1]);
  });
  it('never returns a past event, even when it matches', () => {
    expect(filterEvents(events, { search: 'gand', now })).toEqual([]);
  });
});
