// What the club keeps about a person, in one list (backend/src/api/account/services/personal-data.ts): the member's
// export holds every part of it (attendance, waitlist, reminder choice, messages received), the deletion empties
// every table of it, the list is checked against the schema and the database, and guests' names and e-mails go
// 12 months after their event (the retention job) or when they ask (the back-office route).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, organiserToken, registerMember, unique, type TestMember } from './support/api';
import { closeDatabase, database } from './support/db';
import { createEvent, day, newOrganiser } from './support/door';

afterAll(closeDatabase);

const signUp = (eventId: number, m: TestMember) => api(`/api/events/${eventId}/sign-up`, { method: 'POST', token: m.jwt });
const checkIn = (eventId: number, who: TestMember, body: Record<string, unknown>) =>
  api(`/api/events/${eventId}/check-ins`, { method: 'POST', token: who.jwt, body: { clientId: randomUUID(), at: Date.now(), ...body } });
const exportOf = async (m: TestMember) => {
  const res = await fetch(`${baseUrl()}/api/account/export`, { headers: { authorization: `Bearer ${m.jwt}` } });
  expect(res.status).toBe(200);
  return res.json();
};
const eraseGuest = async (email: unknown, token?: string) =>
  api('/club/guests/erase', { method: 'POST', token: token ?? (await adminToken()), body: { email } });

/** A member checked in at one event, waiting at another, with reminders off and an organiser's message received. */
async function memberWithEverything() {
  const m = await registerMember();
  const organiser = await newOrganiser();
  const attended = await createEvent(day(0));
  expect((await signUp(attended.id, m)).status).toBe(200);
  const at = Date.now() - 5 * 60_000;
  expect((await checkIn(attended.id, organiser, { kind: 'member', memberId: m.memberId, at })).status).toBe(200);
  const full = await createEvent(day(5), 1);
  const first = await registerMember();
  expect((await signUp(full.id, first)).status).toBe(200);
  const waiting = await signUp(full.id, m);
  expect(waiting.body.data ?? waiting.body).toMatchObject({ status: 'waitlisted' });
  const off = await api('/api/reminders/preference', { method: 'PUT', token: m.jwt, body: { data: { eventReminders: false } } });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
  const subject = `Changement de salle ${unique()}`;
  const sent = await api(`/club/events/${attended.documentId}/messages`, {
    method: 'POST',
    token: await organiserToken(),
    body: { subject, text: 'Rendez-vous salle 2, au premier étage.' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { m, organiser, attended, full, at, subject };
}

describe('the export (GDPR art. 15 and 20)', () => {
  it('holds the check-ins, the waitlist places, the reminder choice and the messages received', async () => {
    const w = await memberWithEverything();
    const data = await exportOf(w.m);
    expect(data.about).not.toMatch(/n’enregistre pas de présences/);
    expect(data.checkIns).toEqual([
      {
        event: expect.objectContaining({ id: w.attended.id, Name: w.attended.Name }),
        at: new Date(w.at).toISOString(),
        kind: 'member',
        undoneAt: null,
      },
    ]);
    expect(data.waitlist).toEqual([
      { event: expect.objectContaining({ id: w.full.id, Name: w.full.Name }), joinedAt: expect.any(String), position: 1 },
    ]);
    expect(data.reminderPreference).toEqual({ eventReminders: false, eventChanges: true });
    expect(data.messagesReceived).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ id: w.attended.id }),
        subject: w.subject,
        text: 'Rendez-vous salle 2, au premier étage.',
        sentAt: expect.any(String),
      }),
    ]);
    // The organiser's own export holds their own check-ins only (none), not the people they checked in.
    const organiserExport = await exportOf(w.organiser);
    expect(organiserExport.checkIns).toEqual([]);
  });
});

