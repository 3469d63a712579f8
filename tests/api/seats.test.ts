// Seats and waitlist (issue 29): a full event's sign-ups wait in line, in arrival order, and the first in line
// takes each seat that frees up — a cancellation or a raised capacity — with a mail. The server decides under
// the event's lock (an advisory lock on PostgreSQL): never more attendees than seats. Runs on SQLite and on
// PostgreSQL (DATABASE_CLIENT=postgres …).
import { describe, expect, it } from 'vitest';
import { api, attendeesOf, organiserToken, registerMember, unique, type TestMember } from './support/api';
import { icsOf, waitForMails, mailsTo } from './support/outbox';
import { setPrivacy } from './support/privacy';
import { addDays, clubToday } from '@club/contract';

const CM_EVENTS = '/content-manager/collection-types/api::event.event';
const inTwoWeeks = () => addDays(clubToday(), 14);

async function createEvent(capacity: number | null) {
  const res = await api(CM_EVENTS, {
    method: 'POST',
    token: await organiserToken(),
    body: {
      Name: `Lunch ${unique()}`,
      Date: inTwoWeeks(),
      StartingTime: '12:00:00.000',
      Address: 'Rue de Fer 1, 5000 Namur',
      Capacity: capacity,
      Published: true,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; documentId: string; Name: string };
}

const setCapacity = async (documentId: string, Capacity: number | null) => {
  const res = await api(`${CM_EVENTS}/${documentId}`, { method: 'PUT', token: await organiserToken(), body: { Capacity } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const signUp = (eventId: number, m: TestMember) => api(`/api/events/${eventId}/sign-up`, { method: 'POST', token: m.jwt });
const leave = (eventId: number, m: TestMember) => api(`/api/events/${eventId}/sign-up`, { method: 'DELETE', token: m.jwt });
const seatOf = async (eventId: number, m: TestMember) => (await api(`/api/events/${eventId}/seat`, { token: m.jwt })).body.data;
const counts = async (eventId: number) => {
  const { body } = await api(`/api/events/${eventId}`);
  return { capacity: body.data.Capacity, taken: body.data.SeatsTaken, waiting: body.data.WaitlistLength };
};
const attendeeIds = async (eventId: number) => ((await attendeesOf(eventId))[0]?.members ?? []).map((m) => m.id).sort();

describe('an event with 3 seats', () => {
  it('five members at once: 3 registered, 2 waiting at positions 1 and 2; a cancellation promotes the first, with a mail', async () => {
    const event = await createEvent(3);
    const members = await Promise.all(Array.from({ length: 5 }, () => registerMember()));
    const results = await Promise.all(members.map((m) => signUp(event.id, m)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const registered = members.filter((_, i) => results[i].body.data.status === 'registered');
    const waiting = members
      .map((m, i) => ({ m, answer: results[i].body.data }))
      .filter(({ answer }) => answer.status === 'waitlisted')
      .sort((a, b) => a.answer.position - b.answer.position);
    expect(registered).toHaveLength(3);
    expect(waiting.map(({ answer }) => answer.position)).toEqual([1, 2]);
    expect(await attendeeIds(event.id)).toEqual(registered.map((m) => m.memberId).sort());
    expect(await counts(event.id)).toEqual({ capacity: 3, taken: 3, waiting: 2 });
    // Each sees its own place; the others' names and positions are never in the event's answers.
    expect(await seatOf(event.id, waiting[1].m)).toEqual({ status: 'waitlisted', position: 2 });
    expect(await seatOf(event.id, registered[0])).toEqual({ status: 'registered', position: null });
    const everything = JSON.stringify((await api(`/api/events/${event.id}?populate=*`)).body);
    expect(everything).not.toMatch(/waitlist_|event_waitlist|member_id/i);

    // Signing up again changes nothing.
    expect((await signUp(event.id, waiting[0].m)).body.data).toEqual({ status: 'already-waitlisted', position: 1 });

    // One registered member cancels: the first in line gets the seat and a mail.
    expect((await leave(event.id, registered[0])).body.data.status).toBe('left');
    expect(await seatOf(event.id, waiting[0].m)).toEqual({ status: 'registered', position: null });
    expect(await seatOf(event.id, waiting[1].m)).toEqual({ status: 'waitlisted', position: 1 });
    expect(await counts(event.id)).toEqual({ capacity: 3, taken: 3, waiting: 1 });
    const [mail] = await waitForMails(waiting[0].m.email, /Une place s'est libérée/);
    expect(mail).toContain(`Subject: Une place s'est libérée : ${event.Name}`);
    expect(mail).toContain('tu es maintenant inscrit');
    expect(mailsTo(waiting[1].m.email).filter((mail) => /place s'est libérée/.test(mail))).toHaveLength(0);

    // Leaving the waitlist: off the list, no seat taken.
    expect((await leave(event.id, waiting[1].m)).body.data.status).toBe('left-waitlist');
    expect(await seatOf(event.id, waiting[1].m)).toEqual({ status: 'none', position: null });
    expect(await counts(event.id)).toEqual({ capacity: 3, taken: 3, waiting: 0 });
  });

  it('raising the capacity promotes the waiting members in their order, and no further', async () => {
    const event = await createEvent(1);
    const [first, second, third, fourth] = await Promise.all(Array.from({ length: 4 }, () => registerMember()));
    // One after the other: their arrival order is known.
    for (const m of [first, second, third, fourth]) expect((await signUp(event.id, m)).status).toBe(200);
    expect(await seatOf(event.id, fourth)).toEqual({ status: 'waitlisted', position: 3 });

    await setCapacity(event.documentId, 3);
    expect(await attendeeIds(event.id)).toEqual([first, second, third].map((m) => m.memberId).sort());
    expect(await seatOf(event.id, fourth)).toEqual({ status: 'waitlisted', position: 1 });
    expect(await counts(event.id)).toEqual({ capacity: 3, taken: 3, waiting: 1 });
    await waitForMails(second.email, /Une place s'est libérée/);
    await waitForMails(third.email, /Une place s'est libérée/);
    expect(mailsTo(fourth.email).filter((mail) => /place s'est libérée/.test(mail))).toHaveLength(0);

    // No limit at all: everyone is in.
    await setCapacity(event.documentId, null);
    expect(await seatOf(event.id, fourth)).toEqual({ status: 'registered', position: null });
    expect(await counts(event.id)).toEqual({ capacity: null, taken: 4, waiting: 0 });
  });

  it('a sign-up queued offline that arrives after the event filled lands on the waitlist, never an error', async () => {
    const event = await createEvent(2);
    const [a, b, late] = await Promise.all(Array.from({ length: 3 }, () => registerMember()));
    await signUp(event.id, a);
    await signUp(event.id, b);
    // The phone's outbox sends the same request as a tap, later: the answer says where the member stands.
    const delivered = await signUp(event.id, late);
    expect(delivered).toMatchObject({ status: 200, body: { data: { status: 'waitlisted', position: 1 } } });
    // A retry of the same queued action (its answer was lost) changes nothing.
    expect((await signUp(event.id, late)).body.data).toEqual({ status: 'already-waitlisted', position: 1 });
    expect(await counts(event.id)).toEqual({ capacity: 2, taken: 2, waiting: 1 });
  });

  it('twenty sign-ups at once never give more seats than there are', async () => {
    const event = await createEvent(5);
    const members = await Promise.all(Array.from({ length: 20 }, () => registerMember()));
    const results = await Promise.all(members.map((m) => signUp(event.id, m)));
    expect(results.filter((r) => r.body.data.status === 'registered')).toHaveLength(5);
    const positions = results.filter((r) => r.body.data.status === 'waitlisted').map((r) => r.body.data.position);
    expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(await attendeeIds(event.id)).toHaveLength(5);
    // Everyone cancels at once: the seats pass down the line, still never more than 5.
    await Promise.all(members.slice(0, 10).map((m) => leave(event.id, m)));
    const after = await counts(event.id);
    expect(after.taken).toBe(5);
    expect(after.taken + after.waiting).toBe(10);
    expect(await attendeeIds(event.id)).toHaveLength(5);
  });

  it('a member who deletes their account frees their seat for the first waiting member', async () => {
    const event = await createEvent(1);
    const [leaving, next] = await Promise.all([registerMember(), registerMember()]);
    await signUp(event.id, leaving);
    expect((await signUp(event.id, next)).body.data.status).toBe('waitlisted');
    const deleted = await api('/api/account/delete', { method: 'POST', token: leaving.jwt, body: { password: leaving.password } });
    expect(deleted.status).toBe(200);
    expect(await seatOf(event.id, next)).toEqual({ status: 'registered', position: null });
    expect(await counts(event.id)).toEqual({ capacity: 1, taken: 1, waiting: 0 });
    await waitForMails(next.email, /Une place s'est libérée/);
  });

  it('the back-office offers « Places » and « Heure du rappel », never the counts', async () => {
    const res = await api('/content-manager/content-types/api::event.event/configuration', { token: await organiserToken() });
    const { metadatas, layouts } = res.body.data.contentType;
    expect(metadatas.Capacity.edit.label).toBe('Places');
    expect(metadatas.ReminderTime.edit.label).toBe('Heure du rappel');
    const editFields = (layouts.edit as Array<Array<{ name: string }>>).flat().map((field) => field.name);
    expect(editFields).toEqual(expect.arrayContaining(['Capacity', 'ReminderTime']));
    expect(editFields).not.toContain('SeatsTaken');
    expect(editFields).not.toContain('WaitlistLength');
  });

  it('the seat of someone else is not a thing to ask for: it needs a session and answers only the caller', async () => {
    const event = await createEvent(1);
    expect((await api(`/api/events/${event.id}/seat`)).status).toBe(403);
    const m = await registerMember();
    expect(await seatOf(event.id, m)).toEqual({ status: 'none', position: null });
    expect((await api('/api/events/987654321/seat', { token: m.jwt })).status).toBe(404);
  });

  it('the counts others see leave hidden members out, while the seats stay decided on everyone', async () => {
    const event = await createEvent(2);
    const [listed, hidden, third, hiddenWaiting] = await Promise.all([
      registerMember(),
      registerMember(),
      registerMember(),
      registerMember(),
    ]);
    for (const m of [hidden, hiddenWaiting]) expect((await setPrivacy(m, { HiddenFromDirectory: true })).status).toBe(200);
    const listedNames = async () => ((await attendeesOf(event.id))[0]?.members ?? []).length;

    expect((await signUp(event.id, listed)).body.data.status).toBe('registered');
    expect((await signUp(event.id, hidden)).body.data.status).toBe('registered');
    // One name listed, one seat shown as taken: no difference betrays the hidden member.
    expect(await counts(event.id)).toEqual({ capacity: 2, taken: 1, waiting: 0 });
    expect(await listedNames()).toBe(1);
    // The event is full all the same: the next member waits, and a hidden one waiting is not counted.
    expect((await signUp(event.id, third)).body.data).toEqual({ status: 'waitlisted', position: 1 });
    expect((await signUp(event.id, hiddenWaiting)).body.data).toEqual({ status: 'waitlisted', position: 2 });
    expect(await counts(event.id)).toEqual({ capacity: 2, taken: 1, waiting: 1 });

    // A member who hides leaves the counts with their name; listed again, they come back.
    expect((await setPrivacy(listed, { HiddenFromDirectory: true })).status).toBe(200);
    expect(await counts(event.id)).toEqual({ capacity: 2, taken: 0, waiting: 1 });
    expect((await setPrivacy(listed, { HiddenFromDirectory: false })).status).toBe(200);
    expect(await counts(event.id)).toEqual({ capacity: 2, taken: 1, waiting: 1 });
  });
});

describe('the sign-up’s own mail (issue 44, point 9)', () => {
  it('confirms a sign-up and a place on the waiting list, with the .ics; once; not when event mails are off', async () => {
    const event = await createEvent(1);
    const [first, second, quiet] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    const off = await api('/api/reminders/preference', { method: 'PUT', token: quiet.jwt, body: { data: { eventReminders: false } } });
    expect(off.status).toBe(200);
    expect((await signUp(event.id, first)).body.data.status).toBe('registered');
    expect((await signUp(event.id, second)).body.data).toEqual({ status: 'waitlisted', position: 1 });
    expect((await signUp(event.id, quiet)).body.data.status).toBe('waitlisted');

    const [confirmed] = await waitForMails(first.email, /Subject: Inscription confirmée/);
    expect(confirmed).toContain(`Subject: Inscription confirmée : ${event.Name}`);
    expect(icsOf(confirmed)).toContain('BEGIN:VEVENT');
    const [waiting] = await waitForMails(second.email, /Subject: Liste d’attente/);
    expect(waiting).toContain('tu es sur la liste d’attente, en position 1');
    expect(icsOf(waiting)).toContain('BEGIN:VEVENT');
    // Signing up again is no news: no second mail. Event mails off: none.
    expect((await signUp(event.id, first)).body.data.status).toBe('already-registered');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(first.email).filter((mail) => /Inscription confirmée/.test(mail))).toHaveLength(1);
    expect(mailsTo(quiet.email)).toHaveLength(0);
  });
});
