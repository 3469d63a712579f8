// The back-office an organiser uses (Strapi's admin): French by default, the 'Organisateur' role with only
// what organisers need, views labelled in French from code, the attendee count of an event.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, fixtureEvent, organiserToken, registerMember, unique } from './support/api';

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
});
