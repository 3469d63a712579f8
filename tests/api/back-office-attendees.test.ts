// What organisers do with an event's attendees in the back-office (issue 28, after the event): the CSV export
// and the printed list, with only the contact fields each member lets organisers see, formulas neutralised;
// one e-mail to every attendee, logged on the event; all of it for back-office organisers only.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, ORGANISER, organiserToken, registerMember, unique, type TestMember } from './support/api';
import { headerOf, mailsTo, waitForMails } from './support/outbox';
import { setPrivacy } from './support/privacy';
import { createEvent, newOrganiser } from './support/door';
import { randomUUID } from 'node:crypto';
import { workbookParts } from './support/workbook';

/** A published event created in the back-office, as an organiser does. */
async function newEvent(name = `Soirée ${unique()}`) {
  const res = await api('/content-manager/collection-types/api::event.event', {
    method: 'POST',
    token: await organiserToken(),
    body: { Name: name, Date: '2099-06-15', StartingTime: '19:00:00.000', Address: 'Rue de Fer 1, 5000 Namur', Published: true },
  });
  if (res.status !== 201) throw new Error(`event create failed: ${res.status} ${JSON.stringify(res.body)}`);
  const documentId = res.body.data.documentId as string;
  const id = (await api(`/api/events?filters[documentId][$eq]=${documentId}`)).body.data[0].id as number;
  return { id, documentId, name };
}

