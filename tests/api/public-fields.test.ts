// No password hash, reset or confirmation token, user link or back-office account in ANY public read:
// every GET route of the API, with populate=* and each relation populated one level deeper, as anonymous
// and as a signed-in member. (privacy.test.ts checks the main routes; this file walks all of them.)
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createCompany, fixtureEvent, png, registerMember, upload, type TestMember } from './support/api';

const FORBIDDEN_KEYS = [
  'password',
  'resetPasswordToken',
  'confirmationToken',
  'registrationToken',
  'user',
  'users',
  'role',
  'roles',
  'createdBy',
  'updatedBy',
  'blocked',
  'provider_metadata_secret',
  'related',
];

function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysDeep(v, into);
    }
  }
  return into;
}

// Each collection, its relations (populated one level deeper), and the single type.
const COLLECTIONS: Record<string, string[]> = {
  members: ['BioImage', 'sectors', 'skills', 'companies'],
  companies: ['Logo', 'Photos', 'members', 'sectors', 'skills', 'services'],
  sectors: ['members', 'companies'],
  skills: ['members', 'companies'],
  services: ['companies'],
  perks: [],
  events: ['EventImage', 'event_plans', 'event_attendee'],
  'event-attendees': ['event', 'members'],
};

let member: TestMember;
const ids: Record<string, number> = {};

beforeAll(async () => {
  member = await registerMember();
  // Set a reset token and a confirmation-like state, an image, a company, a sign-up: every kind of link exists.
  await api('/api/auth/forgot-password', { method: 'POST', body: { email: member.email } });
  await upload(member.jwt, [png()], { ref: 'api::member.member', refId: member.memberId, field: 'BioImage' });
  const company = await createCompany(member);
  await upload(member.jwt, [png()], { ref: 'api::company.company', refId: company.id, field: 'Logo' });
  const event = await fixtureEvent('Lunch à Namur');
  await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: member.jwt });
  for (const name of Object.keys(COLLECTIONS)) {
    const res = await api(`/api/${name}?pagination[pageSize]=1&sort=id:desc`);
    if (res.body?.data?.[0]) ids[name] = res.body.data[0].id;
  }
});

function urls(): string[] {
  const list = ['/api/event-photo?populate=*', '/api/event-photo?populate[Photo][populate]=*'];
  for (const [name, relations] of Object.entries(COLLECTIONS)) {
    list.push(`/api/${name}?populate=*`);
    if (ids[name]) list.push(`/api/${name}/${ids[name]}?populate=*`);
    for (const relation of relations) {
      list.push(`/api/${name}?populate[${relation}][populate]=*`);
      if (ids[name]) list.push(`/api/${name}/${ids[name]}?populate[${relation}][populate]=*`);
    }
  }
  return list;
}

describe('public reads carry no secret and no account link', () => {
  it('every GET route, populate=* and one level deeper, anonymous and signed in', async () => {
    const checked: string[] = [];
    for (const url of urls()) {
      for (const token of [undefined, member.jwt]) {
        const res = await api(url, { token });
        // A relation that cannot be populated deeper may be refused (400); a secret must never be answered.
        expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
        if (res.status !== 200) continue;
        checked.push(url);
        const keys = keysDeep(res.body);
        for (const k of FORBIDDEN_KEYS) expect(keys.has(k), `${url} (${token ? 'member' : 'anonymous'}) has "${k}"`).toBe(false);
        const text = JSON.stringify(res.body);
        expect(text, url).not.toMatch(/\$2[aby]\$\d\d\$/); // bcrypt
      }
    }
    // Most routes answer: the walk is not vacuous.
    expect(new Set(checked).size).toBeGreaterThan(30);
  });

  it('/api/users/me shows the caller only, without secrets, whatever is populated', async () => {
    for (const query of ['', '?populate=*', '?populate[role]=*', '?populate[member][populate]=*', '?fields[0]=password']) {
      const res = await api(`/api/users/me${query}`, { token: member.jwt });
      expect(res.status, query).toBeLessThan(500);
      if (res.status !== 200) continue;
      for (const k of ['password', 'resetPasswordToken', 'confirmationToken'])
        expect(keysDeep(res.body).has(k), `me${query} has ${k}`).toBe(false);
      expect(res.body.id).toBe(member.userId);
    }
    expect((await api('/api/users/me')).status).toBe(403);
  });

  it('the auth answers (register, login, reset) carry no secret', async () => {
    const login = await api('/api/auth/local', { method: 'POST', body: { identifier: member.email, password: member.password } });
    expect(login.status).toBe(200);
    for (const k of ['password', 'resetPasswordToken', 'confirmationToken']) expect(keysDeep(login.body).has(k)).toBe(false);
  });
});
