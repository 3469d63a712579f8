// The event day's mails (issue 44). 'Écrire aux participants' reaches whom the organiser chooses — every
// member signed up (account or not) with the guests who left an address, those present, those absent, or the
// waiting list — with a preview of the exact mail and one greeting (6). Moving an event mails what changed,
// '12:00 → 12:30', and the panel says how many were told (8). Reminders and change notices are two choices,
// each with its own one-click unsubscribe, on a page in the app's look (10).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, organiserToken, registerMember, unique, type TestMember } from './support/api';
import { createEvent, day, newOrganiser } from './support/door';
import { headerOf, mailsTo, waitForMails } from './support/outbox';

const CM_EVENTS = '/content-manager/collection-types/api::event.event';
/** A key anywhere in the export (its sections nest). */
function findKey(value: unknown, key: string): unknown {
  if (!value || typeof value !== 'object') return undefined;
  if (key in value) return (value as Record<string, unknown>)[key];
  for (const child of Object.values(value)) {
    const found = findKey(child, key);
    if (found !== undefined) return found;
  }
  return undefined;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signUp(eventId: number, ...members: TestMember[]) {
  for (const member of members) {
    const res = await api(`/api/events/${eventId}/sign-up`, { method: 'POST', token: member.jwt });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

async function lunchIn5Days() {
  const res = await api(CM_EVENTS, {
    method: 'POST',
    token: await organiserToken(),
    body: {
      Name: `Lunch ${unique()}`,
      Date: day(5),
      StartingTime: '12:00:00.000',
      EndTime: '14:00:00.000',
      Address: 'Rue de Fer 1, 5000 Namur',
      Published: true,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; documentId: string; Name: string };
}

const move = async (documentId: string, body: Record<string, unknown>) => {
  const res = await api(`${CM_EVENTS}/${documentId}`, { method: 'PUT', token: await organiserToken(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** The path of a mail's one-click unsubscribe (List-Unsubscribe). */
const unsubscribePath = (mail: string) => {
  const link = new URL(/^<(.*)>$/.exec(headerOf(mail, 'List-Unsubscribe')!)![1]);
  return `${link.pathname}${link.search}`;
};
const oneClick = (path: string) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
const preferencesOf = async (member: TestMember) => (await api('/api/reminders/preference', { token: member.jwt })).body.data;

describe('reminders and change notices are two choices', () => {
  it('unsubscribing from reminders keeps the change notices, and each link stops only its own kind', async () => {
    const event = await lunchIn5Days();
    const member = await registerMember();
    expect(await preferencesOf(member)).toEqual({ eventReminders: true, eventChanges: true });
    await signUp(event.id, member);

    // The sign-up's confirmation carries the reminders' link: one click stops the reminders only.
    const [confirmation] = await waitForMails(member.email, /Subject: Inscription confirmée/);
    expect(confirmation).toContain('Ne plus recevoir les rappels d’événements');
    const remindersLink = unsubscribePath(confirmation);
    const page = await api(remindersLink);
    expect(page.status).toBe(200);
    // A page in the app's look, with a way back to the app.
    expect(page.body).toContain('<style>');
    expect(page.body).toContain('Retour à l’application');
    expect(page.body).toContain('Ne plus recevoir les rappels');
    expect((await oneClick(remindersLink)).status).toBe(200);
    expect(await preferencesOf(member)).toEqual({ eventReminders: false, eventChanges: true });

    // A changed time is not a reminder: it still comes, and says what changed.
    await move(event.documentId, { StartingTime: '12:30:00.000' });
    const [change] = await waitForMails(member.email, /Subject: Changement/);
    expect(change).toContain('Heure : 12:00 → 12:30');
    expect(change).toContain('de 12:30 à 14:00');
    expect(change).toContain('Ne plus recevoir les changements de date, d’heure ou de lieu');
    const changesLink = unsubscribePath(change);
    expect(changesLink).toContain('kind=changes');
    // The reminders' token does not stop the changes, nor the other way round.
    const forged = await oneClick(changesLink.replace(/token=[^&]+/, remindersLink.match(/token=[^&]+/)![0]));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Ce lien de désinscription n’est pas valable.');
    const done = await oneClick(changesLink);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('tu ne recevras plus les changements de date, d’heure ou de lieu');
    expect(await preferencesOf(member)).toEqual({ eventReminders: false, eventChanges: false });

    await move(event.documentId, { Address: 'Place d’Armes 1, 5000 Namur' });
    await sleep(1500);
    expect(mailsTo(member.email).filter((mail) => /Subject: Changement/.test(mail))).toHaveLength(1);

    // Both on again from 'Mon Profil', one at a time.
    const on = await api('/api/reminders/preference', { method: 'PUT', token: member.jwt, body: { data: { eventChanges: true } } });
    expect(on.body.data).toEqual({ eventReminders: false, eventChanges: true });
  });

  it('refuses a preference that is not a boolean, and a link for an unknown kind (4xx, French)', async () => {
    const member = await registerMember();
    for (const body of [{ data: { eventChanges: 'false' } }, { data: {} }, { data: { eventReminders: true, eventChanges: null } }]) {
      const res = await api('/api/reminders/preference', { method: 'PUT', token: member.jwt, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe('eventReminders et eventChanges doivent être true ou false.');
    }
    for (const kind of ['everything', 'reminders,changes', '']) {
      const res = await fetch(`${baseUrl()}/api/reminders/unsubscribe?member=${member.memberId}&kind=${kind}&token=${'a'.repeat(32)}`, {
        method: 'POST',
      });
      expect(res.status, kind).toBe(400);
    }
    expect(await preferencesOf(member)).toEqual({ eventReminders: true, eventChanges: true });
  });
});

describe('moving an event', () => {
  it('mails what changed to those who want it, and the panel says how many were told', async () => {
    const event = await lunchIn5Days();
    const [told, alsoTold, quiet] = [await registerMember(), await registerMember(), await registerMember()];
    await api('/api/reminders/preference', { method: 'PUT', token: quiet.jwt, body: { data: { eventChanges: false } } });
    await signUp(event.id, told, alsoTold, quiet);
    const panelBefore = await api(`/club/events/${event.documentId}/attendees`, { token: await organiserToken() });
    expect(panelBefore.body.data.lastChange).toBeNull();

    await move(event.documentId, { Date: day(6) });
    const panel = await api(`/club/events/${event.documentId}/attendees`, { token: await organiserToken() });
    expect(panel.body.data.lastChange).toMatchObject({ notified: 2 });
    expect(Date.now() - Date.parse(panel.body.data.lastChange.at)).toBeLessThan(60_000);
    const [mail] = await waitForMails(told.email, /Subject: Changement/);
    expect(mail).toMatch(/Date : \S+ \d+ \S+ \d{4} → \S+ \d+ \S+ \d{4}/);
    await waitForMails(alsoTold.email, /Subject: Changement/);
    await sleep(1000);
    expect(mailsTo(quiet.email).filter((m) => /Subject: Changement/.test(m))).toHaveLength(0);

    // The member's export lists the notice they received.
    const exported = await fetch(`${baseUrl()}/api/account/export`, { headers: { authorization: `Bearer ${told.jwt}` } });
    const data = (await exported.json()) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain('changeNoticesSent');
    expect(findKey(data, 'changeNoticesSent')).toEqual([expect.objectContaining({ event: expect.objectContaining({ id: event.id }) })]);
  });
});

describe('Écrire aux participants', () => {
  it('reaches the chosen group — members with or without an account, consenting guests, the waiting list — with one greeting', async () => {
    // Two seats: the third member waits; a walk-in at the door comes in anyway.
    const event = await createEvent(day(0), 2);
    const organiser = await newOrganiser();
    const [came, stayedHome, waiting] = [await registerMember(), await registerMember(), await registerMember()];
    await signUp(event.id, came, stayedHome, waiting);
    // A member of the directory without an account (an import): the address on their profile.
    const offlineEmail = `sans.compte.${unique()}@exemple.be`;
    const created = await api('/content-manager/collection-types/api::member.member', {
      method: 'POST',
      token: await adminToken(),
      body: { Name: `Sans Compte ${unique()}`, Email: offlineEmail },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const withoutAccount = created.body.data as { id: number; Name: string };
    const checkIn = async (body: Record<string, unknown>) => {
      const res = await api(`/api/events/${event.id}/check-ins`, {
        method: 'POST',
        token: organiser.jwt,
        body: { clientId: randomUUID(), at: Date.now(), ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await checkIn({ kind: 'member', memberId: came.memberId });
    await checkIn({ kind: 'walk-in', memberId: withoutAccount.id });
    const guestEmail = `invitee.${unique()}@exemple.be`;
    await checkIn({ kind: 'guest', guest: { name: 'Jeanne Invitée', email: guestEmail, consent: true } });

    const token = await organiserToken();
    const panel = await api(`/club/events/${event.documentId}/attendees`, { token });
    expect(panel.body.data.audiences).toEqual({
      registered: { people: 4, reachable: 4 },
      present: { people: 3, reachable: 3 },
      absent: { people: 1, reachable: 1 },
      waiting: { people: 1, reachable: 1 },
    });

    // The preview is the mail as its first recipient reads it: the organiser's own greeting, and no other.
    const preview = await api(`/club/events/${event.documentId}/messages/preview`, {
      method: 'POST',
      token,
      body: { audience: 'present', subject: 'Merci', text: 'Bonjour à tous,\n\nMerci d’être venus !' },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.recipients).toBe(3);
    expect(preview.body.data.text.startsWith('Bonjour à tous,\n\nMerci d’être venus !')).toBe(true);
    expect(preview.body.data.text).not.toContain(`Bonjour ${preview.body.data.to},`);
    const greeted = await api(`/club/events/${event.documentId}/messages/preview`, {
      method: 'POST',
      token,
      body: { audience: 'absent', subject: 'Dommage', text: 'Tu nous as manqué.' },
    });
    expect(greeted.body.data).toMatchObject({ recipients: 1, to: stayedHome.name });
    expect(greeted.body.data.text.startsWith(`Bonjour ${stayedHome.name},\n\nTu nous as manqué.`)).toBe(true);

    const subject = `Merci ${unique()}`;
    const sent = await api(`/club/events/${event.documentId}/messages`, {
      method: 'POST',
      token,
      body: { audience: 'present', subject, text: 'Bonjour à tous,\n\nMerci d’être venus !' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.recipients).toBe(3);
    for (const address of [came.email, offlineEmail, guestEmail]) {
      const [mail] = await waitForMails(address, new RegExp(subject));
      expect(mail).toContain('Bonjour à tous,');
      // One greeting (the text part; the HTML part follows it).
      expect(mail.split('\n--- HTML ---\n')[0].match(/Bonjour/g)).toHaveLength(1);
    }
    expect((await waitForMails(guestEmail, new RegExp(subject)))[0]).toContain('tu es venu en invité');
    await sleep(500);
    for (const member of [stayedHome, waiting]) expect(mailsTo(member.email).filter((m) => m.includes(subject))).toHaveLength(0);

    const toWaiting = await api(`/club/events/${event.documentId}/messages`, {
      method: 'POST',
      token,
      body: { audience: 'waiting', subject: `Une place ? ${unique()}`, text: 'Une place peut encore se libérer.' },
    });
    expect(toWaiting.body.data.recipients).toBe(1);
    await waitForMails(waiting.email, /Subject: Une place \?/);

    const bad = await api(`/club/events/${event.documentId}/messages`, {
      method: 'POST',
      token,
      body: { audience: 'everyone', subject: 'Objet', text: 'Texte' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Choisis à qui écrire : tous les inscrits, les présents, les absents ou la liste d’attente.');
  });
});
