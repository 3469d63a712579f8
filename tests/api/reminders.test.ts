// Reminders (issue 29): the day before, at the organiser's time, one mail per attendee — however many times the
// job runs (the test server runs it every 2 seconds; every run claims each mail in a unique-keyed table
// first) — with the address, the programme, a plain-text part, the .ics and a one-click unsubscribe
// (RFC 8058). A change of time sends an update whose .ics keeps the UID with a higher SEQUENCE, read back
// with a real iCalendar parser (ical.js).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, organiserToken, registerMember, unique, type TestMember } from './support/api';
import { headerOf, icsOf, mailsTo, waitForMails } from './support/outbox';
import { CLUB_TIME_ZONE, addDays, clubToday } from '@club/contract';

const CM_EVENTS = '/content-manager/collection-types/api::event.event';
const brusselsDay = (offset: number) => addDays(clubToday(), offset);

async function createEvent(data: Record<string, unknown>) {
  const res = await api(CM_EVENTS, {
    method: 'POST',
    token: await organiserToken(),
    body: {
      Name: `Lunch ${unique()}`,
      StartingTime: '12:00:00.000',
      EndTime: '14:00:00.000',
      Address: 'Rue de Fer 1, 5000 Namur',
      Programme: [
        { Title: 'Accueil', StartingTime: '12:00:00.000' },
        { Title: 'Repas', StartingTime: '12:30:00.000' },
      ],
      Published: true,
      ...data,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; documentId: string; Name: string };
}

const signUp = (eventId: number, m: TestMember) => api(`/api/events/${eventId}/sign-up`, { method: 'POST', token: m.jwt });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function parseIcs(text: string | undefined) {
  expect(text, 'an .ics attachment').toBeTruthy();
  const vevent = new ICAL.Component(ICAL.parse(text!)).getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), location: event.location };
}

describe('the day-before reminder', () => {
  it('reaches each attendee once, however many runs, and not those who turned reminders off', async () => {
    // Tomorrow, reminded from 00:00 Brussels time: due at once.
    const event = await createEvent({ Date: brusselsDay(1), ReminderTime: '00:00:00.000' });
    const [a, b, quiet] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    const off = await api('/api/reminders/preference', { method: 'PUT', token: quiet.jwt, body: { data: { eventReminders: false } } });
    expect(off).toMatchObject({ status: 200, body: { data: { eventReminders: false } } });
    for (const m of [a, b, quiet]) expect((await signUp(event.id, m)).status).toBe(200);

    const [mail] = await waitForMails(a.email, /Subject: Rappel/);
    expect(mail).toBeTruthy();
    await waitForMails(b.email, /Subject: Rappel/);
    await sleep(5000); // two more runs at least
    for (const m of [a, b]) expect(mailsTo(m.email).filter((x) => x.includes(`Rappel : ${event.Name}`))).toHaveLength(1);
    expect(mailsTo(quiet.email)).toHaveLength(0);

    // French, plain text with the address and the programme, the .ics, the one-click unsubscribe.
    expect(mail).toContain(`Subject: Rappel : ${event.Name}, demain`);
    expect(mail).toContain('Où : Rue de Fer 1, 5000 Namur');
    expect(mail).toMatch(/Programme :\n12:00 Accueil\n12:30 Repas/);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const ics = parseIcs(icsOf(mail));
    expect(ics.uid).toMatch(new RegExp(`^event-${event.id}@`));
    expect(ics.location).toBe('Rue de Fer 1, 5000 Namur');

    // The unsubscribe link: GET shows a button and changes nothing; the one-click POST turns reminders off.
    const link = new URL(/^<(.*)>$/.exec(headerOf(mail, 'List-Unsubscribe')!)![1]);
    const path = `${link.pathname}${link.search}`;
    const page = await api(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Ne plus recevoir les rappels');
    expect((await api('/api/reminders/preference', { token: a.jwt })).body.data.eventReminders).toBe(true);
    const click = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    expect((await api('/api/reminders/preference', { token: a.jwt })).body.data.eventReminders).toBe(false);
    // The token is the member's and for this only: another member id, or a forged token, is refused in French.
    const forged = await fetch(`${baseUrl()}${path.replace(`member=${a.memberId}`, `member=${b.memberId}`)}`, { method: 'POST' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('n’est pas valable');
    expect((await api('/api/reminders/preference', { token: b.jwt })).body.data.eventReminders).toBe(true);
  });

  it('waits for the organiser’s time, and never reminds an event further away', async () => {
    const later = await createEvent({ Date: brusselsDay(1), ReminderTime: '23:59:00.000' });
    const far = await createEvent({ Date: brusselsDay(3), ReminderTime: '00:00:00.000' });
    const m = await registerMember();
    await signUp(later.id, m);
    await signUp(far.id, m);
    await sleep(4500);
    // (The sign-ups' own confirmations came; no reminder.)
    expect(mailsTo(m.email).filter((mail) => /Subject: Rappel/.test(mail))).toHaveLength(0);
  });

  it('a change of time mails the attendees an .ics with the same UID and a higher SEQUENCE', async () => {
    const event = await createEvent({ Date: brusselsDay(5) });
    const m = await registerMember();
    await signUp(event.id, m);
    const res = await api(`${CM_EVENTS}/${event.documentId}`, {
      method: 'PUT',
      token: await organiserToken(),
      body: { StartingTime: '13:00:00.000', EndTime: '15:00:00.000' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [first] = await waitForMails(m.email, /Subject: Changement/);
    expect(first).toContain('de 13:00 à 15:00');
    const one = parseIcs(icsOf(first));
    expect(one.uid).toBe(`event-${event.id}@${one.uid.split('@')[1]}`);

    // Moved once more: same entry, a higher SEQUENCE again.
    await api(`${CM_EVENTS}/${event.documentId}`, {
      method: 'PUT',
      token: await organiserToken(),
      body: { Address: 'Place d’Armes 1, Namur' },
    });
    const both = await waitForMails(m.email, /Subject: Changement/, 2);
    const two = parseIcs(icsOf(both[1]));
    expect(two.uid).toBe(one.uid);
    expect(two.sequence).toBeGreaterThan(one.sequence);
    expect(one.sequence).toBeGreaterThan(0);
    expect(two.location).toBe('Place d’Armes 1, Namur');
    // Written in UTC, it is 13:00 in Brussels.
    const brusselsClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: CLUB_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(brusselsClock.format(new Date(one.start))).toBe('13:00');
    // A change of something else (the name) sends nothing.
    await api(`${CM_EVENTS}/${event.documentId}`, { method: 'PUT', token: await organiserToken(), body: { Name: `${event.Name} (bis)` } });
    await sleep(1500);
    expect(mailsTo(m.email).filter((x) => x.includes('Subject: Changement'))).toHaveLength(2);
  });
});
