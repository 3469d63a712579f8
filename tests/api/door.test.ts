// The door (issue 28): only the app's organisers check people in (the role granted in the back-office, checked by
// the server); check-ins are idempotent by their client id; two phones checking the same person keep the first
// check-in; an undo withdraws only the check-ins its phone saw; a walk-in is signed up and checked in at once; a
// guest's e-mail never leaves the server, and the guest is invited to join after the event.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, organiserToken, registerMember, unique, type TestMember } from './support/api';
import { waitForMails } from './support/outbox';
import { addDays, clubToday } from '@club/contract';

const CM_EVENTS = '/content-manager/collection-types/api::event.event';
const CM_USERS = '/content-manager/collection-types/plugin::users-permissions.user';
// Days in Brussels, as the server decides what is past (a UTC day is yesterday there from 23:00 or 22:00 UTC).
const day = (offset: number) => addDays(clubToday(), offset);

async function createEvent(date = day(0), capacity: number | null = null) {
  const res = await api(CM_EVENTS, {
    method: 'POST',
    token: await organiserToken(),
    body: {
      Name: `Soirée ${unique()}`,
      Date: date,
      StartingTime: '19:00:00.000',
      Address: 'Rue de Fer 1, 5000 Namur',
      Capacity: capacity,
      Published: true,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; documentId: string; Name: string };
}

/** What an administrator does in the back-office: gives an app account the 'Organisateur' role. */
async function grantOrganiser(member: TestMember) {
  const token = await adminToken();
  const roles = await api('/users-permissions/roles', { token });
  const role = (roles.body.roles as Array<{ id: number; type: string }>).find((r) => r.type === 'organiser');
  expect(role, 'the organiser role exists').toBeTruthy();
  const found = await api(`${CM_USERS}?filters[$and][0][id][$eq]=${member.userId}`, { token });
  const documentId = found.body.results[0].documentId as string;
  const res = await api(`${CM_USERS}/${documentId}`, { method: 'PUT', token, body: { role: { connect: [{ id: role!.id }] } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function newOrganiser() {
  const organiser = await registerMember();
  await grantOrganiser(organiser);
  return organiser;
}

const signUp = (eventId: number, m: TestMember) => api(`/api/events/${eventId}/sign-up`, { method: 'POST', token: m.jwt });
const checkIn = (eventId: number, who: TestMember, body: Record<string, unknown>) =>
  api(`/api/events/${eventId}/check-ins`, { method: 'POST', token: who.jwt, body: { clientId: randomUUID(), at: Date.now(), ...body } });
const undo = (eventId: number, who: TestMember, claims: string[]) =>
  api(`/api/events/${eventId}/check-ins/undo`, { method: 'POST', token: who.jwt, body: { claims } });
const door = async (eventId: number, who: TestMember) => {
  const res = await api(`/api/events/${eventId}/door`, { token: who.jwt });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const attendeeOf = async (eventId: number, who: TestMember, memberId: number) =>
  (await door(eventId, who)).attendees.find((a: { memberId: number }) => a.memberId === memberId);

describe('who may check in', () => {
  it('a member cannot check anyone in, themselves included, nor read the door list; an organiser can', async () => {
    const event = await createEvent();
    const member = await registerMember();
    const other = await registerMember();
    await signUp(event.id, member);
    await signUp(event.id, other);
    for (const target of [member, other]) {
      const res = await checkIn(event.id, member, { kind: 'member', memberId: target.memberId });
      expect(res.status).toBe(403);
    }
    expect((await api(`/api/events/${event.id}/door`, { token: member.jwt })).status).toBe(403);
    expect((await api(`/api/events/${event.id}/attendance`, { token: member.jwt })).status).toBe(403);
    expect((await api(`/api/events/${event.id}/door`)).status).toBe(403);
    expect(
      (
        await api(`/api/events/${event.id}/check-ins`, {
          method: 'POST',
          body: { clientId: randomUUID(), kind: 'member', memberId: member.memberId },
        })
      ).status,
    ).toBe(403);

    const organiser = await newOrganiser();
    // The session knows the viewer is an organiser from the server.
    const me = await api('/api/users/me', { token: organiser.jwt });
    expect(me.body.organiser).toBe(true);
    expect((await api('/api/users/me', { token: member.jwt })).body.organiser).toBe(false);
    const res = await checkIn(event.id, organiser, { kind: 'member', memberId: member.memberId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.first).toBe(true);
    expect(res.body.data.checkIn.by).toBe(organiser.name);
    expect((await attendeeOf(event.id, organiser, member.memberId)).checkIn).not.toBeNull();
  });

  it('a member not signed up is refused as a plain check-in (4xx, French), and accepted as a walk-in: signed up and checked in at once, even on a full event', async () => {
    const event = await createEvent(day(0), 1);
    const organiser = await newOrganiser();
    const first = await registerMember();
    await signUp(event.id, first);
    const walker = await registerMember();
    const refused = await checkIn(event.id, organiser, { kind: 'member', memberId: walker.memberId });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Ce membre n’est pas inscrit à cet événement');
    const walkIn = await checkIn(event.id, organiser, { kind: 'walk-in', memberId: walker.memberId });
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(200);
    const list = await door(event.id, organiser);
    expect(list.attendees.map((a: { memberId: number }) => a.memberId).sort()).toEqual([first.memberId, walker.memberId].sort());
    expect(list.attendance).toEqual({ registered: 2, present: 1, walkIns: 1, guests: 0, noShows: 1 });
  });
});

describe('idempotence and two door phones', () => {
  it('the same check-in sent twice is recorded once and answered the same', async () => {
    const event = await createEvent();
    const organiser = await newOrganiser();
    const member = await registerMember();
    await signUp(event.id, member);
    const body = { clientId: randomUUID(), at: Date.now() - 60_000, kind: 'member', memberId: member.memberId };
    const one = await api(`/api/events/${event.id}/check-ins`, { method: 'POST', token: organiser.jwt, body });
    const two = await api(`/api/events/${event.id}/check-ins`, { method: 'POST', token: organiser.jwt, body });
    expect(one.status).toBe(200);
    expect(two.body).toEqual(one.body);
    expect((await attendeeOf(event.id, organiser, member.memberId)).checkIn.claims).toEqual([body.clientId]);
  });

  it('two phones check the same member in offline: one check-in, the first (time and organiser) whichever arrives first', async () => {
    const event = await createEvent();
    const phoneA = await newOrganiser();
    const phoneB = await newOrganiser();
    const member = await registerMember();
    await signUp(event.id, member);
    const earlier = Date.now() - 5 * 60_000;
    // B's later check-in reaches the server first.
    const b = await checkIn(event.id, phoneB, { kind: 'member', memberId: member.memberId, at: earlier + 120_000 });
    const a = await checkIn(event.id, phoneA, { kind: 'member', memberId: member.memberId, at: earlier });
    expect(b.body.data.first).toBe(true);
    expect(a.body.data.first).toBe(true); // A's is the first at the door: it is the one kept
    const list = await door(event.id, phoneB);
    const entry = list.attendees.find((x: { memberId: number }) => x.memberId === member.memberId);
    expect(entry.checkIn.at).toBe(earlier);
    expect(entry.checkIn.by).toBe(phoneA.name);
    expect(list.attendance.present).toBe(1);
  });

  it('undo: withdraws only the check-ins that phone saw; a check-in after an undo wins', async () => {
    const event = await createEvent();
    const phoneA = await newOrganiser();
    const phoneB = await newOrganiser();
    const member = await registerMember();
    await signUp(event.id, member);
    const a = await checkIn(event.id, phoneA, { kind: 'member', memberId: member.memberId });
    const claimA = a.body.data.checkIn.claims[0] as string;
    // Meanwhile B (offline, had not seen A's) checks in and undoes its own check-in.
    const b = await checkIn(event.id, phoneB, { kind: 'member', memberId: member.memberId });
    const claimB = (b.body.data.checkIn.claims as string[]).find((c) => c !== claimA)!;
    const undoneB = await undo(event.id, phoneB, [claimB]);
    expect(undoneB.status).toBe(200);
    expect(undoneB.body.data.checkIn.claims).toEqual([claimA]); // A's stands
    // A undoes what it saw: the member is no longer present; undoing twice changes nothing.
    const undoneA = await undo(event.id, phoneA, [claimA]);
    expect(undoneA.body.data.checkIn).toBeNull();
    expect((await undo(event.id, phoneA, [claimA])).body.data.checkIn).toBeNull();
    expect((await attendeeOf(event.id, phoneA, member.memberId)).checkIn).toBeNull();
    // Checked in again after the undo: present again.
    const again = await checkIn(event.id, phoneB, { kind: 'member', memberId: member.memberId });
    expect(again.body.data.first).toBe(true);
    expect((await attendeeOf(event.id, phoneA, member.memberId)).checkIn.by).toBe(phoneB.name);
    // A member cannot undo.
    expect((await undo(event.id, member, again.body.data.checkIn.claims)).status).toBe(403);
  });
});

describe('guests', () => {
  it('a guest needs a name, a valid e-mail and consent; the e-mail is in no answer; after the event the guest is invited once', async () => {
    const event = await createEvent(day(-1));
    const organiser = await newOrganiser();
    const email = `invite-${unique()}@example.test`;
    const missing = await checkIn(event.id, organiser, { kind: 'guest', guest: { name: 'Jeanne Invitée', email, consent: false } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/accepter/);
    const badMail = await checkIn(event.id, organiser, {
      kind: 'guest',
      guest: { name: 'Jeanne Invitée', email: 'pas-une-adresse', consent: true },
    });
    expect(badMail.body.error.message).toBe('Entrez une adresse mail valide');
    const res = await checkIn(event.id, organiser, { kind: 'guest', guest: { name: 'Jeanne Invitée', email, consent: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(email);
    const list = await door(event.id, organiser);
    expect(list.guests.map((g: { name: string }) => g.name)).toEqual(['Jeanne Invitée']);
    expect(list.attendance.guests).toBe(1);
    expect(JSON.stringify(list)).not.toContain(email);
    // Public answers never carry it either.
    for (const path of [`/api/events/${event.id}?populate=*`, `/api/event-attendees?populate=*`, `/api/directory/events`]) {
      expect(JSON.stringify((await api(path)).body)).not.toContain(email);
    }
    // The cron (every 2 s in the tests) invites the guest of the past event, once.
    const mails = await waitForMails(email, /register/, 1, 10_000);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Jeanne Invit');
    await new Promise((r) => setTimeout(r, 4500));
    expect(await waitForMails(email, /register/, 2, 100)).toHaveLength(1);
  });
});

describe('after the door', () => {
  it('the back-office list and CSV say who came, and when (Brussels time)', async () => {
    const event = await createEvent();
    const organiser = await newOrganiser();
    const came = await registerMember();
    const stayedHome = await registerMember();
    await signUp(event.id, came);
    await signUp(event.id, stayedHome);
    const at = Date.now() - 60_000;
    expect((await checkIn(event.id, organiser, { kind: 'member', memberId: came.memberId, at })).status).toBe(200);

    const res = await fetch(`${baseUrl()}/club/events/${event.documentId}/attendees/csv`, {
      headers: { authorization: `Bearer ${await organiserToken()}` },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0].split(',').at(-1)).toBe('Présent');
    const time = new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' }).format(at);
    expect(lines.find((line) => line.startsWith(came.name))).toMatch(new RegExp(`,"Oui, ${time}"$`));
    expect(lines.find((line) => line.startsWith(stayedHome.name))).toMatch(/,$/);
  });
});
