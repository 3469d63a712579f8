// The door (issue 28): only the app's organisers check people in (the role granted in the back-office, checked by
// the server); check-ins are idempotent by their client id; two phones checking the same person keep the first
// check-in; an undo withdraws only the check-ins its phone saw; a walk-in is signed up and checked in at once; a
// guest's e-mail never leaves the server, and the guest is invited to join after the event.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { api, baseUrl, organiserToken, registerMember, unique, type TestMember } from './support/api';
import { closeDatabase, database } from './support/db';
import { mailsTo, waitForMails } from './support/outbox';
import { createEvent, day, newOrganiser } from './support/door';
import {
  DOOR_MESSAGES,
  GUEST_CAP_PER_EVENT,
  GUEST_CAP_PER_ORGANISER_PER_DAY,
  OUTBOX_MAX_AGE_MS,
  CLUB_TIME_ZONE,
  brusselsInstant,
} from '@club/contract';

const CM_EVENTS = '/content-manager/collection-types/api::event.event';

afterAll(closeDatabase);

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
    // One count everywhere (issue 44): the walk-in is counted apart from who signed up before the door.
    expect(list.attendance).toEqual({ registered: 1, present: 0, walkIns: 1, guests: 0, noShows: 1 });
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
    expect(lines[0].split(';').at(-1)).toBe('Présent');
    const time = new Intl.DateTimeFormat('fr-BE', { timeZone: CLUB_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(at);
    expect(lines.find((line) => line.startsWith(came.name))).toMatch(new RegExp(`;"Oui, ${time}"$`));
    expect(lines.find((line) => line.startsWith(stayedHome.name))).toMatch(/;$/);
  });
});

// Security issue 3: the door cannot send the club's mail to anyone, nor change the past.
const guestBody = (name: string, email = `invite-${unique()}@example.test`) => ({ kind: 'guest', guest: { name, email, consent: true } });
const CHECK_INS = 'event_check_ins';

