// What each directory sends to the PWA (its "projection"): the fields and relations of one row, how it is
// searched, sorted and filtered, and which changes elsewhere alter a row (the dependency paths the change
// tracking follows). One place for the wire shape of the lists, the pages and the sync
// (src/api/directory/services/directory.ts, docs/architecture.md § Directory sync).
import type { UID } from '@strapi/strapi';

export type DirectoryKind = 'members' | 'companies' | 'events';
export const DIRECTORY_KINDS: readonly DirectoryKind[] = ['members', 'companies', 'events'];

const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText', 'formats'];
const MEDIA = { fields: MEDIA_FIELDS };

/** A member as a card inside a company or an event. */
const MEMBER_SUMMARY = {
  fields: ['Name', 'Profession', 'City'],
  populate: { BioImage: MEDIA, companies: { fields: ['Name'] } },
};

export interface Projection {
  uid: UID.ContentType;
  fields: string[];
  populate: Record<string, unknown>;
  /** The fields the search looks in, read with `searchPopulate` (spec: name or profession…). */
  search: (row: Record<string, unknown>) => Array<string | null | undefined>;
  /** What `search` reads: own fields and relations. */
  searchFields: string[];
  searchPopulate: Record<string, unknown>;
  /** The field the order is built from (null: ordered by `order` instead). */
  sortField: string | null;
  /** Sort of a page when not by SortKey. */
  order?: Array<Record<string, 'asc' | 'desc'>>;
  /** Filter on a sector (members, companies). */
  hasSectors: boolean;
  /** What a record must match to be on the site at all (events: published); the others are removals. */
  publicFilter?: Record<string, unknown>;
  /**
   * Changes elsewhere that alter this kind's rows: content type → the relation paths from this kind's row to
   * it (an empty path: the record itself).
   */
  dependsOn: Partial<Record<UID.Schema, string[][]>>;
}

const names = (list: unknown) => (Array.isArray(list) ? list.map((item) => (item as { Name?: string }).Name) : []);

export const PROJECTIONS: Record<DirectoryKind, Projection> = {
  members: {
    uid: 'api::member.member',
    fields: [
      'Name',
      'Email',
      'Phone',
      'Profile',
      'Profession',
      'AboutMe',
      'City',
      'Country',
      'LinkedinProfileURL',
      'MemberPresentationURL',
    ],
    populate: {
      BioImage: MEDIA,
      sectors: { fields: ['Name'] },
      skills: { fields: ['Name'] },
      companies: { fields: ['Name', 'About'], populate: { Logo: MEDIA, services: { fields: ['Name'] } } },
    },
    // docs/deviations.md: the city and the companies' names too.
    search: (row) => [row.Name as string, row.Profession as string, row.City as string, ...names(row.companies)],
    searchFields: ['Name', 'Profession', 'City'],
    searchPopulate: { companies: { select: ['Name'] } },
    sortField: 'Name',
    hasSectors: true,
    dependsOn: {
      'api::member.member': [[]],
      'api::company.company': [['companies']],
      'api::sector.sector': [['sectors']],
      'api::skill.skill': [['skills']],
      'api::service.service': [['companies', 'services']],
      'plugin::upload.file': [['BioImage'], ['companies', 'Logo']],
    },
  },
  companies: {
    uid: 'api::company.company',
    fields: [
      'Name',
      'About',
      'Phone',
      'Email',
      'Website',
      'City',
      'Country',
      'NumberOfEmployees',
      'CompanyVideoPresentation',
      'CompanyLinkedin',
    ],
    populate: {
      Logo: MEDIA,
      Photos: MEDIA,
      members: MEMBER_SUMMARY,
      sectors: { fields: ['Name'] },
      skills: { fields: ['Name'] },
      services: { fields: ['Name'] },
    },
    // docs/deviations.md: the name or the about text.
    search: (row) => [row.Name as string, row.About as string],
    searchFields: ['Name', 'About'],
    searchPopulate: {},
    sortField: 'Name',
    hasSectors: true,
    dependsOn: {
      'api::company.company': [[], ['members', 'companies']],
      'api::member.member': [['members']],
      'api::sector.sector': [['sectors']],
      'api::skill.skill': [['skills']],
      'api::service.service': [['services']],
      'plugin::upload.file': [['Logo'], ['Photos'], ['members', 'BioImage']],
    },
  },
  events: {
    uid: 'api::event.event',
    fields: ['Name', 'Description', 'Date', 'StartingTime', 'EndTime', 'Address', 'Capacity', 'SeatsTaken', 'WaitlistLength'],
    populate: {
      EventImage: MEDIA,
      Photos: MEDIA,
      Programme: { fields: ['Title', 'Description', 'StartingTime', 'EndTime'] },
      event_attendee: { fields: ['id'], populate: { members: MEMBER_SUMMARY } },
    },
    search: (row) => [row.Name as string, row.Description as string],
    searchFields: ['Name', 'Description'],
    searchPopulate: {},
    sortField: null,
    order: [{ Date: 'asc' }, { StartingTime: 'asc' }, { id: 'asc' }],
    hasSectors: false,
    publicFilter: { Published: true },
    dependsOn: {
      'api::event.event': [[]],
      'api::event-attendee.event-attendee': [['event_attendee']],
      'api::member.member': [['event_attendee', 'members']],
      'api::company.company': [['event_attendee', 'members', 'companies']],
      'plugin::upload.file': [['EventImage'], ['Photos'], ['event_attendee', 'members', 'BioImage']],
    },
  },
};

/** The order of a directory's pages (services/directory.ts), which an index of the same columns serves (tracking.ts). */
export const pageOrder = (projection: Projection): Array<Record<string, 'asc' | 'desc'>> =>
  projection.sortField ? [{ SortKey: 'asc' }, { id: 'asc' }] : (projection.order ?? []);

/** Every content type whose changes the tracking listens to. */
export const TRACKED_UIDS = [...new Set(DIRECTORY_KINDS.flatMap((kind) => Object.keys(PROJECTIONS[kind].dependsOn)))] as UID.Schema[];

/** `{ a: { b: { id: { $in: ids } } } }` for the path ['a', 'b']. */
export function whereAlong(path: string[], ids: number[]): Record<string, unknown> {
  return path.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), { id: { $in: ids } });
}
