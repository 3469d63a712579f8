// Members own their data (GDPR): the export of everything the club holds about a member (right of access and
// portability) and the deletion of the account (right to erasure), tombstone included so phones drop it.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, createCompany, fixtureEvent, png, registerMember, upload, type TestMember } from './support/api';
import { changes, settledCursor } from './support/directory';
import { setPrivacy } from './support/privacy';

/** What an organiser does in the back-office: add a member to a company (members cannot, by design). */
async function addToCompany(company: { documentId: string }, member: TestMember) {
  const res = await api(`/content-manager/collection-types/api::company.company/${company.documentId}`, {
    method: 'PUT',
    token: await adminToken(),
    body: { members: { connect: [{ id: member.memberId }] } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const exportOf = (m: TestMember) => fetch(`${baseUrl()}/api/account/export`, { headers: { authorization: `Bearer ${m.jwt}` } });

const deleteAccount = (m: TestMember, password: unknown) =>
  api('/api/account/delete', { method: 'POST', token: m.jwt, body: { password } });

/** A member with a photo, a company of their own, a company shared with `other`, and an event sign-up. */
async function memberWithData() {
  const m = await registerMember({ phone: '+32 470 11 22 33' });
  const other = await registerMember({ phone: '+32 499 98 76 54' });
  expect((await setPrivacy(other, { EmailVisibility: 'nobody', PhoneVisibility: 'nobody', Profession: 'Notaire secret' })).status).toBe(
    200,
  );
  const photo = await upload(m.jwt, [png('portrait.png')], { ref: 'api::member.member', refId: m.memberId, field: 'BioImage' });
  expect(photo.status, JSON.stringify(photo.body)).toBe(201);
  const own = await createCompany(m, { About: 'Ma société à moi' });
  const shared = await createCompany(other, { Email: 'societe-partagee@example.test' });
  await addToCompany(shared, m);
  const event = await fixtureEvent('Journée à Liège');
  expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: m.jwt })).status).toBe(200);
  return { m, other, own, shared, event, photoUrl: photo.body[0].url as string };
}

