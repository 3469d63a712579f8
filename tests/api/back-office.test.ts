// The back-office an organiser uses (Strapi's admin): French by default, the 'Organisateur' role with only
// what organisers need, views labelled in French from code, the attendee count of an event.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, fixtureEvent, organiserToken, PNG, png, registerMember, unique, upload } from './support/api';
import { setPrivacy } from './support/privacy';

const imageForm = (name: string) => {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
  return form;
};
const documentIdOf = async (plural: string, id: number) => (await api(`/api/${plural}/${id}`)).body.data.documentId as string;

const permissionsOf = async (token: string) =>
  ((await api('/admin/users/me/permissions', { token })).body.data as Array<{ action: string; subject: string | null }>).map(
    (p) => `${p.action}${p.subject ? ` ${p.subject}` : ''}`,
  );

describe('the back-office', () => {
  it('speaks French to its users unless they chose otherwise', async () => {
    for (const token of [await adminToken(), await organiserToken()]) {
      const me = await api('/admin/users/me', { token });
      expect(me.body.data.preferedLanguage).toBe('fr');
    }
  });

  it('speaks French to a new back-office user invited from Settings (which sends no language)', async () => {
    const token = await adminToken();
    const roles = (await api('/admin/roles', { token })).body.data as Array<{ id: number; code: string }>;
    const organiser = roles.find((role) => role.code === 'club-organiser')!;
    const invited = await api('/admin/users', {
      method: 'POST',
      token,
      body: { email: `orga-${unique()}@club-entrepreneurs.be`, firstname: 'Nouvelle', lastname: 'Organisatrice', roles: [organiser.id] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const stored = await api(`/admin/users/${invited.body.data.id}`, { token });
    expect(stored.body.data.preferedLanguage).toBe('fr');
  });

  it('gives organisers events, photos and taxonomies, members and companies to read, and nothing else', async () => {
    const permissions = await permissionsOf(await organiserToken());
    for (const wanted of [
      'plugin::content-manager.explorer.create api::event.event',
      'plugin::content-manager.explorer.update api::event.event',
      'plugin::content-manager.explorer.delete api::event.event',
      'plugin::content-manager.explorer.update api::event-photo.event-photo',
      'plugin::content-manager.explorer.create api::sector.sector',
      'plugin::content-manager.explorer.read api::member.member',
      'plugin::content-manager.explorer.read api::company.company',
      'plugin::upload.assets.create',
    ]) {
      expect(permissions).toContain(wanted);
    }
    for (const refused of [
      'plugin::content-manager.explorer.update api::member.member',
      'plugin::content-manager.explorer.delete api::company.company',
      'plugin::content-manager.explorer.read plugin::users-permissions.user',
      // The old plan records: the programme is edited inside the event now.
      'plugin::content-manager.explorer.read api::event-plan.event-plan',
    ]) {
      expect(permissions).not.toContain(refused);
    }
    // No settings, no plugins, no admin users, no marketplace.
    expect(permissions.filter((p) => /^admin::|content-type-builder|users-permissions|i18n|email/.test(p))).toEqual([]);
  });

  it('refuses an organiser what the role does not allow, on the server', async () => {
    const token = await organiserToken();
    const member = await registerMember();
    const memberDocument = (await api(`/api/members/${member.memberId}`)).body.data.documentId as string;
    expect((await api('/content-manager/collection-types/api::event.event', { token })).status).toBe(200);
    expect((await api('/content-manager/collection-types/api::member.member', { token })).status).toBe(200);
    const edit = await api(`/content-manager/collection-types/api::member.member/${memberDocument}`, {
      method: 'PUT',
      token,
      body: { Name: 'Renommé par l’organisateur' },
    });
    expect(edit.status).toBe(403);
    expect((await api('/admin/users', { token })).status).toBe(403);
    expect((await api('/admin/roles', { token })).status).toBe(403);
    // No new back-office users, no settings.
    const invite = await api('/admin/users', {
      method: 'POST',
      token,
      body: { email: `intrus-${unique()}@club-entrepreneurs.be`, firstname: 'In', lastname: 'Trus', roles: [1] },
    });
    expect(invite.status).toBe(403);
    expect((await api('/admin/project-settings', { token })).status).toBe(403);
    expect((await api('/admin/webhooks', { token })).status).toBe(403);
    expect((await api('/users-permissions/roles', { token })).status).toBe(403);
  });

  it('has a tab icon (it answered 500: no favicon.png for strapi::favicon)', async () => {
    const res = await fetch(`${baseUrl()}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });

  it('never offers the Marketplace, even to the super admin', async () => {
    expect(await permissionsOf(await adminToken())).not.toContain('admin::marketplace.read');
  });

  it('names the fields in French, lists events with their state, and edits the programme inside the event', async () => {
    const token = await organiserToken();
    const res = await api('/content-manager/content-types/api::event.event/configuration', { token });
    expect(res.status).toBe(200);
    const { metadatas, layouts, settings } = res.body.data.contentType;
    expect(metadatas.Name.edit.label).toBe('Nom');
    expect(metadatas.StartingTime.edit.label).toBe('Début');
    expect(metadatas.Programme.edit.label).toBe('Programme');
    expect(metadatas.Published.edit.label).toBe('Publié');
    // Empty places mean unlimited: the empty field says so, not a number that reads as a value (issue 44).
    expect(metadatas.Capacity.edit.placeholder).toBe('Illimité');
    expect(layouts.list).toEqual(['Name', 'Date', 'Published', 'Address']);
    // The programme and the photos are in the event's form; the old plan records and the attendee record are not.
    const editFields = (layouts.edit as Array<Array<{ name: string }>>).flat().map((field) => field.name);
    expect(editFields).toEqual(expect.arrayContaining(['Programme', 'Photos', 'Published']));
    expect(editFields).not.toContain('event_plans');
    expect(editFields).not.toContain('event_attendee');
    expect(settings).toMatchObject({ mainField: 'Name', defaultSortBy: 'Date', defaultSortOrder: 'DESC' });
    const item = res.body.data.components['event.programme-item'];
    expect(item.settings.mainField).toBe('Title');
    expect(item.metadatas.Title.edit.label).toBe('Titre');
    const members = await api('/content-manager/content-types/api::member.member/configuration', { token });
    expect(members.body.data.contentType.layouts.list).toEqual(['Name', 'Profession', 'City', 'companies']);
  });

  it('counts an event’s attendees for the events list (back-office token only)', async () => {
    const event = await fixtureEvent('Journée à Liège');
    const path = `/club/events/${event.documentId}/attendee-count`;
    const before = (await api(path, { token: await organiserToken() })).body.data.count as number;
    const member = await registerMember();
    expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: member.jwt })).status).toBe(200);
    expect((await api(path, { token: await organiserToken() })).body.data.count).toBe(before + 1);
    // The event's read-only 'Inscrits' panel: who, by name.
    const list = await api(`/club/events/${event.documentId}/attendees`, { token: await organiserToken() });
    expect(list.body.data.count).toBe(before + 1);
    expect(list.body.data.members.map((m: { name: string }) => m.name)).toContain(member.name);
    expect((await api(`/club/events/${event.documentId}/attendees`, { token: member.jwt })).status).toBe(401);
    expect((await api(path)).status).toBe(401);
    expect((await api(path, { token: member.jwt })).status).toBe(401);
  });

  it('never lets an organiser change what members write: their sectors and skills, sign-ups, photos', async () => {
    const token = await organiserToken();
    const member = await registerMember();
    // A sector's members (members choose their sectors in the app).
    const sector = (await api('/api/sectors', { method: 'POST', token: member.jwt, body: { data: { Name: `Secteur ${unique()}` } } })).body
      .data as { id: number; documentId: string };
    const intruder = await registerMember();
    await api(`/content-manager/collection-types/api::sector.sector/${sector.documentId}`, {
      method: 'PUT',
      token,
      body: { Name: `Renommé ${unique()}`, members: { connect: [{ documentId: await documentIdOf('members', intruder.memberId) }] } },
    });
    const sectorNow = await api(`/api/sectors/${sector.id}?populate[members][fields][0]=Name`);
    expect(sectorNow.body.data.members.map((m: { id: number }) => m.id)).not.toContain(intruder.memberId);
    // An event's sign-ups (members sign up from the app).
    const event = await fixtureEvent('Journée à Liège');
    expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: member.jwt })).status).toBe(200);
    const attendee = (await api(`/api/event-attendees?filters[event][id][$eq]=${event.id}`)).body.data[0] as { id: number };
    const other = await fixtureEvent('Lunch à Namur');
    await api(`/content-manager/collection-types/api::event.event/${other.documentId}`, {
      method: 'PUT',
      token,
      body: { event_attendee: { connect: [{ documentId: await documentIdOf('event-attendees', attendee.id) }] } },
    });
    const attendeeNow = await api(`/api/event-attendees/${attendee.id}?populate[event][fields][0]=Name`);
    expect(attendeeNow.body.data.event.id).toBe(event.id);

    // A member's photo: the organiser may not replace its bytes; its own uploads it may.
    const photo = await upload(member.jwt, [png()], { ref: 'api::member.member', refId: member.memberId, field: 'BioImage' });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    const photoId = (photo.body as Array<{ id: number }>)[0].id;
    expect((await api(`/upload?id=${photoId}`, { method: 'POST', token, form: imageForm('remplacee.png') })).status).toBe(403);
    const mine = await api('/upload', { method: 'POST', token, form: imageForm('affiche.png') });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const mineId = (mine.body as Array<{ id: number }>)[0].id;
    expect((await api(`/upload?id=${mineId}`, { method: 'POST', token, form: imageForm('affiche-2.png') })).status).toBe(200);
  });

  it('shows organisers members without their contact details, settings or account, and no hidden member', async () => {
    const token = await organiserToken();
    const shown = await registerMember();
    const hidden = await registerMember();
    expect((await setPrivacy(hidden, { HiddenFromDirectory: true })).status).toBe(200);
    const shownDocument = await documentIdOf('members', shown.memberId);
    const record = await api(`/content-manager/collection-types/api::member.member/${shownDocument}`, { token });
    expect(record.status).toBe(200);
    expect(record.body.data.Name).toBe(shown.name);
    for (const field of ['Email', 'Phone', 'PhoneVisibility', 'EmailVisibility', 'HiddenFromDirectory', 'user']) {
      expect(record.body.data, field).not.toHaveProperty(field);
    }
    const list = await api(
      `/content-manager/collection-types/api::member.member?filters[$or][0][id][$eq]=${shown.memberId}&filters[$or][1][id][$eq]=${hidden.memberId}`,
      { token },
    );
    expect(list.status).toBe(200);
    expect(list.body.results.map((m: { id: number }) => m.id)).toEqual([shown.memberId]);
    const hiddenDocument = (await api(`/api/members/${hidden.memberId}`, { token: hidden.jwt })).body.data.documentId as string;
    expect((await api(`/content-manager/collection-types/api::member.member/${hiddenDocument}`, { token })).status).toBe(403);
    // The super admin still sees everything.
    const admin = await api(`/content-manager/collection-types/api::member.member/${hiddenDocument}`, { token: await adminToken() });
    expect(admin.body.data.Email).toBe(hidden.email);
  });

  it('gives organisers an attendee’s e-mail and phone only where the member allows signed-in members', async () => {
    const event = await fixtureEvent('Journée à Liège');
    const open = await registerMember();
    const closed = await registerMember();
    expect((await setPrivacy(closed, { EmailVisibility: 'nobody', PhoneVisibility: 'nobody' })).status).toBe(200);
    for (const m of [open, closed])
      expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: m.jwt })).status).toBe(200);
    const list = await api(`/club/events/${event.documentId}/attendees`, { token: await organiserToken() });
    const byName = new Map((list.body.data.members as Array<{ name: string }>).map((m) => [m.name, m]));
    expect(byName.get(open.name)).toMatchObject({ email: open.email, phone: open.phone });
    expect(byName.get(closed.name)).not.toHaveProperty('email');
    expect(byName.get(closed.name)).not.toHaveProperty('phone');
    expect(JSON.stringify(list.body)).not.toContain(closed.email);
  });
});
