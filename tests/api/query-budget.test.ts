// The query budget (backend/src/utils/query-budget.ts): no request, however deep or broad, may hold the
// server's event loop. Before it, `populate=companies.members.companies.members…` 30 levels deep on a small
// club kept Strapi at 100 % CPU for good; now it is refused before the route runs.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, registerMember, type TestMember } from './support/api';

/** Three members who share two companies: every level of members ↔ companies multiplies the answer. */
async function interlinkedClub() {
  const members: TestMember[] = [];
  for (let i = 0; i < 3; i += 1) members.push(await registerMember());
  const companies: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    const created = await api('/api/companies', {
      method: 'POST',
      token: members[0].jwt,
      body: { data: { Name: `Société budget ${i} ${members[0].name}`, Email: 'budget@societe.test', Phone: '010 00 00 00' } },
    });
    expect(created.status).toBe(201);
    companies.push(created.body.data.id);
  }
  return { members, companies };
}

const dotted = (levels: number) => Array.from({ length: levels }, (_, i) => (i % 2 === 0 ? 'companies' : 'members')).join('.');

describe('the query budget', () => {
  let club: Awaited<ReturnType<typeof interlinkedClub>>;
  beforeAll(async () => {
    club = await interlinkedClub();
  });

  it('a 30-level dotted populate answers 400 in under a second, in French, and the health check stays 200 meanwhile', async () => {
    const id = club.members[0].memberId;
    const started = performance.now();
    const pending = api(`/api/members/${id}?populate=${dotted(30)}`);
    const health = await Promise.all(Array.from({ length: 5 }, () => api('/api/health')));
    const res = await pending;
    const elapsed = performance.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^Requête trop coûteuse : populate descend de 30 niveaux \(4 au maximum\)/);
    expect(elapsed).toBeLessThan(1_000);
    for (const answer of health) expect(answer.status).toBe(200);
  });

  it('refuses a populate too deep in every form: dotted, bracket, arrays, mixed, under *', async () => {
    const id = club.members[0].memberId;
    const tooDeep = [
      `populate=${dotted(5)}`,
      'populate[companies][populate][members][populate][companies][populate][members][populate]=companies',
      `populate[0]=BioImage&populate[1]=${dotted(6)}`,
      `populate[companies][populate]=${dotted(5)}`,
      'populate[companies][populate][0]=members.companies.members.companies',
      'populate[companies][populate][members][populate][companies][populate][members][populate]=*',
    ];
    for (const query of tooDeep) {
      for (const path of [`/api/members/${id}`, '/api/members', '/api/sectors']) {
        const res = await api(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.error.message, query).toMatch(/populate descend de \d+ niveaux/);
      }
    }
  });

  it('refuses a populate too broad, too many filters, fields or sort keys, and pages past the limits', async () => {
    const broad = Array.from({ length: 41 }, (_, i) => `relation${i}`).join(',');
    const deepFilter = 'filters' + '[companies][members]'.repeat(5) + '[Name][$eq]=x';
    const manyFilters = Array.from({ length: 70 }, (_, i) => `filters[$or][${i}][Name][$eq]=n${i}`).join('&');
    const refused: [string, RegExp][] = [
      [`/api/members?populate=${broad}`, /populate demande 41 relations/],
      [`/api/members?${deepFilter}`, /les filtres sont imbriqués/],
      [`/api/members?${manyFilters}`, /les filtres comptent/],
      [`/api/members?${Array.from({ length: 61 }, (_, i) => `fields[${i}]=Name`).join('&')}`, /trop de champs/],
      [`/api/members?sort=${Array.from({ length: 9 }, () => 'Name').join(',')}`, /trop de critères de tri/],
      ['/api/members?pagination[pageSize]=1000', /100 éléments par page au maximum/],
      ['/api/members?pagination[page]=99999999', /page au-delà de 10000/],
      ['/api/members?pagination[start]=99999999&pagination[limit]=10', /début de pagination/],
    ];
    for (const [url, message] of refused) {
      const res = await api(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.message, url).toMatch(message);
    }
  });

  it('a URL past 8 KB answers 414 with a French message', async () => {
    const res = await api(`/api/members?filters[Name][$eq]=${'x'.repeat(9_000)}`);
    expect(res.status).toBe(414);
    expect(res.body.error.message).toMatch(/^Adresse trop longue/);
  });

  it('every query the app makes stays within the budget', async () => {
    const event = (await api('/api/events?pagination[pageSize]=1')).body.data[0];
    const allowed = [
      '/api/events?populate[event_attendee][populate][members][populate][BioImage][fields][0]=url',
      `/api/events/${event.id}?populate[EventImage][fields][0]=url&populate[event_attendee][fields][0]=id&populate[event_attendee][populate][members][fields][0]=Name`,
      '/api/members?populate[companies][populate][Logo][fields][0]=url&populate[companies][populate][services][fields][0]=Name&pagination[pageSize]=100',
      `/api/members/${club.members[0].memberId}?populate=*`,
      '/api/sectors?populate[members][populate][companies][populate]=members',
    ];
    for (const url of allowed) expect((await api(url)).status, url).toBe(200);
  });

  it('error answers never echo a long value back', async () => {
    const owner = club.members[0];
    const long = 'x'.repeat(600_000);
    const res = await api(`/api/members/${owner.memberId}`, { method: 'PUT', token: owner.jwt, body: { data: { AboutMe: long } } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body).length).toBeLessThan(5_000);
  });

  it('the health check reports the event loop delay', async () => {
    const res = await fetch(`${baseUrl()}/api/health`);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', database: 'ok', eventLoop: 'ok' });
    expect(body.eventLoopDelayMs).toEqual(expect.any(Number));
  });
});