describe('the deletion (GDPR art. 17)', () => {
  it('leaves no row of the member in the tables of the list (check-ins, waitlist, mails)', async () => {
    const w = await memberWithEverything();
    const sql = database();
    // PostgreSQL answers a count as a string, SQLite as a number.
    const [{ n: checkIns }] = await sql('event_check_ins').where({ member_id: w.m.memberId }).count({ n: '*' });
    expect(Number(checkIns)).toBe(1);
    // A reminder's claim, as the job writes it (the reminders' own test checks the job).
    await sql('event_mail_claims').insert({
      kind: 'reminder',
      event_id: w.full.id,
      member_id: w.m.memberId,
      stamp: 'test',
      claimed_at: Date.now(),
    });
    const res = await api('/api/account/delete', { method: 'POST', token: w.m.jwt, body: { password: w.m.password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const table of ['event_check_ins', 'event_waitlist', 'event_mail_claims']) {
      const [{ n }] = await sql(table).where({ member_id: w.m.memberId }).count({ n: '*' });
      expect(Number(n), table).toBe(0);
    }
  });
});

describe('the list of personal data', () => {
  it('covers every content type related to a member or an account and every table with a member_id column', async () => {
    const token = await adminToken();
    const check = await api('/club/personal-data', { token });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data.gaps).toEqual([]);
    expect(check.body.data.sources.map((s: { key: string }) => s.key)).toEqual(
      expect.arrayContaining(['account', 'member', 'checkIns', 'waitlist', 'mails']),
    );

    // A new table holding members' rows, made without adding it to the list, is reported.
    const sql = database();
    const stray = `stray_notes_${unique()}`.toLowerCase();
    await sql.raw(`CREATE TABLE ${stray} (id integer primary key, member_id integer, note varchar(100))`);
    try {
      const again = await api('/club/personal-data', { token });
      expect(again.body.data.gaps).toEqual([expect.stringContaining(stray)]);
    } finally {
      await sql.raw(`DROP TABLE ${stray}`);
    }
    // Not for members' app accounts.
    const m = await registerMember();
    expect((await api('/club/personal-data', { token: m.jwt })).status).toBe(401);
  });
});

describe('guests’ data', () => {
  const guestRows = (eventId: number) =>
    database()('event_check_ins').where({ event_id: eventId, kind: 'guest' }).select('guest_name', 'guest_email', 'person');
  /** The door takes guests on the event's day only: they are checked in today, then the event is moved back in time. */
  const moveBack = (eventId: number, offset: number) =>
    database()('events')
      .where({ id: eventId })
      .update({ date: day(offset) });

  it('is erased 12 months after the event by the retention job; the count of guests stays', async () => {
    const organiser = await newOrganiser();
    const old = await createEvent(day(0));
    const recent = await createEvent(day(0));
    const oldMail = `ancien-${unique()}@example.test`;
    const recentMail = `recent-${unique()}@example.test`;
    expect(
      (await checkIn(old.id, organiser, { kind: 'guest', guest: { name: 'Paul Ancien', email: oldMail, consent: true } })).status,
    ).toBe(200);
    expect(
      (await checkIn(recent.id, organiser, { kind: 'guest', guest: { name: 'Rita Récente', email: recentMail, consent: true } })).status,
    ).toBe(200);
    await moveBack(old.id, -400);
    await moveBack(recent.id, -300);
    // The job runs every 2 seconds in the tests (RETENTION_CRON, tests/api/global-setup.ts).
    const deadline = Date.now() + 15_000;
    while ((await guestRows(old.id))[0].guest_email !== null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    const [erased] = await guestRows(old.id);
    expect(erased).toMatchObject({ guest_name: null, guest_email: null });
    expect(erased.person).not.toContain(oldMail);
    expect(await guestRows(recent.id)).toEqual([expect.objectContaining({ guest_name: 'Rita Récente', guest_email: recentMail })]);
    const attendance = await api(`/api/events/${old.id}/attendance`, { token: organiser.jwt });
    expect(attendance.body.data ?? attendance.body).toMatchObject({ guests: 1 });
  });

  it('is erased when the guest asks (back-office route), at every event; the count stays', async () => {
    const organiser = await newOrganiser();
    const one = await createEvent(day(0));
    const two = await createEvent(day(0));
    const email = `Invite-${unique()}@Example.test`;
    for (const event of [one, two]) {
      expect((await checkIn(event.id, organiser, { kind: 'guest', guest: { name: 'Léa Invitée', email, consent: true } })).status).toBe(
        200,
      );
    }
    const other = `autre-${unique()}@example.test`;
    expect((await checkIn(one.id, organiser, { kind: 'guest', guest: { name: 'Autre Invité', email: other, consent: true } })).status).toBe(
      200,
    );
    await moveBack(two.id, -2);

    const res = await eraseGuest(` ${email.toLowerCase()} `);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ erased: 2 });
    for (const event of [one, two]) {
      const rows = await guestRows(event.id);
      expect(JSON.stringify(rows).toLowerCase()).not.toContain(email.toLowerCase());
      expect(rows.filter((r: { guest_email: string | null }) => r.guest_email === null)).toHaveLength(1);
    }
    expect(await guestRows(one.id)).toEqual(expect.arrayContaining([expect.objectContaining({ guest_email: other })]));
    const door = await api(`/api/events/${one.id}/door`, { token: organiser.jwt });
    expect(door.body.data.attendance.guests).toBe(2);
    // Asked again: nothing left to erase.
    expect((await eraseGuest(email)).body.data).toEqual({ erased: 0 });
    // Bad input: a French 400; members' tokens are not back-office tokens.
    const bad = await eraseGuest('pas-une-adresse');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Entrez une adresse mail valide');
    expect((await eraseGuest({ $ne: '' })).status).toBe(400);
    expect((await eraseGuest(email, organiser.jwt)).status).toBe(401);
  });
});
