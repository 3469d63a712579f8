// @vitest-environment node
// The privacy rule and the schema walks of backend/src/api/member/services/privacy.ts (pure code; the API
// tests check the same rules on a real Strapi, tests/api/member-privacy.test.ts).
import { describe, expect, it } from 'vitest';
import {
  MEMBER_UID,
  applyMemberPrivacy,
  canSee,
  collectMemberIds,
  excludeHiddenMembers,
  protectedQueryParams,
  queryReachesMembers,
  type GetModel,
  type ModelLike,
  type PrivacySettings,
} from '../../backend/src/api/member/services/privacy';

const models: Record<string, ModelLike> = {
  [MEMBER_UID]: {
    attributes: {
      Name: { type: 'string' },
      Email: { type: 'email' },
      Phone: { type: 'string' },
      companies: { type: 'relation', target: 'api::company.company' },
      BioImage: { type: 'media' },
    },
  },
  'api::company.company': {
    attributes: {
      Name: { type: 'string' },
      Email: { type: 'email' },
      Phone: { type: 'string' },
      members: { type: 'relation', target: MEMBER_UID },
      contact: { type: 'component', component: 'shared.contact' },
    },
  },
  'shared.contact': { attributes: { person: { type: 'relation', target: MEMBER_UID } } },
  'plugin::upload.file': { attributes: { url: { type: 'string' } } },
};
const getModel: GetModel = (uid) => models[uid];

const anonymous = { authenticated: false, memberId: null };
const member = { authenticated: true, memberId: 99 };

describe('who sees a contact field', () => {
  it('follows everyone / members / nobody, the owner always', () => {
    const table = (['everyone', 'members', 'nobody', null, undefined, 'bogus'] as const).map((visibility) => [
      visibility,
      canSee(visibility, anonymous, 1),
      canSee(visibility, member, 1),
      canSee(visibility, { authenticated: true, memberId: 1 }, 1),
    ]);
    expect(table).toEqual([
      ['everyone', true, true, true],
      ['members', false, true, true],
      ['nobody', false, false, true],
      [null, false, true, true], // unset: the default, signed-in members only (privacy by default)
      [undefined, false, true, true],
      ['bogus', false, false, true], // unknown: fail closed
    ]);
  });
});

const person = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  Name: `M${id}`,
  Email: `m${id}@x.be`,
  Phone: `047${id}`,
  ...extra,
});
const settings = new Map<number, PrivacySettings>([
  [1, { PhoneVisibility: 'everyone', EmailVisibility: 'everyone', HiddenFromDirectory: false }],
  [2, { PhoneVisibility: 'members', EmailVisibility: 'nobody', HiddenFromDirectory: false }],
  [3, { PhoneVisibility: 'everyone', EmailVisibility: 'everyone', HiddenFromDirectory: true }],
]);

