// The permission matrix, in one table: every write route of the API × anonymous / another member / the
// owner → the expected status; on every refusal, the target is re-read and must be unchanged.
// (permissions.test.ts tells the stories behind the rules; this file makes sure no route is forgotten.)
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createCompany,
  fixtureEvent,
  getCompany,
  getMember,
  png,
  registerMember,
  unique,
  upload,
  type TestMember,
} from './support/api';

type Who = 'anonymous' | 'other' | 'owner';

interface Context {
  owner: TestMember;
  other: TestMember;
  companyId: number;
  eventId: number;
  bioId: number;
  photoId: number;
  tags: Record<'sectors' | 'skills' | 'services', number>;
}

interface Row {
  route: string;
  /** Expected status per caller (405: no such route for that method — the API has no route to grant). */
  expect: Record<Who, number>;
  send: (ctx: Context, token: string | undefined) => Promise<{ status: number; body: any }>;
  /** What must not change when the call is refused. */
  state: (ctx: Context) => Promise<unknown>;
}

const tokenOf = (ctx: Context, who: Who) => (who === 'anonymous' ? undefined : who === 'other' ? ctx.other.jwt : ctx.owner.jwt);
const memberState = async (ctx: Context) => getMember(ctx.owner.memberId);
const companyState = async (ctx: Context) => getCompany(ctx.companyId);
const eventState = async (ctx: Context) =>
  (await api(`/api/events/${ctx.eventId}?populate[event_attendee][populate][members][fields][0]=id&populate[event_plans][fields][0]=Title`))
    .body;
const json = (method: string, path: string, body?: unknown) => (_ctx: Context, token: string | undefined) =>
  api(path, { method, token, body });

const ROWS: Row[] = [
  {
    route: 'PUT /api/members/:own',
    expect: { anonymous: 403, other: 403, owner: 200 },
    send: (ctx, token) =>
      api(`/api/members/${ctx.owner.memberId}`, { method: 'PUT', token, body: { data: { City: `Ville ${unique()}` } } }),
    state: memberState,
  },
  {
    route: 'POST /api/members',
    expect: { anonymous: 405, other: 405, owner: 405 },
    send: json('POST', '/api/members', { data: { Name: 'Intrus' } }),
    state: async () => (await api('/api/members?filters[Name][$eq]=Intrus')).body.data,
  },
  {
    route: 'DELETE /api/members/:own',
    expect: { anonymous: 405, other: 405, owner: 405 },
    send: (ctx, token) => api(`/api/members/${ctx.owner.memberId}`, { method: 'DELETE', token }),
    state: memberState,
  },
  {
    route: 'PUT /api/users/me',
    expect: { anonymous: 403, other: 200, owner: 200 }, // "me" is always the caller: another member changes only itself
    send: (_ctx, token) => api('/api/users/me', { method: 'PUT', token, body: { username: `Nom ${unique()}` } }),
    state: async (ctx) => (await api('/api/users/me', { token: ctx.owner.jwt })).body.email,
  },
  {
    route: 'PUT /api/users/:own',
    expect: { anonymous: 403, other: 403, owner: 403 },
    send: (ctx, token) =>
      api(`/api/users/${ctx.owner.userId}`, { method: 'PUT', token, body: { email: `pirate-${unique()}@example.test`, role: 1 } }),
    state: async (ctx) => (await api('/api/users/me', { token: ctx.owner.jwt })).body,
  },
  {
    route: 'DELETE /api/users/:own',
    expect: { anonymous: 403, other: 403, owner: 403 },
    send: (ctx, token) => api(`/api/users/${ctx.owner.userId}`, { method: 'DELETE', token }),
    state: async (ctx) => (await api('/api/users/me', { token: ctx.owner.jwt })).status,
  },
  {
    route: 'POST /api/users',
    expect: { anonymous: 403, other: 403, owner: 403 },
    send: json('POST', '/api/users', { username: 'Créé', email: 'cree@example.test', password: 'secret-1234', role: 1 }),
    state: async () =>
      (await api('/api/auth/local', { method: 'POST', body: { identifier: 'cree@example.test', password: 'secret-1234' } })).status,
  },
  {
    route: 'POST /api/companies',
    expect: { anonymous: 403, other: 201, owner: 201 },
    send: json('POST', '/api/companies', { data: { Name: `Matrice ${unique()}`, Email: 'm@societe.test', Phone: '010' } }),
    state: async () => (await api('/api/companies?filters[Name][$startsWith]=Matrice&pagination[pageSize]=100')).body.meta.pagination.total,
  },
  {
    route: 'PUT /api/companies/:own',
    expect: { anonymous: 403, other: 403, owner: 200 },
    send: (ctx, token) => api(`/api/companies/${ctx.companyId}`, { method: 'PUT', token, body: { data: { City: `Ville ${unique()}` } } }),
    state: companyState,
  },
  {
    route: 'DELETE /api/companies/:own',
    expect: { anonymous: 405, other: 405, owner: 405 },
    send: (ctx, token) => api(`/api/companies/${ctx.companyId}`, { method: 'DELETE', token }),
    state: companyState,
  },
  ...(['sectors', 'skills', 'services'] as const).flatMap((kind): Row[] => [
    {
      route: `POST /api/${kind}`,
      expect: { anonymous: 403, other: 201, owner: 201 },
      send: (_ctx, token) => api(`/api/${kind}`, { method: 'POST', token, body: { data: { Name: `Tag ${unique()}` } } }),
      state: async () => (await api(`/api/${kind}?filters[Name][$startsWith]=Tag&pagination[pageSize]=100`)).body.meta.pagination.total,
    },
    {
      route: `PUT /api/${kind}/:id`,
      expect: { anonymous: 405, other: 405, owner: 405 },
      send: (ctx, token) => api(`/api/${kind}/${ctx.tags[kind]}`, { method: 'PUT', token, body: { data: { Name: 'Renommé' } } }),
      state: async (ctx) => (await api(`/api/${kind}/${ctx.tags[kind]}`)).body,
    },
    {
      route: `DELETE /api/${kind}/:id`,
      expect: { anonymous: 405, other: 405, owner: 405 },
      send: (ctx, token) => api(`/api/${kind}/${ctx.tags[kind]}`, { method: 'DELETE', token }),
      state: async (ctx) => (await api(`/api/${kind}/${ctx.tags[kind]}`)).body,
    },
  ]),
  {
    route: 'POST /api/events/:id/sign-up',
    expect: { anonymous: 403, other: 200, owner: 200 },
    send: (ctx, token) => api(`/api/events/${ctx.eventId}/sign-up`, { method: 'POST', token }),
    state: eventState,
  },
  ...(
    [
      ['POST', '/api/events'],
      ['PUT', '/api/events/:event'],
      ['DELETE', '/api/events/:event'],
      ['POST', '/api/event-plans'],
      ['POST', '/api/event-attendees'],
      ['PUT', '/api/event-photo'],
      ['DELETE', '/api/event-photo'],
      ['POST', '/api/perks'],
    ] as const
  ).map(([method, path]): Row => ({
    route: `${method} ${path}`,
    expect: { anonymous: 405, other: 405, owner: 405 },
    send: (ctx, token) =>
      api(path.replace(':event', String(ctx.eventId)), { method, token, body: { data: { Name: 'x', Title: 'x', event: ctx.eventId } } }),
    state: eventState,
  })),
  {
    route: 'POST /api/upload (own member BioImage)',
    expect: { anonymous: 403, other: 403, owner: 201 },
    send: (ctx, token) => upload(token, [png()], { ref: 'api::member.member', refId: ctx.owner.memberId, field: 'BioImage' }),
    state: async (ctx) => (await getMember(ctx.owner.memberId)).BioImage.length,
  },
  {
    route: 'POST /api/upload (own company Photos)',
    expect: { anonymous: 403, other: 403, owner: 201 },
    send: (ctx, token) => upload(token, [png()], { ref: 'api::company.company', refId: ctx.companyId, field: 'Photos' }),
    state: async (ctx) => (await getCompany(ctx.companyId)).Photos?.length ?? 0,
  },
  {
    route: 'POST /api/upload?id= (replace a file)',
    expect: { anonymous: 403, other: 403, owner: 403 },
    send: (ctx, token) => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(png().bytes)], { type: 'image/png' }), 'x.png');
      return api(`/api/upload?id=${ctx.photoId}`, { method: 'POST', token, form });
    },
    state: async (ctx) => (await getCompany(ctx.companyId)).Photos.map((f: { url: string }) => f.url),
  },
  {
    route: 'GET /api/upload/files (the media library)',
    expect: { anonymous: 403, other: 403, owner: 403 },
    send: (_ctx, token) => api('/api/upload/files', { token }),
    state: async () => null,
  },
  {
    route: 'DELETE /api/upload/files/:own company photo',
    expect: { anonymous: 403, other: 403, owner: 200 },
    send: (ctx, token) => api(`/api/upload/files/${ctx.photoId}`, { method: 'DELETE', token }),
    state: async (ctx) => (await getCompany(ctx.companyId)).Photos.map((f: { id: number }) => f.id),
  },
  {
    route: 'DELETE /api/upload/files/:own BioImage',
    expect: { anonymous: 403, other: 403, owner: 200 },
    send: (ctx, token) => api(`/api/upload/files/${ctx.bioId}`, { method: 'DELETE', token }),
    state: async (ctx) => (await getMember(ctx.owner.memberId)).BioImage.map((f: { id: number }) => f.id),
  },
];

