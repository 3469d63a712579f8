// A generated bad-input corpus on every write and auth route: wrong types, missing and extra fields,
// 1 MB strings, malformed JSON, operator injection in bodies, query strings and identifiers, unknown
// populate keys. The rule: a 4xx with a message, never a 5xx — and the server still answers afterwards.
// (bad-input.test.ts holds the hand-written cases this generalises.)
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createCompany, fixtureEvent, registerMember, unique, type ApiResponse, type TestMember } from './support/api';

const MB = 'x'.repeat(1024 * 1024);
const MALFORMED = ['{bad json', '{"data":', '"text"', 'null', '[1,2]', '', '{"a":1}{"b":2}', '\u0000', '{"data":{"Name":"\\ud800"}}'];
const WRONG_TYPES: unknown[] = [123, -1, 1.5, true, null, [], ['x'], {}, { $ne: null }, { $gt: '' }, { $regex: '.*' }, 'x'.repeat(5000)];
const EXTRA_KEYS: Record<string, unknown>[] = [
  { role: 1 },
  { id: 1 },
  { documentId: 'abcdefghijklmnopqrstuvwx' },
  { unknownField: 'x' },
  { ['__proto__']: { isAdmin: true } },
  { constructor: { prototype: { isAdmin: true } } },
  { createdBy: 1 },
  { publishedAt: '2020-01-01' },
];

