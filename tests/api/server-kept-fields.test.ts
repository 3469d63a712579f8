// What the server counts on an event — the seats taken, the waitlist's length, the calendar's SEQUENCE — is
// written by the server alone: no back-office role, the super admin included, can set it through the content
// manager. An organiser once set CalendarSequence to −5 and the next .ics carried SEQUENCE:-5, which calendars
// read as an older version of the event and ignore.
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api, organiserToken, registerMember, unique } from './support/api';
import { closeDatabase, database } from './support/db';
import { addDays, clubToday } from '@club/contract';

const CM_EVENTS = '/content-manager/collection-types/api::event.event';
const FORGED = { SeatsTaken: -5, WaitlistLength: 999, CalendarSequence: -5 };

afterAll(closeDatabase);

async function countersOf(eventId: number) {
  const row = await database()('events').where({ id: eventId }).first();
  return { SeatsTaken: row.seats_taken, WaitlistLength: row.waitlist_length, CalendarSequence: row.calendar_sequence };
}

describe.each([
  ['the organiser', organiserToken],
  ['the super admin', adminToken],
])('the counters the server keeps, as %s', (_who, token) => {
  it('are not written by a create', async () => {
    const res = await api(CM_EVENTS, {
      method: 'POST',
      token: await token(),
      body: { Name: `Lunch ${unique()}`, Date: addDays(clubToday(), 9), Published: true, ...FORGED },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await countersOf(res.body.data.id)).toEqual({ SeatsTaken: 0, WaitlistLength: 0, CalendarSequence: 0 });
  });

  it('are not written by an update, and a move still raises the SEQUENCE by one', async () => {
    const created = await api(CM_EVENTS, {
      method: 'POST',
      token: await token(),
      body: { Name: `Lunch ${unique()}`, Date: addDays(clubToday(), 9), StartingTime: '12:00:00.000', Published: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, documentId } = created.body.data as { id: number; documentId: string };
    const member = await registerMember();
    expect((await api(`/api/events/${id}/sign-up`, { method: 'POST', token: member.jwt })).status).toBe(200);

    const forged = await api(`${CM_EVENTS}/${documentId}`, { method: 'PUT', token: await token(), body: FORGED });
    expect(forged.status, JSON.stringify(forged.body)).toBe(200);
    expect(await countersOf(id)).toEqual({ SeatsTaken: 1, WaitlistLength: 0, CalendarSequence: 0 });

    const moved = await api(`${CM_EVENTS}/${documentId}`, {
      method: 'PUT',
      token: await token(),
      body: { StartingTime: '13:00:00.000', CalendarSequence: 40 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await countersOf(id)).toEqual({ SeatsTaken: 1, WaitlistLength: 0, CalendarSequence: 1 });
  });
});
