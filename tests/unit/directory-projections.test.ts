// @vitest-environment node
// The server's projections are built from the contract and the content-type schemas: the change tracking's
// dependency paths are read off the relations a row populates, and a field or relation the schema lacks
// stops the server at start-up instead of shipping a row that is never refreshed.
import { describe, expect, it } from 'vitest';
import { DIRECTORIES, MEMBER_QUERY } from '@club/contract';
import { PROJECTIONS, SCHEMAS, TRACKED_UIDS, dependencyPaths } from '../../backend/src/api/directory/services/projections';

const sorted = (paths: string[][] | undefined) => (paths ?? []).map((path) => path.join('.')).sort();

describe('dependsOn, derived from the contract and the schemas', () => {
  it('follows every relation and media a member row shows; its companies by name only (their cards are the companies directory’s)', () => {
    const { dependsOn } = PROJECTIONS.members;
    expect(sorted(dependsOn['api::member.member'])).toEqual(['']);
    expect(sorted(dependsOn['api::company.company'])).toEqual(['companies']);
    expect(sorted(dependsOn['api::service.service'])).toEqual([]);
    expect(sorted(dependsOn['api::sector.sector'])).toEqual(['sectors']);
    expect(sorted(dependsOn['api::skill.skill'])).toEqual(['skills']);
    expect(sorted(dependsOn['plugin::upload.file'])).toEqual(['BioImage']);
  });

  it("refreshes a company when one of its members' companies is renamed (the member cards show them)", () => {
    expect(sorted(PROJECTIONS.companies.dependsOn['api::company.company'])).toEqual(['', 'members.companies']);
    expect(sorted(PROJECTIONS.companies.dependsOn['plugin::upload.file'])).toEqual(['Logo', 'Photos', 'members.BioImage']);
  });

  it("refreshes an event when an attendee, or an attendee's company or photo, changes", () => {
    const { dependsOn } = PROJECTIONS.events;
    expect(sorted(dependsOn['api::event-attendee.event-attendee'])).toEqual(['event_attendee']);
    expect(sorted(dependsOn['api::member.member'])).toEqual(['event_attendee.members']);
    expect(sorted(dependsOn['api::company.company'])).toEqual(['event_attendee.members.companies']);
    expect(sorted(dependsOn['plugin::upload.file'])).toEqual(['EventImage', 'Photos', 'event_attendee.members.BioImage']);
  });

  it('listens to every content type a row reads, and to no other', () => {
    expect([...TRACKED_UIDS].sort()).toEqual([
      'api::company.company',
      'api::event-attendee.event-attendee',
      'api::event.event',
      'api::member.member',
      'api::sector.sector',
      'api::service.service',
      'api::skill.skill',
      'plugin::upload.file',
    ]);
  });

  it("refuses a contract field that the member's schema does not have", () => {
    const query = { ...MEMBER_QUERY, fields: [...MEMBER_QUERY.fields, 'ShoeSize'] };
    expect(() => dependencyPaths('api::member.member', query)).toThrow("api::member.member has no field 'ShoeSize'");
  });

  it('refuses a relation the schema does not have, however deep', () => {
    const query = { fields: ['Name'], populate: { companies: { fields: ['Name'], populate: { partners: { fields: ['Name'] } } } } };
    expect(() => dependencyPaths('api::member.member', query)).toThrow("api::company.company has no relation 'partners'");
  });

  it('refuses a relation to a content type whose schema it was not given', () => {
    const { 'api::service.service': _service, ...withoutService } = SCHEMAS;
    expect(() => dependencyPaths('api::member.member', MEMBER_QUERY, withoutService)).toThrow('api::service.service');
  });
});

describe('search and order, from the contract', () => {
  it('searches a member row in the fields the PWA searches offline', () => {
    const projection = PROJECTIONS.members;
    expect(projection.searchFields).toEqual(DIRECTORIES.members.search.filter((f) => !f.wire.includes('.')).map((f) => f.wire));
    expect(projection.searchPopulate).toEqual({ companies: { select: ['Name'] } });
    const row = { Name: 'Hélène', Profession: 'Architecte', City: 'Liège', companies: [{ Name: 'Atelier Nord' }, { Name: 'Bureau Sud' }] };
    expect(projection.search(row)).toEqual(expect.arrayContaining(['Hélène', 'Architecte', 'Liège', 'Atelier Nord', 'Bureau Sud']));
  });

  it('orders the events soonest first, then by start time and id, as the device does', () => {
    expect(PROJECTIONS.events.order).toEqual([{ Date: 'asc' }, { StartingTime: 'asc' }, { id: 'asc' }]);
  });
});
