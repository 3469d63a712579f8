// Hidden means hidden (issue 25, finding 2): for anyone but its owner, a hidden member answers no relation
// filter, sort or count, whatever the operator, and the sync's removals never list it to a copy that could
// not hold it. A generator tries every content type with a relation to members (read from the schemas) ×
// every filter operator Strapi offers: scoped to the hidden member's id, each query must answer what it
// answers for an id that does not exist (nothing); scoped to a visible member, the same query finds it (so
// the queries are valid and would see a leak).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerMember, type TestMember } from './support/api';
import { changes, settledCursor } from './support/directory';
import { memberEverywhere, setPrivacy } from './support/privacy';

const MEMBER_UID = 'api::member.member';
const NOBODY_ID = 999_999_999;

type Relation = { plural: string; path: string[] };

/** Every public relation to members, from the schemas, plus the event → attendees → members path. */
function relationsToMembers(): Relation[] {
  const root = path.resolve(__dirname, '../../backend/src/api');
  const found: Relation[] = [];
  for (const api of fs.readdirSync(root)) {
    const dir = path.join(root, api, 'content-types');
    if (!fs.existsSync(dir)) continue;
    for (const type of fs.readdirSync(dir)) {
      const schema = JSON.parse(fs.readFileSync(path.join(dir, type, 'schema.json'), 'utf8'));
      for (const [name, attribute] of Object.entries<Record<string, unknown>>(schema.attributes)) {
        if (attribute.type !== 'relation' || attribute.target !== MEMBER_UID || attribute.private) continue;
        found.push({ plural: schema.info.pluralName, path: [name] });
      }
    }
  }
  found.push({ plural: 'events', path: ['event_attendee', 'members'] });
  return found;
}

/** `filters[a][b]…` for a relation path and the rest of the key. */
const key = (relation: Relation, ...rest: Array<string | number>) =>
  ['filters', ...relation.path, ...rest].map((part, index) => (index === 0 ? part : `[${part}]`)).join('');
const enc = encodeURIComponent;

/** Query strings that match the member (id `id`, name `name`) through `relation`, one per operator. */
function matchingQueries(relation: Relation, id: number, name: string): Record<string, string> {
  const scope = `${key(relation, 'id', '$eq')}=${id}`;
  const onName = (operator: string, value: string) => `${scope}&${key(relation, 'Name', operator)}=${enc(value)}`;
  const lower = name.toLowerCase();
  return {
    $eq: onName('$eq', name),
    $eqi: onName('$eqi', name.toUpperCase()),
    $ne: onName('$ne', 'Personne du tout'),
    $lt: onName('$lt', `${name}~`),
    $lte: onName('$lte', name),
    $gt: onName('$gt', name.slice(0, -1)),
    $gte: onName('$gte', name),
    $in: `${scope}&${key(relation, 'Name', '$in', 0)}=${enc(name)}&${key(relation, 'Name', '$in', 1)}=x`,
    $notIn: `${scope}&${key(relation, 'Name', '$notIn', 0)}=Personne`,
    $contains: onName('$contains', name.slice(3, 10)),
    $notContains: onName('$notContains', 'Personne'),
    $containsi: onName('$containsi', name.slice(3, 10).toUpperCase()),
    $notContainsi: onName('$notContainsi', 'PERSONNE'),
    $startsWith: onName('$startsWith', name.slice(0, 6)),
    $endsWith: onName('$endsWith', name.slice(-5)),
    $startsWithi: onName('$startsWithi', lower.slice(0, 6)),
    $endsWithi: onName('$endsWithi', name.slice(-5).toUpperCase()),
    $null: onName('$null', 'false'),
    $notNull: onName('$notNull', 'true'),
    $between: `${scope}&${key(relation, 'Name', '$between', 0)}=A&${key(relation, 'Name', '$between', 1)}=${enc(`${name}~`)}`,
    'id $in': `${key(relation, 'id', '$in', 0)}=${id}&${key(relation, 'Name', '$eq')}=${enc(name)}`,
    'id $between': `${key(relation, 'id', '$between', 0)}=${id}&${key(relation, 'id', '$between', 1)}=${id}`,
    'id bare': `${key(relation, 'id')}=${id}`,
    'relation bare': `${key(relation)}=${id}`,
    'relation $eq': `${key(relation, '$eq')}=${id}`,
    'relation $in': `${key(relation, '$in', 0)}=${id}`,
    'nested $or': `${key(relation, '$and', 0, 'id', '$eq')}=${id}&${key(relation, '$and', 1, '$or', 0, 'Name', '$eq')}=${enc(name)}&${key(relation, '$and', 1, '$or', 1, 'Name', '$eq')}=x`,
    'nested $and': `${key(relation, '$and', 0, 'id', '$eq')}=${id}&${key(relation, '$and', 1, 'Name', '$startsWith')}=${enc(name.slice(0, 4))}`,
    'nested $not': `${key(relation, '$and', 0, 'id', '$eq')}=${id}&${key(relation, '$and', 1, '$not', 'Name', '$eq')}=Personne`,
    'root $or': `filters[$or][0]${key(relation, 'id', '$eq').slice(7)}=${id}&filters[$or][1][id][$eq]=${NOBODY_ID}`,
    'root $and': `filters[$and][0]${key(relation, 'id', '$eq').slice(7)}=${id}&filters[$and][1]${key(relation, 'Name', '$lt').slice(7)}=${enc(`${name}~`)}`,
  };
}