describe('GET /api/account/export', () => {
  it('is refused without a session', async () => {
    expect((await api('/api/account/export')).status).toBe(403);
  });

  it('holds the member’s own data and nothing private of anyone else', async () => {
    const w = await memberWithData();
    const res = await exportOf(w.m);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text);

    // The username is generated (the name is the member's, below); login is by e-mail.
    expect(data.account).toMatchObject({ email: w.m.email, username: expect.any(String) });
    expect(data.account.createdAt).toBeTruthy();
    expect(data.member).toMatchObject({ id: w.m.memberId, Name: w.m.name, Phone: w.m.phone, EmailVisibility: expect.any(String) });
    expect(data.companies.map((c: { id: number }) => c.id).sort()).toEqual([w.own.id, w.shared.id].sort());
    const shared = data.companies.find((c: { id: number }) => c.id === w.shared.id);
    expect(shared.Email).toBe('societe-partagee@example.test');
    expect(shared.otherMembers).toEqual([{ id: w.other.memberId, Name: w.other.name }]);
    expect(data.eventSignUps.map((s: { event: { id: number } }) => s.event.id)).toEqual([w.event.id]);
    expect(data.uploads).toHaveLength(1);
    expect(data.uploads[0]).toMatchObject({ url: w.photoUrl, name: expect.stringMatching(/\.png$/), size: expect.any(Number) });

    // Nothing secret of the member, nothing private of the co-member.
    expect(text).not.toContain(w.m.password);
    expect(text).not.toMatch(/"password"|resetPasswordToken|confirmationToken|tokensValidAfter|ShareKeyVersion|SearchText/);
    expect(text).not.toContain(w.other.email);
    expect(text).not.toContain(w.other.phone);
    expect(text).not.toContain('Notaire secret');
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong or missing password in French and keeps everything', async () => {
    const m = await registerMember();
    const wrong = await deleteAccount(m, 'pas-le-bon');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Mot de passe incorrect : ton compte n’a pas été supprimé.');
    expect((await deleteAccount(m, undefined)).status).toBe(400);
    expect((await deleteAccount(m, { $ne: '' })).status).toBe(400);
    expect((await api(`/api/members/${m.memberId}`)).status).toBe(200);
    expect((await api('/api/users/me', { token: m.jwt })).status).toBe(200);
  });

  it('removes the user, the member, the photo and the sign-ups; shared and orphaned companies stay; phones drop it', async () => {
    const w = await memberWithData();
    const cursor = await settledCursor('members');
    const companyCursor = await settledCursor('companies');
    expect((await fetch(`${baseUrl()}${w.photoUrl}`)).status).toBe(200);

    const res = await deleteAccount(w.m, w.m.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // The session is gone with the user; the login too.
    expect((await api('/api/users/me', { token: w.m.jwt })).status).toBe(401);
    const login = await api('/api/auth/local', { method: 'POST', body: { identifier: w.m.email, password: w.m.password } });
    expect(login.status).toBe(400);
    // The member is gone from every list and page.
    expect((await api(`/api/members/${w.m.memberId}`)).status).toBe(404);
    const list = await api(`/api/members?filters[Name][$eq]=${encodeURIComponent(w.m.name)}`);
    expect(list.body.data).toEqual([]);
    const directory = await api(`/api/directory/members?q=${encodeURIComponent(w.m.name)}`, { token: w.other.jwt });
    expect(directory.status).toBe(200);
    expect(directory.body.data).toEqual([]);
    // The next sync of a phone drops it (tombstone), and refreshes the companies it was in.
    const delta = await changes('members', cursor);
    expect(delta.removed.map((r) => r.id)).toContain(w.m.memberId);
    const companyDelta = await changes('companies', companyCursor);
    expect(companyDelta.data.map((row) => row.id)).toEqual(expect.arrayContaining([w.own.id, w.shared.id]));
    // The photo is gone from the storage.
    expect((await fetch(`${baseUrl()}${w.photoUrl}`)).status).toBe(404);
    // The shared company stays with the other member; the company left with no member stays for the organisers.
    const shared = await api(`/api/companies/${w.shared.id}?populate=members`);
    expect(shared.status).toBe(200);
    expect(shared.body.data.members.map((m: { id: number }) => m.id)).toEqual([w.other.memberId]);
    const own = await api(`/api/companies/${w.own.id}?populate=members`);
    expect(own.status).toBe(200);
    expect(own.body.data.members).toEqual([]);
    // The sign-up is gone from the event's attendees.
    const attendees = await api(`/api/event-attendees?filters[event][id][$eq]=${w.event.id}&populate=members&pagination[pageSize]=100`);
    const listed = attendees.body.data.flatMap((a: { members: Array<{ id: number }> }) => a.members.map((m) => m.id));
    expect(listed).not.toContain(w.m.memberId);
    // The same e-mail can register again (a fresh start, nothing carried over).
    const again = await registerMember({ email: w.m.email });
    expect(again.memberId).not.toBe(w.m.memberId);
  });
});

describe('POST /api/account/share-key/rotate', () => {
  it('gives a new share key: the old one no longer opens a hidden member’s page, the new one does', async () => {
    const m = await registerMember();
    expect((await setPrivacy(m, { HiddenFromDirectory: true })).status).toBe(200);
    const oldKey = (await api(`/api/members/${m.memberId}`, { token: m.jwt })).body.data.ShareKey as string;
    expect((await api(`/api/members/${m.memberId}?shareKey=${oldKey}`)).status).toBe(200);

    expect((await api('/api/account/share-key/rotate', { method: 'POST' })).status).toBe(403);
    const rotated = await api('/api/account/share-key/rotate', { method: 'POST', token: m.jwt });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const newKey = rotated.body.shareKey as string;
    expect(newKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newKey).not.toBe(oldKey);

    expect((await api(`/api/members/${m.memberId}?shareKey=${oldKey}`)).status).toBe(404);
    expect((await api(`/api/members/${m.memberId}?shareKey=${newKey}`)).status).toBe(200);
    const own = await api(`/api/members/${m.memberId}?populate=*`, { token: m.jwt });
    expect(own.body.data.ShareKey).toBe(newKey);
    // The version behind the key is never shown, not even to its owner.
    expect(JSON.stringify(own.body)).not.toContain('ShareKeyVersion');
    const other = await registerMember();
    expect(
      JSON.stringify((await api(`/api/members/${m.memberId}?shareKey=${newKey}&populate=*`, { token: other.jwt })).body),
    ).not.toContain('ShareKeyVersion');
    expect((await api(`/api/members?filters[ShareKeyVersion][$eq]=1`)).status).toBe(400);
  });
});