function expectClientError(res: ApiResponse, label: string) {
  expect(res.status, `${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label} → 5xx ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
  expect(res.body?.error?.message, `${label}: an error message`).toEqual(expect.any(String));
}

/** A valid request's refusal or acceptance is fine; a 5xx never is. A 4xx must carry a message. */
function expectNo5xx(res: ApiResponse, label: string) {
  expect(res.status, `${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) expect(res.body?.error?.message, `${label}: an error message`).toEqual(expect.any(String));
}

interface JsonRoute {
  label: string;
  method: string;
  path: () => string;
  token: () => string | undefined;
  /** A valid body: each field in turn is broken. */
  valid: () => Record<string, unknown>;
  /** The fields live inside `data` (Strapi entries) rather than at the top (auth routes). */
  wrapped: boolean;
}

let owner: TestMember;
let companyId: number;
let eventId: number;

const ROUTES: JsonRoute[] = [
  {
    label: 'register',
    method: 'POST',
    path: () => '/api/auth/local/register',
    token: () => undefined,
    valid: () => ({ username: `Nom ${unique()}`, email: `c-${unique()}@example.test`, password: 'secret-1234', phone: '0470 00 00 00' }),
    wrapped: false,
  },
  {
    label: 'login',
    method: 'POST',
    path: () => '/api/auth/local',
    token: () => undefined,
    valid: () => ({ identifier: `inconnu-${unique()}@example.test`, password: 'wrong-password' }),
    wrapped: false,
  },
  {
    label: 'forgot-password',
    method: 'POST',
    path: () => '/api/auth/forgot-password',
    token: () => undefined,
    valid: () => ({ email: `personne-${unique()}@example.test` }),
    wrapped: false,
  },
  {
    label: 'reset-password',
    method: 'POST',
    path: () => '/api/auth/reset-password',
    token: () => undefined,
    valid: () => ({ code: 'abc', password: 'secret-1234', passwordConfirmation: 'secret-1234' }),
    wrapped: false,
  },
  {
    label: 'change-password',
    method: 'POST',
    path: () => '/api/auth/change-password',
    token: () => owner.jwt,
    valid: () => ({ currentPassword: 'wrong-password', password: 'secret-1234', passwordConfirmation: 'secret-1234' }),
    wrapped: false,
  },
  {
    label: 'users/me',
    method: 'PUT',
    path: () => '/api/users/me',
    token: () => owner.jwt,
    valid: () => ({ username: `Nom ${unique()}` }),
    wrapped: false,
  },
  {
    label: 'member update',
    method: 'PUT',
    path: () => `/api/members/${owner.memberId}`,
    token: () => owner.jwt,
    valid: () => ({
      Name: 'Nom Valide',
      City: 'Namur',
      AboutMe: 'Bonjour',
      LinkedinProfileURL: 'https://www.linkedin.com/in/x',
      sectors: [],
      skills: [],
    }),
    wrapped: true,
  },
  {
    label: 'company create',
    method: 'POST',
    path: () => '/api/companies',
    token: () => owner.jwt,
    valid: () => ({
      Name: `Corpus ${unique()}`,
      Email: 'c@societe.test',
      Phone: '010',
      Website: 'https://societe.test',
      NumberOfEmployees: 3,
      services: [],
    }),
    wrapped: true,
  },
  {
    label: 'company update',
    method: 'PUT',
    path: () => `/api/companies/${companyId}`,
    token: () => owner.jwt,
    valid: () => ({ Name: 'Société Valide', About: 'Texte', CompanyVideoPresentation: 'https://vimeo.com/1' }),
    wrapped: true,
  },
  ...['sectors', 'skills', 'services'].map((kind) => ({
    label: `${kind} create`,
    method: 'POST',
    path: () => `/api/${kind}`,
    token: () => owner.jwt,
    valid: () => ({ Name: `Tag ${unique()}` }),
    wrapped: true,
  })),
];

function bodyOf(route: JsonRoute, fields: Record<string, unknown>) {
  return route.wrapped ? { data: fields } : fields;
}

beforeAll(async () => {
  owner = await registerMember();
  companyId = (await createCompany(owner)).id;
  eventId = (await fixtureEvent('Lunch à Namur')).id;
});

describe('bad bodies on every write and auth route → 4xx with a message', () => {
  it.each(ROUTES.map((route) => [route.label, route] as const))('%s', async (_label, route) => {
    const send = (body: unknown, headers?: Record<string, string>) =>
      api(route.path(), { method: route.method, token: route.token(), body, headers });
    for (const raw of MALFORMED) expectClientError(await send(raw), `${route.label} malformed ${JSON.stringify(raw)}`);
    // Not JSON at all, or declared as something else.
    expectClientError(await send('a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }), `${route.label} form-encoded`);
    expectNo5xx(await send('<xml/>', { 'content-type': 'application/xml' }), `${route.label} xml`);
    // The envelope itself.
    for (const envelope of [{}, { data: 'x' }, { data: null }, { data: [] }, { data: 1 }]) {
      if (!route.wrapped && JSON.stringify(envelope) !== '{}') continue;
      expectClientError(await send(envelope), `${route.label} envelope ${JSON.stringify(envelope)}`);
    }
    const valid = route.valid();
    for (const field of Object.keys(valid)) {
      // Missing: either refused, or accepted when optional — never a 5xx.
      const { [field]: _dropped, ...without } = route.valid();
      expectNo5xx(await send(bodyOf(route, without)), `${route.label} without ${field}`);
      for (const wrong of WRONG_TYPES) {
        const res = await send(bodyOf(route, { ...route.valid(), [field]: wrong }));
        // Some wrong values are still acceptable values (5000 chars in a long text, [] for a relation list).
        expectNo5xx(res, `${route.label} ${field}=${JSON.stringify(wrong).slice(0, 40)}`);
        if (wrong !== null && typeof wrong === 'object' && !Array.isArray(wrong) && Object.keys(wrong).length) {
          expectClientError(res, `${route.label} ${field}=${JSON.stringify(wrong)} (operator object)`);
        }
      }
      expectClientError(await send(bodyOf(route, { ...route.valid(), [field]: MB })), `${route.label} ${field}=1 MB`);
    }
    for (const extra of EXTRA_KEYS) {
      const res = await send(bodyOf(route, { ...route.valid(), ...extra }));
      expectNo5xx(res, `${route.label} extra ${JSON.stringify(extra)}`);
    }
    // Deeply nested JSON.
    let deep: unknown = 'x';
    for (let i = 0; i < 2000; i += 1) deep = { a: deep };
    expectNo5xx(await send(bodyOf(route, { ...route.valid(), nested: deep })), `${route.label} 2000 levels deep`);
  });

  it('extra keys never raise privileges: role, confirmed, blocked stay as they were', async () => {
    const member = await registerMember();
    for (const extra of [{ role: 1 }, { role: { id: 1 } }, { confirmed: false }, { blocked: true }, { provider: 'google' }]) {
      const res = await api('/api/users/me', { method: 'PUT', token: member.jwt, body: { username: `Nom ${unique()}`, ...extra } });
      expectClientError(res, `users/me ${JSON.stringify(extra)}`);
    }
    const me = await api('/api/users/me?populate[role][fields][0]=type', { token: member.jwt });
    expect(me.status).toBeLessThan(500);
    const plain = await api('/api/users/me', { token: member.jwt });
    expect(plain.body).toMatchObject({ confirmed: true, blocked: false });
  });
});

describe('injection in identifiers and query strings → 4xx or an empty answer, never a 5xx', () => {
  const IDS = [
    '{"$ne":null}',
    '%7B%22%24ne%22%3Anull%7D',
    '1%20OR%201%3D1',
    "1'--",
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    '2147483648',
    '%00',
    '..%2F..%2Fadmin',
    'null',
    'undefined',
    '[object Object]',
    'a'.repeat(300),
  ];

  it('identifiers in paths (read, update, sign-up, file delete)', async () => {
    for (const id of IDS) {
      for (const path of [`/api/members/${id}`, `/api/companies/${id}`, `/api/events/${id}`, `/api/sectors/${id}`]) {
        const res = await api(path);
        expectNo5xx(res, `GET ${path}`);
        expect(res.status, `GET ${path}`).not.toBe(200);
      }
      expectClientError(
        await api(`/api/members/${id}`, { method: 'PUT', token: owner.jwt, body: { data: { City: 'X' } } }),
        `PUT member ${id}`,
      );
      expectClientError(
        await api(`/api/companies/${id}`, { method: 'PUT', token: owner.jwt, body: { data: { City: 'X' } } }),
        `PUT company ${id}`,
      );
      expectClientError(await api(`/api/events/${id}/sign-up`, { method: 'POST', token: owner.jwt }), `sign-up ${id}`);
      expectClientError(await api(`/api/upload/files/${id}`, { method: 'DELETE', token: owner.jwt }), `DELETE file ${id}`);
    }
  });

  it('filters, operators, sort, fields, pagination and populate', async () => {
    const REFUSED = [
      'filters[user][password][$startsWith]=$2',
      'filters[user][email][$contains]=@',
      'filters[user][resetPasswordToken][$notNull]=true',
      'filters[Name][$nope]=1',
      'filters[$where]=1',
      'filters[Name][$regex]=.*',
      'filters=[object Object]',
      'sort=user.password:asc',
      'sort[0]=nope:asc',
      'fields[0]=password',
      'fields[0]=user',
      'populate=nope',
      'populate[nope]=*',
      'populate[user]=*',
      'populate[companies][populate][nope]=*',
      'populate[companies][populate][members][populate][user]=*',
      // Past a media field: its `related` link lists every entry using the file, with all their fields.
      'populate[BioImage][populate]=*',
      'populate[BioImage][populate][related]=*',
      'populate[0]=BioImage.related',
      'populate[companies][populate][Logo][populate]=*',
      'pagination[page]=abc',
      'foo=bar',
      // Over the query budget, in the dotted and array forms too (a 30-level dotted populate froze Strapi).
      `populate=${Array.from({ length: 30 }, (_, i) => (i % 2 ? 'members' : 'companies')).join('.')}`,
      'populate=companies.members.companies.members.companies',
      'populate[0]=companies.members.companies.members.companies',
      `populate=${Array.from({ length: 41 }, (_, i) => `r${i}`).join(',')}`,
      'pagination[pageSize]=100000',
      'pagination[page]=999999',
    ];
    for (const q of REFUSED) expectClientError(await api(`/api/members?${q}`), `members?${q}`);
    // The same refusals whatever the spelling of the path (the router ignores case; the rules must not).
    for (const path of ['/api/Members', '/API/MEMBERS', '/api/%4Dembers', '/api//members', '/api/members/']) {
      for (const q of [
        'fields[0]=password',
        'populate[0]=BioImage.related',
        'filters[Email][$startsWith]=a',
        'populate=companies.members.companies.members.companies',
      ]) {
        expectClientError(await api(`${path}?${q}`), `${path}?${q}`);
      }
    }
    const HARMLESS = [
      'filters[Name][$ne]=x',
      'filters[$or][0][Name][$eq]=a&filters[$or][1][City][$eq]=b',
      'filters[Name][$in][0]=a&filters[Name][$in][1]=b',
      'filters[companies][Name][$containsi]=a',
      'pagination[pageSize]=-5',
      // qs drops prototype keys: nothing unknown is left to refuse, nothing is polluted.
      '__proto__[polluted]=1',
      'constructor[prototype][polluted]=1',
      'pagination[start]=-1&pagination[limit]=10',
      'sort=Name:desc',
      `filters[Name][$eq]=${encodeURIComponent(MB.slice(0, 6000))}`,
    ];
    for (const q of HARMLESS) {
      const res = await api(`/api/members?${q}`);
      expectNo5xx(res, `members?${q}`);
      if (res.status === 200) expect(JSON.stringify(res.body)).not.toMatch(/\$2[aby]\$|resetPasswordToken|"password"|"related"/);
    }
    for (const collection of ['companies', 'events', 'event-attendees', 'sectors', 'skills', 'services', 'perks']) {
      for (const q of ['populate[nope]=*', 'filters[nope][$eq]=1', 'fields[0]=nope', 'sort=nope:asc', 'foo=1']) {
        expectClientError(await api(`/api/${collection}?${q}`), `${collection}?${q}`);
      }
    }
    expectClientError(await api('/api/event-photo?populate[nope]=*'), 'event-photo?populate[nope]');
  });

  it('the server still answers normally afterwards', async () => {
    expect((await api('/api/perks')).status).toBe(200);
    const members = await api('/api/members?fields[0]=Name&pagination[pageSize]=1');
    expect(members.status).toBe(200);
    const again = await api(`/api/events/${eventId}/sign-up`, { method: 'POST', token: owner.jwt });
    expect(again.status).toBe(200);
    const login = await api('/api/auth/local', { method: 'POST', body: { identifier: owner.email, password: owner.password } });
    expect(login.status).toBe(200);
  });
});