describe('responses', () => {
  const company = () => ({
    id: 10,
    Name: 'Société',
    Email: 'contact@societe.be',
    Phone: '010',
    members: [person(1), person(2), person(3)],
    contact: { id: 5, person: person(2, { companies: [{ id: 10, Name: 'Société', members: [person(2)] }] }) },
  });

  it('finds members at any depth, through relations and components', () => {
    expect(collectMemberIds([company()], 'api::company.company', getModel).sort()).toEqual([1, 2, 3]);
  });

  it('strips phone and e-mail the viewer may not see, everywhere, and keeps the company’s own', () => {
    const out = applyMemberPrivacy([company()], 'api::company.company', getModel, settings, anonymous);
    expect(out[0]).toMatchObject({ Email: 'contact@societe.be', Phone: '010' });
    expect(out[0].members.map((m: Record<string, unknown>) => Object.keys(m).sort())).toEqual([
      ['Email', 'Name', 'Phone', 'id'],
      ['Name', 'id'],
    ]);
    expect(out[0].contact.person).toEqual({
      id: 2,
      Name: 'M2',
      companies: [{ id: 10, Name: 'Société', members: [{ id: 2, Name: 'M2' }] }],
    });

    const signedIn = applyMemberPrivacy([company()], 'api::company.company', getModel, settings, member);
    expect(signedIn[0].members[1]).toEqual({ id: 2, Name: 'M2', Phone: '0472' });
  });

  it('hidden members leave lists (not for themselves); the owner gets its settings', () => {
    const own = applyMemberPrivacy([company()], 'api::company.company', getModel, settings, { authenticated: true, memberId: 3 });
    expect(own[0].members.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
    expect(own[0].members[2]).toMatchObject({ PhoneVisibility: 'everyone', EmailVisibility: 'everyone', HiddenFromDirectory: true });
    expect(own[0].members[0]).not.toHaveProperty('HiddenFromDirectory');

    const list = applyMemberPrivacy([person(1), person(3)], MEMBER_UID, getModel, settings, anonymous, { isMemberList: true });
    expect(list.map((m) => m.id)).toEqual([1]);
    // A detail (not a list) keeps the hidden member itself.
    expect(applyMemberPrivacy(person(3), MEMBER_UID, getModel, settings, anonymous)).toMatchObject({ id: 3, Phone: '0473' });
  });

  it('fails closed: a member without loaded settings, or without id, keeps no contact field; settings never leak', () => {
    const out = applyMemberPrivacy(
      [person(42, { PhoneVisibility: 'everyone' }), { Name: 'x', Email: 'x@x.be' }],
      MEMBER_UID,
      getModel,
      settings,
      member,
    );
    expect(out).toEqual([{ id: 42, Name: 'M42' }, { Name: 'x' }]);
  });
});

describe('queries', () => {
  const check = (query: Record<string, unknown>, uid = MEMBER_UID) => protectedQueryParams(query, uid, getModel);

  it('refuses filters, sort and search on protected member fields, in every form and depth', () => {
    expect(check({ filters: { Email: { $eq: 'a' } } })).toEqual(['filters[Email]']);
    expect(check({ filters: { $or: [{ Name: 'a' }, { Phone: { $startsWith: '04' } }] } })).toEqual(['filters[$or][1][Phone]']);
    expect(check({ filters: { $not: { HiddenFromDirectory: true } } })).toEqual(['filters[$not][HiddenFromDirectory]']);
    expect(check({ _q: 'gmail' })).toEqual(['_q']);
    expect(check({ sort: 'Name:asc,Email:desc' })).toEqual(['sort']);
    expect(check({ sort: ['Name', 'PhoneVisibility:asc'] })).toEqual(['sort[1]']);
    // Refused where the sort enters members (any field of theirs would order hidden members among others).
    expect(check({ sort: { companies: { members: { Email: 'asc' } } } })).toEqual(['sort[companies][members]']);
    expect(check({ sort: 'members.Phone' }, 'api::company.company')).toEqual(['sort']);
    expect(check({ filters: { members: { Email: { $null: false } } } }, 'api::company.company')).toEqual(['filters[members][Email]']);
    expect(check({ filters: { contact: { person: { Phone: '1' } } } }, 'api::company.company')).toEqual([
      'filters[contact][person][Phone]',
    ]);
    expect(check({ populate: { members: { filters: { Email: { $contains: '@' } } } } }, 'api::company.company')).toEqual([
      'populate[members][filters][Email]',
    ]);
    expect(check({ populate: { companies: { populate: { members: { sort: ['Phone'] } } } } })).toEqual([
      'populate[companies][populate][members][sort][0]',
    ]);
  });

  it('lets everything else through (a company’s own e-mail, names, plain populate)', () => {
    expect(check({ filters: { Email: 'contact@x.be' }, sort: 'Phone', populate: '*' }, 'api::company.company')).toEqual([]);
    expect(
      check({
        filters: { Name: { $contains: 'a' }, companies: { Name: 'b' } },
        sort: ['Name:asc'],
        populate: ['companies'],
        fields: ['Email'],
      }),
    ).toEqual([]);
    expect(check({ _q: 'x' }, 'api::company.company')).toEqual([]);
  });
});

describe('hidden members out of queries', () => {
  const company = 'api::company.company';
  const notIn = (ids: number[]) => ({ id: { $notIn: ids } });

  it('ANDs "not hidden" at every level that enters a member, in filters and populate fragments', () => {
    const query: Record<string, unknown> = {
      filters: {
        members: { id: { $eq: 7 }, Name: { $lt: 'M' } },
        $or: [{ members: 7 }, { members: { $in: [7] } }, { contact: { person: { Name: 'x' } } }],
      },
      populate: { members: { count: 'true' }, contact: { populate: { person: { filters: { Name: 'y' } } } } },
    };
    expect(queryReachesMembers(query, company, getModel)).toBe(true);
    excludeHiddenMembers(query, company, getModel, [7]);
    expect(query).toEqual({
      filters: {
        members: { $and: [{ id: { $eq: 7 }, Name: { $lt: 'M' } }, notIn([7])] },
        $or: [
          { members: { $and: [{ id: 7 }, notIn([7])] } },
          { members: { $and: [{ id: { $in: [7] } }, notIn([7])] } },
          { contact: { person: { $and: [{ Name: 'x' }, notIn([7])] } } },
        ],
      },
      populate: {
        members: { count: 'true', filters: { $and: [notIn([7])] } },
        contact: { populate: { person: { filters: { $and: [{ Name: 'y' }, notIn([7])] } } } },
      },
    });
  });

  it('filters the members list itself, in lists of at most 100 ids (qs reads no more)', () => {
    const hidden = Array.from({ length: 150 }, (_, index) => index + 1);
    const query: Record<string, unknown> = { filters: { Name: 'a' } };
    excludeHiddenMembers(query, MEMBER_UID, getModel, hidden, true);
    expect(query.filters).toEqual({ $and: [{ Name: 'a' }, notIn(hidden.slice(0, 100)), notIn(hidden.slice(100))] });
  });

  it('leaves alone queries that reach no member, and changes nothing when nobody is hidden', () => {
    expect(queryReachesMembers({ filters: { Name: 'a' }, populate: { members: true } }, company, getModel)).toBe(false);
    const query = { filters: { members: { Name: 'a' } } };
    excludeHiddenMembers(query, company, getModel, []);
    expect(query).toEqual({ filters: { members: { Name: 'a' } } });
  });

  it('refuses sorting entries by their members', () => {
    expect(protectedQueryParams({ sort: 'members.Name:asc' }, company, getModel)).toEqual(['sort']);
    expect(protectedQueryParams({ sort: { members: { Name: 'asc' } } }, company, getModel)).toEqual(['sort[members]']);
    expect(protectedQueryParams({ populate: { members: { sort: 'Name' } } }, company, getModel)).toEqual([]);
  });
});