async function signUp(eventId: number, ...members: TestMember[]) {
  for (const member of members) {
    const res = await api(`/api/events/${eventId}/sign-up`, { method: 'POST', token: member.jwt });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** The CSV as bytes (a text decoder would drop the byte order mark) and as rows. */
async function csvOf(documentId: string, token: string) {
  const res = await fetch(`${baseUrl()}/club/events/${documentId}/attendees/csv`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { res, bytes, text };
}

/** A small RFC 4180 reader with Excel-in-Belgium's separator (';'; quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += c;
    } else if (c === ';') {
      endField();
    } else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      field += c;
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

describe('an event’s attendees in the back-office', () => {
  it('counts as the door does, and lists walk-ins and guests as such in the panel, the CSV, the workbook and the print', async () => {
    const event = await createEvent();
    const organiser = await newOrganiser();
    const [came, stayedHome, walker] = [
      await registerMember(),
      await registerMember(),
      await registerMember({ phone: '+32 470 55 55 55' }),
    ];
    await signUp(event.id, came, stayedHome);
    const checkIn = (body: Record<string, unknown>) =>
      api(`/api/events/${event.id}/check-ins`, {
        method: 'POST',
        token: organiser.jwt,
        body: { clientId: randomUUID(), at: Date.now(), ...body },
      });
    expect((await checkIn({ kind: 'member', memberId: came.memberId })).status).toBe(200);
    expect((await checkIn({ kind: 'walk-in', memberId: walker.memberId })).status).toBe(200);
    const guestEmail = `invitee.${unique()}@exemple.be`;
    expect((await checkIn({ kind: 'guest', guest: { name: 'Jeanne Invitée', email: guestEmail, consent: true } })).status).toBe(200);

    const panel = await api(`/club/events/${event.documentId}/attendees`, { token: await organiserToken() });
    expect(panel.status).toBe(200);
    expect(panel.body.data.summary).toBe('Présents 1 / 2 inscrits · 1 sur place · 1 invité');
    const kinds = Object.fromEntries(
      (panel.body.data.members as Array<{ name: string; kind?: string; email?: string }>).map((m) => [
        m.name,
        [m.kind ?? null, m.email ?? null],
      ]),
    );
    expect(kinds[walker.name]?.[0]).toBe('walk-in');
    expect(kinds['Jeanne Invitée']).toEqual(['guest', guestEmail]);
    expect(kinds[stayedHome.name]?.[0]).toBeNull();

    const { text } = await csvOf(event.documentId, await organiserToken());
    const rows = parseCsv(text.slice(1));
    expect(rows.find((row) => row[0] === 'Jeanne Invitée')?.slice(0, 2)).toEqual(['Jeanne Invitée', 'Invité']);
    expect(rows.find((row) => row[0] === walker.name)?.[1]).toBe('Sur place');

    const page = await api(`/club/events/${event.documentId}/attendees/print`, { token: await organiserToken() });
    expect(page.body).toContain('Présents 1 / 2 inscrits · 1 sur place · 1 invité');
    expect(page.body).toContain('Jeanne Invitée');

    const res = await fetch(`${baseUrl()}/club/events/${event.documentId}/attendees/xlsx`, {
      headers: { authorization: `Bearer ${await organiserToken()}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="participants-[a-z0-9-]+\.xlsx"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const strings = workbookParts(new Uint8Array(await res.arrayBuffer()))['xl/sharedStrings.xml'];
    expect(strings).toContain('<t>Jeanne Invitée</t>');
    // The phone as typed, no apostrophe in front (a text cell is never run as a formula).
    expect(strings).toContain('<t>+32 470 55 55 55</t>');
  });

  it('exports a CSV for Excel (BOM, French headers) without a contact field a member chose to hide', async () => {
    const event = await newEvent();
    const open = await registerMember({ name: `Alice Ouverte ${unique()}`, phone: '+32 470 11 11 11' });
    const closed = await registerMember({ name: `Bruno Fermé ${unique()}`, phone: '+32 470 22 22 22' });
    const halfway = await registerMember({ name: `Chloé Moitié ${unique()}`, phone: '+32 470 33 33 33' });
    expect((await setPrivacy(closed, { EmailVisibility: 'nobody', PhoneVisibility: 'nobody' })).status).toBe(200);
    expect((await setPrivacy(halfway, { EmailVisibility: 'everyone', PhoneVisibility: 'nobody' })).status).toBe(200);
    // Hidden from the directory: listed by name (they come), no contact (nobody sees them anywhere).
    const hidden = await registerMember({ name: `Denis Caché ${unique()}`, phone: '+32 470 44 44 44' });
    await signUp(event.id, open, closed, halfway, hidden);
    expect((await setPrivacy(hidden, { EmailVisibility: 'everyone', PhoneVisibility: 'everyone', HiddenFromDirectory: true })).status).toBe(
      200,
    );

    const { res, bytes, text } = await csvOf(event.documentId, await organiserToken());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="participants-soiree-[a-z0-9-]+\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['Nom', 'Statut', 'Profession', 'Entreprise', 'Ville', 'E-mail', 'Téléphone', 'Présent']);
    const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(rows).toHaveLength(5);
    expect(byName.get(hidden.name)?.slice(5, 7)).toEqual(['', '']);
    // A phone number starting with '+' is one a spreadsheet would run as a formula: it gets its apostrophe.
    expect(byName.get(open.name)?.slice(5, 7)).toEqual([open.email, `'${open.phone}`]);
    expect(byName.get(closed.name)?.slice(5, 7)).toEqual(['', '']);
    expect(byName.get(halfway.name)?.slice(5, 7)).toEqual([halfway.email, '']);
    // Nowhere in the file, in any column.
    for (const secret of [closed.email, closed.phone, halfway.phone, hidden.email, hidden.phone]) expect(text).not.toContain(secret);

    // The printed list follows the same rule.
    const page = await api(`/club/events/${event.documentId}/attendees/print`, { token: await organiserToken() });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<th scope="col">Téléphone</th>');
    expect(page.body).toContain(open.phone);
    expect(page.body).toContain('@media print');
    for (const secret of [closed.email, closed.phone, halfway.phone, hidden.email, hidden.phone]) expect(page.body).not.toContain(secret);
  });

  it('neutralises cells a spreadsheet would run as formulas, and quotes what RFC 4180 asks', async () => {
    const event = await newEvent();
    const member = await registerMember({ name: `=HYPERLINK("http://evil.test","clic") ${unique()}` });
    const profession = await api(`/api/members/${member.memberId}`, {
      method: 'PUT',
      token: member.jwt,
      body: { data: { Profession: '+32 SUM(A1:A9)', City: '@Namur, "centre"' } },
    });
    expect(profession.status, JSON.stringify(profession.body)).toBe(200);
    await signUp(event.id, member);
    const { text } = await csvOf(event.documentId, await adminToken());
    const [, row] = parseCsv(text.slice(1));
    expect(row[0]).toBe(`'${member.name}`);
    expect(row[2]).toBe(`'+32 SUM(A1:A9)`);
    expect(row[4]).toBe(`'@Namur, "centre"`);
    // Every line starts with a name cell that cannot be a formula.
    for (const line of text.slice(1).split('\r\n').slice(1)) expect(line).not.toMatch(/^"?[=+\-@]/);
  });

  it('lets only back-office organisers and super admins export, print or write', async () => {
    const event = await newEvent();
    const member = await registerMember();
    await signUp(event.id, member);
    const paths = ['csv', 'xlsx', 'print'].map((format) => `/club/events/${event.documentId}/attendees/${format}`);
    for (const path of paths) {
      expect((await api(path)).status).toBe(401);
      expect((await api(path, { token: member.jwt })).status).toBe(401);
      expect((await api(`${path}?token=${await organiserToken()}`)).status).toBe(401);
      expect((await api(path, { token: await organiserToken() })).status).toBe(200);
      expect((await api(path, { token: await adminToken() })).status).toBe(200);
    }
    const write = `/club/events/${event.documentId}/messages`;
    const body = { subject: 'Changement de salle', text: 'Rendez-vous au 2e étage.' };
    expect((await api(write, { method: 'POST', body })).status).toBe(401);
    expect((await api(write, { method: 'POST', token: member.jwt, body })).status).toBe(401);
    expect(await waitForMails(member.email, /Changement de salle/, 1, 300)).toEqual([]);
    expect((await api('/club/events/inconnu/attendees/csv', { token: await organiserToken() })).status).toBe(404);
  });

  it('mails every attendee once, with a plain-text part, and logs the message on the event', async () => {
    const event = await newEvent();
    const members = [await registerMember(), await registerMember(), await registerMember()];
    // A member who hides their e-mail and turned reminders off still gets the organiser's message.
    expect((await setPrivacy(members[2], { EmailVisibility: 'nobody' })).status).toBe(200);
    await signUp(event.id, ...members);
    const subject = `Changement de salle ${unique()}`;
    const sent = await api(`/club/events/${event.documentId}/messages`, {
      method: 'POST',
      token: await organiserToken(),
      body: { subject, text: 'Nous serons au 2e étage.\nL’ascenseur est à gauche.' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ subject, recipients: 3 });
    for (const member of members) {
      const mails = await waitForMails(member.email, new RegExp(subject));
      expect(mails).toHaveLength(1);
      // The outbox writes the text part, then the HTML part after this line.
      const [text, html] = mails[0].split('\n--- HTML ---\n');
      expect(text).toContain('Nous serons au 2e étage.\nL’ascenseur est à gauche.');
      expect(html).toContain('<p>Nous serons au 2e étage.<br>');
      expect(mails[0]).toContain(`Bonjour ${member.name}`);
      // Replies go to the organiser who wrote.
      expect(headerOf(mails[0], 'Reply-To')).toBe(ORGANISER.email);
    }
    const panel = await api(`/club/events/${event.documentId}/attendees`, { token: await adminToken() });
    expect(panel.body.data).toMatchObject({ count: 3, audiences: { registered: { people: 3, reachable: 3 } } });
    expect(panel.body.data.messages[0]).toMatchObject({ subject, recipients: 3 });
    expect(panel.body.data.messages[0].sentBy).toMatch(/\S/);
    expect(Date.now() - Date.parse(panel.body.data.messages[0].sentAt)).toBeLessThan(60_000);
    // The organiser never sees the hidden address, in the panel or its log.
    expect(JSON.stringify(panel.body)).not.toContain(members[2].email);
  });

  it('refuses an empty or too long message, or a silent event, in French (4xx, nothing sent)', async () => {
    const event = await newEvent();
    const path = `/club/events/${event.documentId}/messages`;
    const token = await organiserToken();
    const post = (body: unknown) => api(path, { method: 'POST', token, body });
    const nobody = await post({ subject: 'Objet', text: 'Texte' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.message).toBe('Personne n’est inscrit à cet événement : aucun message envoyé.');
    const member = await registerMember();
    await signUp(event.id, member);
    const cases: Array<[unknown, string]> = [
      [{ subject: '   ', text: 'Texte' }, 'Indique l’objet du message.'],
      [{ subject: 'Objet', text: '' }, 'Écris le message à envoyer.'],
      [{ subject: 'x'.repeat(151), text: 'Texte' }, 'L’objet ne peut dépasser 150 caractères.'],
      [{ subject: 'Objet', text: 'x'.repeat(5001) }, 'Le message ne peut dépasser 5000 caractères.'],
      [{ subject: ['Objet'], text: { a: 1 } }, 'Indique l’objet du message.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    // Nothing but the sign-up's own confirmation.
    expect(mailsTo(member.email).filter((mail) => !/Subject: Inscription confirmée/.test(mail))).toEqual([]);
    // At most five messages per event in 24 hours.
    for (let i = 0; i < 5; i += 1) expect((await post({ subject: `Info ${i}`, text: 'Texte' })).status).toBe(201);
    const sixth = await post({ subject: 'Info 6', text: 'Texte' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toMatch(/^Déjà 5 messages envoyés pour cet événement en 24 heures/);
  });

  it('names each sign-up entry after its event in the back-office, and follows a renamed event', async () => {
    const event = await newEvent();
    await signUp(event.id, await registerMember());
    const token = await adminToken();
    const entries = async () =>
      (
        await api(
          `/content-manager/collection-types/api::event-attendee.event-attendee?filters[$and][0][event][documentId][$eq]=${event.documentId}`,
          { token },
        )
      ).body.results as Array<{ Title: string }>;
    expect((await entries()).map((entry) => entry.Title)).toEqual([event.name]);
    const config = await api('/content-manager/content-types/api::event-attendee.event-attendee/configuration', { token });
    expect(config.body.data.contentType.settings.mainField).toBe('Title');
    const renamed = `${event.name} (nouveau nom)`;
    const update = await api(`/content-manager/collection-types/api::event.event/${event.documentId}`, {
      method: 'PUT',
      token: await organiserToken(),
      body: { Name: renamed },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect((await entries()).map((entry) => entry.Title)).toEqual([renamed]);
  });
});
