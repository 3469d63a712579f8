// Who may change what: anonymous / another member / the owner, on every write a member can reach.
// Each refusal is checked twice: the status, and a re-read showing nothing changed.
import { describe, expect, it } from 'vitest';
import { SVG, adminToken, api, baseUrl, createCompany, getCompany, getMember, png, registerMember, upload, unique } from './support/api';

describe('member profile (PUT /api/members/:id, numeric id)', () => {
  it('only the owner updates it; anonymous and another member are refused', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const path = `/api/members/${owner.memberId}`;

    expect((await api(path, { method: 'PUT', body: { data: { Name: 'Pirate' } } })).status).toBe(403);
    const byOther = await api(path, { method: 'PUT', token: other.jwt, body: { data: { Name: 'Pirate' } } });
    expect(byOther.status).toBe(403);
    expect(byOther.body.error.message).toMatch(/propre profil/);
    expect((await getMember(owner.memberId)).Name).toBe(owner.name);

    const sector = await api('/api/sectors', { method: 'POST', token: owner.jwt, body: { data: { Name: `Secteur ${unique()}` } } });
    const res = await api(path, {
      method: 'PUT',
      token: owner.jwt,
      body: { data: { Name: 'Jeanne Test', City: 'Namur', Profession: 'Boulangère', sectors: [sector.body.data.id], skills: [] } },
    });
    expect(res.status).toBe(200);
    const after = await getMember(owner.memberId);
    expect(after).toMatchObject({ Name: 'Jeanne Test', City: 'Namur', Profession: 'Boulangère' });
    expect(after.sectors.map((s: { id: number }) => s.id)).toEqual([sector.body.data.id]);
  });

  it('refuses fields a member may not set (Profile, user, companies, BioImage)', async () => {
    const owner = await registerMember();
    for (const data of [{ Profile: 'Admin' }, { user: 1 }, { companies: [1] }, { BioImage: [1] }]) {
      const res = await api(`/api/members/${owner.memberId}`, { method: 'PUT', token: owner.jwt, body: { data } });
      expect(res.status, JSON.stringify(data)).toBe(400);
    }
    expect((await getMember(owner.memberId)).Profile).toBe('Member');
  });

  it('answers 404 for an unknown numeric id and accepts the documentId too', async () => {
    expect((await api('/api/members/987654321')).status).toBe(404);
    const owner = await registerMember();
    const { documentId } = await getMember(owner.memberId);
    expect((await api(`/api/members/${documentId}`)).body.data.id).toBe(owner.memberId);
  });
});

describe('company (POST/PUT /api/companies)', () => {
  it('links the creator server-side and lets only its members update it', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const company = await createCompany(owner, { NumberOfEmployees: 3 });
    expect(company.id).toEqual(expect.any(Number));
    const created = await getCompany(company.id);
    expect(created.members.map((m: { id: number }) => m.id)).toEqual([owner.memberId]);

    const path = `/api/companies/${company.id}`;
    expect((await api(path, { method: 'PUT', body: { data: { Name: 'Volée' } } })).status).toBe(403);
    const byOther = await api(path, { method: 'PUT', token: other.jwt, body: { data: { Name: 'Volée' } } });
    expect(byOther.status).toBe(403);
    expect((await getCompany(company.id)).Name).toBe(company.Name);

    const res = await api(path, { method: 'PUT', token: owner.jwt, body: { data: { Name: 'Nouvelle SA', City: 'Liège' } } });
    expect(res.status).toBe(200);
    expect(await getCompany(company.id)).toMatchObject({ Name: 'Nouvelle SA', City: 'Liège' });
  });

  it('never lets a client write members (on create or update)', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const onCreate = await api('/api/companies', {
      method: 'POST',
      token: owner.jwt,
      body: { data: { Name: 'X', Email: 'x@x.test', Phone: '01', members: [other.memberId] } },
    });
    expect(onCreate.status).toBe(400);
    const company = await createCompany(owner);
    const onUpdate = await api(`/api/companies/${company.id}`, {
      method: 'PUT',
      token: owner.jwt,
      body: { data: { members: [owner.memberId, other.memberId] } },
    });
    expect(onUpdate.status).toBe(400);
    expect((await getCompany(company.id)).members.map((m: { id: number }) => m.id)).toEqual([owner.memberId]);
  });

  it('requires Name, Email and Phone on create; anonymous cannot create', async () => {
    const owner = await registerMember();
    const missing = await api('/api/companies', { method: 'POST', token: owner.jwt, body: { data: { Name: 'Sans mail' } } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBeTruthy();
    const anon = await api('/api/companies', { method: 'POST', body: { data: { Name: 'A', Email: 'a@a.test', Phone: '1' } } });
    expect(anon.status).toBe(403);
  });
});