describe('permission matrix: every write route × anonymous / another member / the owner', () => {
  let ctx: Context;

  beforeAll(async () => {
    const [owner, other] = await Promise.all([registerMember(), registerMember()]);
    const company = await createCompany(owner);
    const event = await fixtureEvent('Lunch à Namur');
    const tag = async (kind: string) =>
      (await api(`/api/${kind}`, { method: 'POST', token: owner.jwt, body: { data: { Name: `Matrice ${unique()}` } } })).body.data.id;
    const tags = { sectors: await tag('sectors'), skills: await tag('skills'), services: await tag('services') };
    ctx = { owner, other, companyId: company.id, eventId: event.id, bioId: 0, photoId: 0, tags };
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    // Fresh files for the rows that delete or replace them (an earlier row's owner call may have used them).
    if (/upload\/files|\?id=/.test(row.route)) {
      ctx.bioId = (
        await upload(ctx.owner.jwt, [png()], { ref: 'api::member.member', refId: ctx.owner.memberId, field: 'BioImage' })
      ).body[0].id;
      ctx.photoId = (
        await upload(ctx.owner.jwt, [png()], { ref: 'api::company.company', refId: ctx.companyId, field: 'Photos' })
      ).body[0].id;
    }
    for (const who of ['anonymous', 'other', 'owner'] as const) {
      const before = await row.state(ctx);
      const res = await row.send(ctx, tokenOf(ctx, who));
      expect(res.status, `${row.route} as ${who}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(row.expect[who]);
      if (res.status >= 400) {
        expect(res.body?.error?.message ?? res.body, `${row.route} as ${who}: a message`).toBeTruthy();
        expect(await row.state(ctx), `${row.route} as ${who}: refused, so nothing changed`).toEqual(before);
      }
    }
  });
});
