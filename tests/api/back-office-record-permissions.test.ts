// The back-office's own routes (src/backoffice/admin-routes.ts) ask "may this user act on this record?", with
// the permission's conditions applied as the content manager applies them: Strapi's default 'Author' role
// ("only what I created") gets its own events and tags, not the others'. Strapi's default 'Editor' and
// 'Author' roles follow the club's privacy rules (src/backoffice/roles.ts): no member's contact details, no
// hidden member. Every route × role: super admin, Organisateur, Author, Editor, a role with no permission.
//
// Back-office users are invited by the super admin and take their token from the invitation (POST
// /admin/register): one admin login for the whole file (the admin login answers 429 after a handful).
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, registerMember, unique, type TestMember } from './support/api';
import { setPrivacy } from './support/privacy';

type Role = 'superAdmin' | 'organiser' | 'author' | 'editor' | 'none';
const tokens = {} as Record<Role, string>;

/** A back-office user with the role, invited by the super admin; its token from accepting the invitation. */
async function backOfficeUser(roleId: number): Promise<string> {
  const id = unique();
  const invited = await api('/admin/users', {
    method: 'POST',
    token: await adminToken(),
    body: { email: `benevole-${id}@club-entrepreneurs.be`, firstname: 'Bénévole', lastname: id, roles: [roleId] },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const registered = await api('/admin/register', {
    method: 'POST',
    body: {
      registrationToken: invited.body.data.registrationToken,
      userInfo: { firstname: 'Bénévole', lastname: id, password: `Benevole-${id}-9A` },
    },
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  return registered.body.data.token as string;
}

/** An event created in the back-office by the holder of `token`, published, with `attendee` signed up. */
async function eventBy(token: string, attendee: TestMember) {
  const created = await api('/content-manager/collection-types/api::event.event', {
    method: 'POST',
    token,
    body: {
      Name: `Atelier ${unique()}`,
      Date: '2099-09-15',
      StartingTime: '19:00:00.000',
      Address: 'Rue de Fer 1, 5000 Namur',
      Published: true,
    },
  });
  if (created.status !== 201) throw new Error(`event create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const documentId = created.body.data.documentId as string;
  const id = (await api(`/api/events?filters[documentId][$eq]=${documentId}`)).body.data[0].id as number;
  const signUp = await api(`/api/events/${id}/sign-up`, { method: 'POST', token: attendee.jwt });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  return documentId;
}

/** A sector created in the back-office by the holder of `token`. */
async function sectorBy(token: string) {
  const created = await api('/content-manager/collection-types/api::sector.sector', {
    method: 'POST',
    token,
    body: { Name: `Secteur ${unique()}` },
  });
  if (created.status !== 201) throw new Error(`sector create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.documentId as string;
}

/** A sector a member typed in the app (no back-office creator). */
async function sectorTypedBy(member: TestMember) {
  const created = await api('/api/sectors', { method: 'POST', token: member.jwt, body: { data: { Name: `secteur ${unique()}` } } });
  if (created.status !== 201) throw new Error(`sector create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.documentId as string;
}

const READS = ['attendee-count', 'attendees', 'attendees/csv', 'attendees/print'];
const read = (documentId: string, route: string, role: Role) => api(`/club/events/${documentId}/${route}`, { token: tokens[role] });
const write = (documentId: string, role: Role) =>
  api(`/club/events/${documentId}/messages`, {
    method: 'POST',
    token: tokens[role],
    body: { subject: `Changement de salle ${unique()}`, text: 'Rendez-vous au 2e étage.' },
  });
const merge = (source: string, target: string, role: Role) =>
  api(`/club/tags/sector/${source}/merge`, { method: 'POST', token: tokens[role], body: { target } });

let attendee: TestMember;
/** Event A was created by the Author, event B by an organiser. */
let eventA: string;
let eventB: string;

beforeAll(async () => {
  tokens.superAdmin = await adminToken();
  const roles = (await api('/admin/roles', { token: tokens.superAdmin })).body.data as Array<{ id: number; code: string }>;
  const roleId = (code: string) => roles.find((role) => role.code === code)!.id;
  const empty = await api('/admin/roles', {
    method: 'POST',
    token: tokens.superAdmin,
    body: { name: `Sans droits ${unique()}`, description: 'Aucune permission' },
  });
  expect(empty.status, JSON.stringify(empty.body)).toBe(201);
  tokens.organiser = await backOfficeUser(roleId('club-organiser'));
  tokens.author = await backOfficeUser(roleId('strapi-author'));
  tokens.editor = await backOfficeUser(roleId('strapi-editor'));
  tokens.none = await backOfficeUser(empty.body.data.id as number);
  attendee = await registerMember();
  expect((await setPrivacy(attendee, { EmailVisibility: 'members', PhoneVisibility: 'members' })).status).toBe(200);
  eventA = await eventBy(tokens.author, attendee);
  eventB = await eventBy(tokens.organiser, attendee);
});

describe('the back-office’s routes check the permission on the record', () => {
  it('lets each role read the attendees (count, list, CSV, print) of the events its permission covers, record by record', async () => {
    const expected: Record<Role, [onA: number, onB: number]> = {
      superAdmin: [200, 200],
      organiser: [200, 200],
      // 'Only what I created': event A is the Author's, event B is not.
      author: [200, 403],
      editor: [200, 200],
      none: [403, 403],
    };
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const route of READS) {
      for (const [role, [onA, onB]] of Object.entries(expected) as Array<[Role, [number, number]]>) {
        seen.push(
          `${route} ${role} A ${(await read(eventA, route, role)).status}`,
          `${route} ${role} B ${(await read(eventB, route, role)).status}`,
        );
        wanted.push(`${route} ${role} A ${onA}`, `${route} ${role} B ${onB}`);
      }
    }
    expect(seen).toEqual(wanted);
    // What the Author is refused carries none of the attendee's contact details.
    const refused = await read(eventB, 'attendees', 'author');
    expect(JSON.stringify(refused.body)).not.toContain(attendee.email);
    // The content manager agrees, record by record.
    const cm = (documentId: string) => api(`/content-manager/collection-types/api::event.event/${documentId}`, { token: tokens.author });
    expect([(await cm(eventA)).status, (await cm(eventB)).status]).toEqual([200, 403]);
  });

  it('lets each role write to the attendees only of the events it may update', async () => {
    const expected: Record<Role, [onA: number, onB: number]> = {
      superAdmin: [201, 201],
      organiser: [201, 201],
      author: [201, 403],
      editor: [201, 201],
      none: [403, 403],
    };
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [role, [onA, onB]] of Object.entries(expected) as Array<[Role, [number, number]]>) {
      seen.push(`${role} A ${(await write(eventA, role)).status}`, `${role} B ${(await write(eventB, role)).status}`);
      wanted.push(`${role} A ${onA}`, `${role} B ${onB}`);
    }
    expect(seen).toEqual(wanted);
    // A refusal says why, in French; an unknown event is still a 404 for whoever may update events.
    const refused = await write(eventB, 'author');
    expect(refused.body.error.message).toMatch(/^Ton rôle/);
    expect((await write('inconnu', 'organiser')).status).toBe(404);
  });

  it('lets each role merge only the tags it may delete, into a tag it may update', async () => {
    const typist = await registerMember();
    const statuses: Record<string, number> = {};
    for (const role of ['superAdmin', 'organiser', 'editor'] as const) {
      statuses[`${role}: a member’s tag`] = (await merge(await sectorTypedBy(typist), await sectorBy(tokens.organiser), role)).status;
    }
    const [ownSource, ownTarget] = [await sectorBy(tokens.author), await sectorBy(tokens.author)];
    statuses['author: a member’s tag'] = (await merge(await sectorTypedBy(typist), ownTarget, 'author')).status;
    statuses['author: an organiser’s tag'] = (await merge(await sectorBy(tokens.organiser), ownTarget, 'author')).status;
    statuses['author: its own tag into an organiser’s'] = (await merge(ownSource, await sectorBy(tokens.organiser), 'author')).status;
    statuses['author: its own tag into its own'] = (await merge(ownSource, ownTarget, 'author')).status;
    statuses['none: a member’s tag'] = (await merge(await sectorTypedBy(typist), await sectorBy(tokens.organiser), 'none')).status;
    expect(statuses).toEqual({
      'superAdmin: a member’s tag': 200,
      'organiser: a member’s tag': 200,
      'editor: a member’s tag': 200,
      'author: a member’s tag': 403,
      'author: an organiser’s tag': 403,
      'author: its own tag into an organiser’s': 403,
      'author: its own tag into its own': 200,
      'none: a member’s tag': 403,
    });
  });
});

describe('erasing a guest’s data, at every event', () => {
  it('is for the roles that reach every event: never Strapi’s Author, nor a role without rights', async () => {
    const expected: Record<Role, number> = { superAdmin: 200, organiser: 200, editor: 200, author: 403, none: 403 };
    const seen: Record<string, number> = {};
    for (const role of Object.keys(expected) as Role[]) {
      const res = await api('/club/guests/erase', {
        method: 'POST',
        token: tokens[role],
        body: { email: `invite-${unique()}@example.test` },
      });
      seen[role] = res.status;
    }
    expect(seen).toEqual(expected);
  });
});

describe('Strapi’s default Editor and Author roles follow the club’s privacy rules', () => {
  it('never shows them a member’s contact details, settings or account, nor a hidden member', async () => {
    const stamp = unique();
    const closed = await registerMember({ name: `Fermé ${stamp}`, phone: '+32 470 55 55 55' });
    expect((await setPrivacy(closed, { EmailVisibility: 'nobody', PhoneVisibility: 'nobody' })).status).toBe(200);
    const hidden = await registerMember({ name: `Caché ${stamp}`, phone: '+32 470 66 66 66' });
    expect((await setPrivacy(hidden, { EmailVisibility: 'everyone', PhoneVisibility: 'everyone', HiddenFromDirectory: true })).status).toBe(
      200,
    );
    const documentOf = async (m: TestMember) => (await api(`/api/members/${m.memberId}`, { token: m.jwt })).body.data.documentId as string;
    const [closedDocument, hiddenDocument] = [await documentOf(closed), await documentOf(hidden)];
    const secrets = [closed.email, closed.phone, hidden.email, hidden.phone];

    for (const role of ['editor', 'author'] as const) {
      const list = await api(
        `/content-manager/collection-types/api::member.member?filters[Name][$contains]=${encodeURIComponent(stamp)}&pageSize=100`,
        { token: tokens[role] },
      );
      // 200 with what the role may read, or 403: never the contact details.
      for (const secret of secrets) expect(JSON.stringify(list.body), `${role} list`).not.toContain(secret);
      const names = ((list.body?.results ?? []) as Array<{ Name: string }>).map((m) => m.Name);
      expect(names, role).not.toContain(hidden.name);
      const one = await api(`/content-manager/collection-types/api::member.member/${closedDocument}`, { token: tokens[role] });
      for (const field of ['Email', 'Phone', 'PhoneVisibility', 'EmailVisibility', 'HiddenFromDirectory', 'user']) {
        expect(one.body?.data ?? {}, `${role} ${field}`).not.toHaveProperty(field);
      }
      expect((await api(`/content-manager/collection-types/api::member.member/${hiddenDocument}`, { token: tokens[role] })).status).toBe(
        403,
      );
      // Nor the app accounts behind the members.
      const accounts = await api('/content-manager/collection-types/plugin::users-permissions.user', { token: tokens[role] });
      expect(JSON.stringify(accounts.body), `${role} accounts`).not.toContain(closed.email);
    }
    // The Editor still reads the listed members (the Organisateur's rule), the Author none it did not create.
    const editorList = await api(
      `/content-manager/collection-types/api::member.member?filters[Name][$contains]=${encodeURIComponent(stamp)}`,
      {
        token: tokens.editor,
      },
    );
    expect(editorList.body.results.map((m: { Name: string }) => m.Name)).toEqual([closed.name]);
  });
});
