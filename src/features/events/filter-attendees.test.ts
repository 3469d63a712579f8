import { describe, expect, it } from 'vitest';
import type { MemberSummary } from '@/api/types';
import { filterAttendees } from './filter-attendees';

const person = (id: number, name: string, profession = ''): MemberSummary => ({
  id,
  name,
  profession,
  city: '',
  photo: null,
  companies: [],
});
const attendees = [person(1, 'Émilie Lefèvre', 'Avocate'), person(2, 'Jean Dupont'), person(3, 'Jeanne Martin')];

describe('attendee search', () => {
  it('finds by name, ignoring case and accents; empty shows everyone', () => {
    expect(filterAttendees(attendees, 'emilie').map((m) => m.id)).toEqual([1]);
    expect(filterAttendees(attendees, ' JEAN').map((m) => m.id)).toEqual([2, 3]);
    expect(filterAttendees(attendees, '')).toHaveLength(3);
  });
  it('searches names only', () => {
    expect(filterAttendees(attendees, 'avocate')).toEqual([]);
  });
});