/** Moves an event to another day, as the back-office does (the door's window follows the event). */
async function moveEvent(event: { documentId: string }, date: string) {
  const res = await api(`${CM_EVENTS}/${event.documentId}`, { method: 'PUT', token: await organiserToken(), body: { Date: date } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('guests cannot make the club send anything', () => {
  it('a guest name carrying a link, an address or a control character is refused with a French message', async () => {
    const event = await createEvent();
    const organiser = await newOrganiser();
    for (const name of [
      'Cliquez http://evil.example/login pour valider',
      'Voir evil.example',
      'Jeanne www.evil.be',
      'Jeanne\u0007Invitée',
      'Jeanne\u202eInvitée',
      'Jeanne\nInvitée',
    ]) {
      const res = await checkIn(event.id, organiser, guestBody(name));
      expect(res.status, name).toBe(400);
      expect(res.body.error.message, name).toBe(DOOR_MESSAGES.guestNameText);
    }
    // Real names pass: accents, hyphens, apostrophes, initials.
    for (const name of ['Jean-Pierre d’Ursel', 'J.P. Van den Bossche', 'Zoë O’Neill']) {
      const res = await checkIn(event.id, organiser, guestBody(name));
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it(`at most ${GUEST_CAP_PER_ORGANISER_PER_DAY} guests per organiser in 24 hours (4xx, French); another organiser may go on`, async () => {
    const organiser = await newOrganiser();
    const [one, two] = [await createEvent(), await createEvent()];
    for (let i = 0; i < GUEST_CAP_PER_ORGANISER_PER_DAY; i += 1) {
      const res = await checkIn(i % 2 ? one.id : two.id, organiser, guestBody(`Invité Numéro ${i}`));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const refused = await checkIn(one.id, organiser, guestBody('Invité En Trop'));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(DOOR_MESSAGES.organiserGuestCap);
    const other = await newOrganiser();
    expect((await checkIn(one.id, other, guestBody('Invité Suivant'))).status).toBe(200);
  });

  it(`at most ${GUEST_CAP_PER_EVENT} guests per event (4xx, French)`, async () => {
    const event = await createEvent();
    const organisers = await Promise.all(
      Array.from({ length: Math.ceil(GUEST_CAP_PER_EVENT / GUEST_CAP_PER_ORGANISER_PER_DAY) + 1 }, () => newOrganiser()),
    );
    for (let i = 0; i < GUEST_CAP_PER_EVENT; i += 1) {
      const res = await checkIn(event.id, organisers[Math.floor(i / GUEST_CAP_PER_ORGANISER_PER_DAY)], guestBody(`Invité Numéro ${i}`));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const refused = await checkIn(event.id, organisers.at(-1)!, guestBody('Invité En Trop'));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(DOOR_MESSAGES.eventGuestCap);
    expect((await door(event.id, organisers[0])).guests).toHaveLength(GUEST_CAP_PER_EVENT);
  });

  it('no invitation for the guest of an event long past, and one per address per month across events', async () => {
    const organiser = await newOrganiser();
    // A guest row left on an event of last week (e.g. recorded before this rule): the cron does not mail them.
    const old = await createEvent(day(-6));
    const oldEmail = `ancien-${unique()}@example.test`;
    const now = Date.now();
    await database()(CHECK_INS).insert({
      client_id: randomUUID(),
      event_id: old.id,
      person: `guest:${oldEmail}`,
      kind: 'guest',
      guest_name: 'Ancien Invité',
      guest_email: oldEmail,
      at: now - 6 * 86_400_000,
      by_user: organiser.userId,
      by_name: organiser.name,
      received_at: now - 6 * 86_400_000,
    });
    // The same address at two events of yesterday: one invitation.
    const email = `deux-${unique()}@example.test`;
    const [first, second] = [await createEvent(day(-1)), await createEvent(day(-1))];
    expect((await checkIn(first.id, organiser, guestBody('Jeanne Deux', email))).status).toBe(200);
    expect((await checkIn(second.id, organiser, guestBody('Jeanne Deux', email))).status).toBe(200);
    expect(await waitForMails(email, /register/, 1, 10_000)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 4500)); // two more runs of the cron (every 2 s in the tests)
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(oldEmail)).toHaveLength(0);
  });
});

describe('the door is open on the event’s day only', () => {
  it('its list says when: from 2 hours before the start (the day’s start without a time) to the end of the day after', async () => {
    const organiser = await newOrganiser();
    const timed = await createEvent(day(1), null, '19:00:00.000');
    expect((await door(timed.id, organiser)).window).toEqual({
      opensAt: brusselsInstant(day(1), '17:00'),
      closesAt: brusselsInstant(day(3), '00:00'),
    });
    const allDay = await createEvent(day(0));
    expect((await door(allDay.id, organiser)).window).toEqual({
      opensAt: brusselsInstant(day(0), '00:00'),
      closesAt: brusselsInstant(day(2), '00:00'),
    });
  });

  it('a check-in or an undo outside the door’s window is refused (4xx, French): an event 5 months ago, one 4 months ahead', async () => {
    const organiser = await newOrganiser();
    const member = await registerMember();
    for (const date of [day(-150), day(-2), day(1), day(120)]) {
      const event = await createEvent(date);
      const res = await checkIn(event.id, organiser, { kind: 'walk-in', memberId: member.memberId });
      expect(res.status, `${date}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.message).toMatch(/^L’accueil de cet événement /);
      expect(res.body.error.details?.code).toBe('door-closed');
      expect((await door(event.id, organiser)).attendees).toEqual([]);
    }
    // Checked in today; once the event is moved two days back (its door closed), an undo is refused too.
    const event = await createEvent();
    await signUp(event.id, member);
    const done = await checkIn(event.id, organiser, { kind: 'member', memberId: member.memberId });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await moveEvent(event, day(-2));
    const undone = await undo(event.id, organiser, done.body.data.checkIn.claims);
    expect(undone.status).toBe(400);
    expect(undone.body.error.message).toMatch(/^L’accueil de cet événement est fermé/);
    expect((await attendeeOf(event.id, organiser, member.memberId)).checkIn).not.toBeNull();
  });

  it('the time at the door cannot be backdated before the door opened, nor beyond the outbox’s age, nor set in the future', async () => {
    const event = await createEvent(day(0), null, '00:00:00.000');
    const organiser = await newOrganiser();
    const [early, late] = [await registerMember(), await registerMember()];
    await signUp(event.id, early);
    await signUp(event.id, late);
    const before = Date.now();
    const backdated = await checkIn(event.id, organiser, { kind: 'member', memberId: early.memberId, at: before - 3 * 86_400_000 });
    expect(backdated.status, JSON.stringify(backdated.body)).toBe(200);
    const opensAt = Math.max(brusselsInstant(day(0), '00:00'), before - OUTBOX_MAX_AGE_MS);
    expect(backdated.body.data.checkIn.at).toBe(opensAt);
    const ahead = await checkIn(event.id, organiser, { kind: 'member', memberId: late.memberId, at: before + 86_400_000 });
    expect(ahead.body.data.checkIn.at).toBeGreaterThanOrEqual(before);
    expect(ahead.body.data.checkIn.at).toBeLessThanOrEqual(Date.now());
  });
});

describe('a walk-in is one transaction', () => {
  it('a refused walk-in (its id already names another check-in) registers nobody', async () => {
    const event = await createEvent();
    const organiser = await newOrganiser();
    const [signedUp, walker] = [await registerMember(), await registerMember()];
    await signUp(event.id, signedUp);
    const clientId = randomUUID();
    expect((await checkIn(event.id, organiser, { clientId, kind: 'member', memberId: signedUp.memberId })).status).toBe(200);
    const refused = await checkIn(event.id, organiser, { clientId, kind: 'walk-in', memberId: walker.memberId });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(DOOR_MESSAGES.claimReused);
    const list = await door(event.id, organiser);
    expect(list.attendees.map((a: { memberId: number }) => a.memberId)).toEqual([signedUp.memberId]);
    const publicList = await api(`/api/event-attendees?filters[event][id][$eq]=${event.id}&populate[members][fields][0]=Name`);
    expect(JSON.stringify(publicList.body)).not.toContain(walker.name);
  });

  it('undoing a walk-in removes the registration it made; a member signed up before keeps theirs', async () => {
    const event = await createEvent();
    const organiser = await newOrganiser();
    const [walker, signedUp] = [await registerMember(), await registerMember()];
    await signUp(event.id, signedUp);
    const walkIn = await checkIn(event.id, organiser, { kind: 'walk-in', memberId: walker.memberId });
    const walkInOfSignedUp = await checkIn(event.id, organiser, { kind: 'walk-in', memberId: signedUp.memberId });
    expect(walkIn.status).toBe(200);
    expect(walkInOfSignedUp.status).toBe(200);
    expect((await undo(event.id, organiser, walkIn.body.data.checkIn.claims)).status).toBe(200);
    expect((await undo(event.id, organiser, walkInOfSignedUp.body.data.checkIn.claims)).status).toBe(200);
    const list = await door(event.id, organiser);
    expect(list.attendees.map((a: { memberId: number }) => a.memberId)).toEqual([signedUp.memberId]);
    expect(list.attendance).toEqual({ registered: 1, present: 0, walkIns: 0, guests: 0, noShows: 1 });
    // Walked in again after the undo: registered again, by that new walk-in.
    expect((await checkIn(event.id, organiser, { kind: 'walk-in', memberId: walker.memberId })).status).toBe(200);
    const again = await door(event.id, organiser);
    expect(again.attendees.map((a: { memberId: number }) => a.memberId).sort()).toEqual([walker.memberId, signedUp.memberId].sort());
    // Counted as a walk-in, apart from who signed up before the door (one count everywhere, issue 44).
    expect(again.attendance).toEqual({ registered: 1, present: 0, walkIns: 1, guests: 0, noShows: 1 });
  });
});