const idsOf = async (url: string, token?: string) => {
  const res = await api(url, { token });
  expect(res.status, `${url} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return (res.body.data as Array<{ id: number }>).map((row) => row.id).sort();
};

describe('hidden members in queries', () => {
  let hidden: Awaited<ReturnType<typeof memberEverywhere>>;
  let visible: Awaited<ReturnType<typeof memberEverywhere>>;
  let other: TestMember;
  const relations = relationsToMembers();

  beforeAll(async () => {
    hidden = await memberEverywhere();
    visible = await memberEverywhere();
    other = await registerMember();
    // The visible member is in the hidden one's sector too (for the counts).
    expect((await setPrivacy(visible.m, { sectors: [hidden.sector.id, visible.sector.id] })).status).toBe(200);
    expect((await setPrivacy(hidden.m, { HiddenFromDirectory: true })).status).toBe(200);
  });

  it('no relation filter, with any operator, finds a hidden member (as if it did not exist); its owner and visible members are found', async () => {
    // The relations the schemas name (a new one must be linked to the fixtures above to be covered).
    expect(relations.map((relation) => `${relation.plural}.${relation.path.join('.')}`).sort()).toEqual(
      ['companies.members', 'event-attendees.members', 'events.event_attendee.members', 'sectors.members', 'skills.members'].sort(),
    );
    const leaks: string[] = [];
    for (const relation of relations) {
      const nobody = Object.values(matchingQueries(relation, NOBODY_ID, hidden.m.name));
      const probes = Object.entries(matchingQueries(relation, hidden.m.memberId, hidden.m.name));
      const controls = Object.values(matchingQueries(relation, visible.m.memberId, visible.m.name));
      for (const [index, [operator, query]] of probes.entries()) {
        const url = `/api/${relation.plural}?${query}`;
        const baseline = await idsOf(`/api/${relation.plural}?${nobody[index]}`);
        expect(baseline, `baseline ${url}`).toEqual([]);
        for (const token of [undefined, other.jwt]) {
          const answer = await idsOf(url, token);
          if (answer.length > 0) leaks.push(`${relation.plural} ${operator} ${token ? 'member' : 'anonymous'}`);
        }
        expect(
          (await idsOf(`/api/${relation.plural}?${controls[index]}`)).length,
          `control ${operator} ${relation.plural}`,
        ).toBeGreaterThan(0);
        expect((await idsOf(url, hidden.m.jwt)).length, `owner ${operator} ${relation.plural}`).toBeGreaterThan(0);
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);

  it('relation filters inside a populate do not find it either', async () => {
    const url = (id: number) =>
      `/api/events?filters[id][$eq]=${hidden.event.id}&populate[event_attendee][filters][members][id][$eq]=${id}&populate[event_attendee][fields][0]=id`;
    for (const token of [undefined, other.jwt]) {
      const answer = await api(url(hidden.m.memberId), { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data[0].event_attendee).toBeNull();
    }
    expect((await api(url(NOBODY_ID))).body.data[0].event_attendee).toBeNull();
    expect((await api(url(visible.m.memberId))).body.data[0].event_attendee).not.toBeNull();
    expect((await api(url(hidden.m.memberId), { token: hidden.m.jwt })).body.data[0].event_attendee).not.toBeNull();
  });

  it('counts leave it out, except for its owner', async () => {
    const count = async (url: string, token?: string) => {
      const res = await api(url, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const sector = `/api/sectors/${hidden.sector.id}?populate[members][count]=true`;
    expect((await count(sector)).members).toEqual({ count: 1 });
    expect((await count(sector, other.jwt)).members).toEqual({ count: 1 });
    expect((await count(sector, hidden.m.jwt)).members).toEqual({ count: 2 });
    expect((await count(`/api/companies/${hidden.company.id}?populate[members][count]=true`)).members).toEqual({ count: 0 });
    const event = `/api/events/${hidden.event.id}?populate[event_attendee][populate][members][count]=true`;
    const attendees = async (token?: string) =>
      ((await count(event, token)).event_attendee as { members: { count: number } }).members.count;
    expect((await attendees(hidden.m.jwt)) - (await attendees())).toBe(1);

    // The members list's total counts visible members only.
    const byName = await api(`/api/members?filters[Name][$eq]=${enc(hidden.m.name)}`);
    expect(byName.body.data).toEqual([]);
    expect(byName.body.meta.pagination.total).toBe(0);
    expect((await api(`/api/members?filters[Name][$eq]=${enc(hidden.m.name)}`, { token: hidden.m.jwt })).body.meta.pagination.total).toBe(
      1,
    );
    expect((await api(`/api/directory/members?q=${enc(hidden.m.name)}`)).body.meta.pagination.total).toBe(0);
  });

  it('sorting entries by their members is refused (the order would place a hidden name among known ones)', async () => {
    for (const url of [
      '/api/event-attendees?sort=members.Name',
      '/api/companies?sort[0]=members.Name:desc',
      '/api/sectors?sort[members][Name]=asc',
      `/api/events/${hidden.event.id}?populate[event_attendee][sort]=members.Name`,
    ]) {
      const res = await api(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.message, url).toMatch(/ni de filtre ni de tri/);
    }
    expect((await api('/api/members?sort=Name:asc&populate[companies][sort]=Name')).status).toBe(200);
  });
});

describe('hidden members in the sync’s removals', () => {
  it('go to copies made before the hiding, never to later ones nor to a first download, and never to the owner', async () => {
    while ((await changes('members')).data.length <= 60) await registerMember();
    const m = await registerMember();
    const before = await settledCursor('members');
    expect((await setPrivacy(m, { HiddenFromDirectory: true })).status).toBe(200);
    // A copy made while it was visible drops it.
    expect((await changes('members', before)).removed.map((row) => row.id)).toContain(m.memberId);
    // The owner keeps it.
    const own = await changes('members', before, m.jwt);
    expect(own.removed.map((row) => row.id)).not.toContain(m.memberId);
    expect(own.data.map((row) => row.id)).toContain(m.memberId);

    // A copy made after the hiding never had it: a change of the hidden profile is not sent as a removal.
    const after = await settledCursor('members');
    expect((await setPrivacy(m, { City: 'Namur' })).status).toBe(200);
    const later = await changes('members', after);
    expect(later.removed.map((row) => row.id)).not.toContain(m.memberId);
    expect(later.data.map((row) => row.id)).not.toContain(m.memberId);
    // A first download over several pages (of 50 here, global-setup.ts; 60 members made before the hiding) learns
    // nothing of it either: its later pages ask with a cursor, yet the hiding came before the download began.
    const first = await changes('members');
    expect(first.pages).toBeGreaterThan(1);
    expect([...first.removed, ...first.data].map((row) => row.id)).not.toContain(m.memberId);

    // Visible again: every copy gets it back.
    expect((await setPrivacy(m, { HiddenFromDirectory: false })).status).toBe(200);
    expect((await changes('members', after)).data.map((row) => row.id)).toContain(m.memberId);
  });
});