describe('user account', () => {
  it('PUT /api/users/:id is refused to everyone, the owner included', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const path = `/api/users/${owner.userId}`;
    for (const token of [undefined, other.jwt, owner.jwt]) {
      const res = await api(path, { method: 'PUT', token, body: { email: `pirate-${unique()}@example.test`, role: 1 } });
      expect(res.status).toBe(403);
    }
    const me = await api('/api/users/me', { token: owner.jwt });
    expect(me.body.email).toBe(owner.email);
  });

  it('GET /api/users/:id and /api/users are not readable', async () => {
    const owner = await registerMember();
    expect((await api(`/api/users/${owner.userId}`)).status).toBe(403);
    expect((await api(`/api/users/${owner.userId}`, { token: owner.jwt })).status).toBe(403);
    expect((await api('/api/users', { token: owner.jwt })).status).toBe(403);
  });

  it('PUT /api/users/me changes the caller’s own e-mail and password only', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    expect((await api('/api/users/me', { method: 'PUT', body: { email: 'x@y.test' } })).status).toBe(403);

    const newEmail = `nouveau-${unique()}@example.test`;
    const res = await api('/api/users/me', { method: 'PUT', token: owner.jwt, body: { email: newEmail, currentPassword: owner.password } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.userId, email: newEmail, member: { id: owner.memberId }, jwt: expect.any(String) });
    expect(res.body).not.toHaveProperty('password');
    // The change revoked the older tokens: the answer's is the one to use.
    let token = res.body.jwt as string;

    // Forbidden keys, a taken e-mail, a bad password: refused, nothing changed.
    const current = { currentPassword: owner.password };
    for (const body of [
      { role: 1 },
      { blocked: true },
      { confirmed: false },
      { provider: 'x' },
      { email: other.email, ...current },
      { password: '123', ...current },
      { email: 'pas-un-mail', ...current },
    ]) {
      const r = await api('/api/users/me', { method: 'PUT', token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const me = await api('/api/users/me', { token });
    expect(me.body).toMatchObject({ email: newEmail, blocked: false, confirmed: true });

    const newPassword = `Autre-${unique()}`;
    const changed = await api('/api/users/me', { method: 'PUT', token, body: { password: newPassword, ...current } });
    expect(changed.status).toBe(200);
    token = changed.body.jwt;
    const login = await api('/api/auth/local', { method: 'POST', body: { identifier: newEmail, password: newPassword } });
    expect(login.status).toBe(200);
    expect(login.body.user.member).toEqual({ id: owner.memberId, Name: owner.name });
    expect((await api('/api/auth/local', { method: 'POST', body: { identifier: newEmail, password: owner.password } })).status).toBe(400);
    // The other account is untouched.
    expect((await api('/api/users/me', { token: other.jwt })).body.email).toBe(other.email);
  });
});

describe('uploads (POST /api/upload with ref/refId/field)', () => {
  it('member BioImage: only the owner; a new image replaces and deletes the previous one', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const target = { ref: 'api::member.member', refId: owner.memberId, field: 'BioImage' };

    expect((await upload(undefined, [png()], target)).status).toBe(403);
    expect((await upload(other.jwt, [png()], target)).status).toBe(403);
    expect((await getMember(owner.memberId)).BioImage).toEqual([]);

    const first = await upload(owner.jwt, [png('moi.png')], target);
    expect(first.status).toBe(201);
    const firstFile = first.body[0];
    const second = await upload(owner.jwt, [png('moi-2.png')], target);
    expect(second.status).toBe(201);

    const images = (await getMember(owner.memberId)).BioImage;
    expect(images.map((f: { id: number }) => f.id)).toEqual([second.body[0].id]);
    const oldUrl = await fetch(`${baseUrl()}${firstFile.url}`);
    expect(oldUrl.status).toBe(404);
    // One image only per request for this field.
    expect((await upload(owner.jwt, [png(), png()], target)).status).toBe(400);
  });

  it('company Logo: only a member of the company', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const company = await createCompany(owner);
    const target = { ref: 'api::company.company', refId: company.id, field: 'Logo' };

    expect((await upload(undefined, [png()], target)).status).toBe(403);
    expect((await upload(other.jwt, [png()], target)).status).toBe(403);
    expect((await getCompany(company.id)).Logo).toBeNull();

    const res = await upload(owner.jwt, [png('logo.png')], target);
    expect(res.status).toBe(201);
    expect((await getCompany(company.id)).Logo.id).toBe(res.body[0].id);
  });

  it('refuses other targets, missing or malformed ref fields, and ?id= replacement', async () => {
    const owner = await registerMember();
    expect((await upload(owner.jwt, [png()], {})).status).toBe(400);
    expect((await upload(owner.jwt, [png()], { ref: 'api::member.member', refId: owner.memberId, field: 'Profile' })).status).toBe(403);
    expect((await upload(owner.jwt, [png()], { ref: 'api::event.event', refId: 1, field: 'EventImage' })).status).toBe(403);
    expect((await upload(owner.jwt, [png()], { ref: 'plugin::users-permissions.user', refId: owner.userId, field: 'avatar' })).status).toBe(
      403,
    );
    const byDocumentId = await upload(owner.jwt, [png()], {
      ref: 'api::member.member',
      refId: (await getMember(owner.memberId)).documentId,
      field: 'BioImage',
    });
    expect(byDocumentId.status).toBe(400);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png().bytes)], { type: 'image/png' }), 'x.png');
    expect((await api('/api/upload?id=1', { method: 'POST', token: owner.jwt, form })).status).toBe(403);
  });

  it('accepts images only (SVG and disguised files refused, with a French message)', async () => {
    const owner = await registerMember();
    const target = { ref: 'api::member.member', refId: owner.memberId, field: 'BioImage' };
    const svg = await upload(owner.jwt, [{ name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' }], target);
    expect(svg.status).toBe(400);
    expect(svg.body.error.message).toMatch(/images JPEG, PNG, WebP ou GIF/);
    const fake = await upload(owner.jwt, [{ name: 'photo.png', bytes: Buffer.from('pas une image du tout'), type: 'image/png' }], target);
    expect(fake.status).toBe(400);
    expect((await getMember(owner.memberId)).BioImage).toEqual([]);
  });

  it('company Photos: at most 50 in total', async () => {
    const owner = await registerMember();
    const company = await createCompany(owner);
    const target = { ref: 'api::company.company', refId: company.id, field: 'Photos' };
    const fifty = Array.from({ length: 50 }, (_, i) => png(`p${i}.png`));
    expect((await upload(owner.jwt, fifty, target)).status).toBe(201);
    const more = await upload(owner.jwt, [png('p50.png')], target);
    expect(more.status).toBe(400);
    expect(more.body.error.message).toMatch(/50 photos/);
    expect((await getCompany(company.id)).Photos).toHaveLength(50);
  });
});

describe('file delete (DELETE /api/upload/files/:id)', () => {
  it('only the owner of the member or company the file belongs to', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const company = await createCompany(owner);
    const bio = (await upload(owner.jwt, [png()], { ref: 'api::member.member', refId: owner.memberId, field: 'BioImage' })).body[0];
    const photo = (await upload(owner.jwt, [png()], { ref: 'api::company.company', refId: company.id, field: 'Photos' })).body[0];

    for (const file of [bio, photo]) {
      expect((await api(`/api/upload/files/${file.id}`, { method: 'DELETE' })).status).toBe(403);
      expect((await api(`/api/upload/files/${file.id}`, { method: 'DELETE', token: other.jwt })).status).toBe(403);
    }
    expect((await getMember(owner.memberId)).BioImage.map((f: { id: number }) => f.id)).toEqual([bio.id]);
    expect((await getCompany(company.id)).Photos.map((f: { id: number }) => f.id)).toEqual([photo.id]);

    expect((await api(`/api/upload/files/${bio.id}`, { method: 'DELETE', token: owner.jwt })).status).toBe(200);
    expect((await api(`/api/upload/files/${photo.id}`, { method: 'DELETE', token: owner.jwt })).status).toBe(200);
    expect((await getMember(owner.memberId)).BioImage).toEqual([]);
    expect((await getCompany(company.id)).Photos).toEqual([]);
    expect((await api('/api/upload/files/987654321', { method: 'DELETE', token: owner.jwt })).status).toBe(404);
  });
});

