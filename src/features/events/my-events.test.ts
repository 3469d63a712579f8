import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '@/api/types';
import { myUpcomingEvents } from './my-events';

const now = new Date('2026-11-23T10:00:00Z');
const event = (id: number, date: string, attendeeIds: number[]): ClubEvent => ({
  id,
  name: `E${id}`,
  description: '',
  date,
  startTime: '12:00',
  endTime: '',
  address: '',
  image: null,
  programme: [],
  photos: [],
  attendees: attendeeIds.map((attendee) => ({ id: attendee, name: `M${attendee}`, profession: '', city: '', photo: null, companies: [] })),
});
const events = [event(1, '2026-12-10', [7]), event(2, '2026-11-01', [7]), event(3, '2026-11-23', [8]), event(4, '2026-11-30', [7, 8])];

describe('my upcoming events', () => {
  it('are the events of today or later I am signed up for, soonest first', () => {
    expect(myUpcomingEvents(events, 7, now).map((e) => e.id)).toEqual([4, 1]);
    expect(myUpcomingEvents(events, 8, now).map((e) => e.id)).toEqual([3, 4]);
    expect(myUpcomingEvents(events, 9, now)).toEqual([]);
  });
});