describe('sectors, skills, services (POST, de-duplicated)', () => {
  it('returns the existing entry for the same name whatever the case and accents', async () => {
    const owner = await registerMember();
    const name = `Économie Circulaire ${unique()}`;
    for (const type of ['sectors', 'skills', 'services']) {
      const first = await api(`/api/${type}`, { method: 'POST', token: owner.jwt, body: { data: { Name: `  ${name} ` } } });
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({ id: expect.any(Number), Name: name });
      const again = await api(`/api/${type}`, { method: 'POST', token: owner.jwt, body: { data: { Name: name.toUpperCase() } } });
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(first.body.data.id);
      // Accents are ignored too: 'economie' is the same tag as 'Économie' (SQLite's LOWER() would miss it).
      const unaccented = await api(`/api/${type}`, { method: 'POST', token: owner.jwt, body: { data: { Name: name.replace('É', 'e') } } });
      expect(unaccented.status).toBe(200);
      expect(unaccented.body.data.id).toBe(first.body.data.id);
      // One entry (waiting for an organiser, so counted in the back-office: the public list shows accepted tags).
      const uid = { sectors: 'api::sector.sector', skills: 'api::skill.skill', services: 'api::service.service' }[type];
      const all = await api(`/content-manager/collection-types/${uid}?filters[$and][0][Name][$eqi]=${encodeURIComponent(name)}`, {
        token: await adminToken(),
      });
      expect(all.body.results).toHaveLength(1);
    }
    // Five members typing the same new tag at once: one entry.
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => registerMember()));
    const raceName = `Course ${unique()}`;
    const raced = await Promise.all(
      racers.map((m) => api('/api/skills', { method: 'POST', token: m.jwt, body: { data: { Name: raceName } } })),
    );
    expect(new Set(raced.map((r) => r.body.data.id)).size).toBe(1);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await api('/api/sectors', { method: 'POST', body: { data: { Name: 'Anonyme' } } })).status).toBe(403);
    for (const data of [{ Name: '' }, { Name: '   ' }, { Name: 'x'.repeat(81) }, { Name: 12 }, { Name: 'ok', members: [1] }]) {
      expect((await api('/api/skills', { method: 'POST', token: owner.jwt, body: { data } })).status, JSON.stringify(data)).toBe(400);
    }
  });
});

describe('organiser-only content', () => {
  it('members cannot write events, plans, attendees or photos', async () => {
    const member = await registerMember();
    const writes: Array<[string, string]> = [
      ['POST', '/api/events'],
      ['PUT', '/api/events/1'],
      ['DELETE', '/api/events/1'],
      ['POST', '/api/event-plans'],
      ['POST', '/api/event-attendees'],
      ['PUT', '/api/event-attendees/1'],
      ['PUT', '/api/event-photo'],
      ['DELETE', '/api/members/1'],
      ['POST', '/api/members'],
      ['POST', '/api/perks'],
    ];
    for (const [method, path] of writes) {
      const res = await api(path, { method, token: member.jwt, body: { data: { Name: 'x' } } });
      expect([403, 404, 405], `${method} ${path}`).toContain(res.status);
    }
  });
});
