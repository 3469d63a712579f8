// What each directory sends to the PWA (its "projection"), built from the contract (@club/contract: fields,
// relations, search, order) and the content-type schemas: which changes elsewhere alter a row (the
// dependency paths the change tracking follows) are read off the relations the row populates, so a relation
// added to the contract is tracked without a second list to keep in step (docs/decisions/0012-directory-sync.md;
// src/api/directory/services/directory.ts and tracking.ts use these).
import type { UID } from '@strapi/strapi';
import { DIRECTORIES, DIRECTORY_KINDS, MEMBER_REFERENCES, searchValues, type DirectoryKind, type DirectoryShape } from '@club/contract';
import memberSchema from '../../member/content-types/member/schema.json';
import companySchema from '../../company/content-types/company/schema.json';
import eventSchema from '../../event/content-types/event/schema.json';
import eventAttendeeSchema from '../../event-attendee/content-types/event-attendee/schema.json';
import sectorSchema from '../../sector/content-types/sector/schema.json';
import skillSchema from '../../skill/content-types/skill/schema.json';
import serviceSchema from '../../service/content-types/service/schema.json';
import programmeItemSchema from '../../../components/event/programme-item.json';

export { DIRECTORY_KINDS, type DirectoryKind };

type SchemaAttribute = { type: string; target?: string; component?: string };
export type SchemaLike = { attributes: Record<string, SchemaAttribute> };
/** The schemas a directory row reads through (content types and components, by uid). */
export type Schemas = Record<string, SchemaLike>;
type PopulateEntry = { fields?: readonly string[]; populate?: Record<string, PopulateEntry> };

const MEDIA_UID = 'plugin::upload.file';

export const SCHEMAS: Schemas = {
  'api::member.member': memberSchema as SchemaLike,
  'api::company.company': companySchema as SchemaLike,
  'api::event.event': eventSchema as SchemaLike,
  'api::event-attendee.event-attendee': eventAttendeeSchema as SchemaLike,
  'api::sector.sector': sectorSchema as SchemaLike,
  'api::skill.skill': skillSchema as SchemaLike,
  'api::service.service': serviceSchema as SchemaLike,
  'event.programme-item': programmeItemSchema as SchemaLike,
};

export type DependencyPaths = Partial<Record<UID.Schema, string[][]>>;

/**
 * Which records a row shows, by content type: the paths of relations from the row to them (an empty path:
 * the row itself), read off the row's populate and the schemas. Every field and relation named must be in
 * its schema, else this throws (at start-up, and in tests/unit/directory-projections.test.ts): a field added
 * to the contract but not to its schema, or a misspelt relation, can't ship as a silently stale row.
 */
export function dependencyPaths(uid: string, query: PopulateEntry, schemas: Schemas = SCHEMAS): DependencyPaths {
  const paths: Record<string, string[][]> = { [uid]: [[]] };
  const add = (target: string, path: string[]) => (paths[target] ??= []).push(path);
  const walk = (owner: string, entry: PopulateEntry, prefix: string[]) => {
    const schema = schemas[owner];
    if (!schema) throw new Error(`The directory reads ${owner}, whose schema is not among SCHEMAS (${prefix.join('.')})`);
    for (const field of entry.fields ?? []) {
      if (field !== 'id' && !schema.attributes[field])
        throw new Error(`${owner} has no field '${field}' (directory row, ${prefix.join('.') || 'root'})`);
    }
    for (const [key, inner] of Object.entries(entry.populate ?? {})) {
      const attribute = schema.attributes[key];
      const path = [...prefix, key];
      if (!attribute) throw new Error(`${owner} has no relation '${key}' (directory row, ${path.join('.')})`);
      if (attribute.type === 'media') add(MEDIA_UID, path);
      else if (attribute.type === 'relation' && attribute.target) {
        add(attribute.target, path);
        walk(attribute.target, inner, path);
      } else if (attribute.type === 'component' && attribute.component) {
        // A component is saved with its row: a change to it is a change of the row itself.
        walk(attribute.component, inner, path);
      } else throw new Error(`${owner}.${key} is a ${attribute.type}, not a relation, a media or a component`);
    }
  };
  walk(uid, query, []);
  return paths as DependencyPaths;
}

export interface Projection {
  uid: UID.ContentType;
  fields: string[];
  populate: Record<string, unknown>;
  /** The populate with the member cards other rows refer to reduced to their ids (@club/contract's MEMBER_REFERENCES). */
  populateWithCardIds: Record<string, unknown>;
  /** The values the search looks in, read from a row fetched with `searchFields` and `searchPopulate`. */
  search: (row: Record<string, unknown>) => string[];
  /** What `search` reads: own fields and relations. */
  searchFields: string[];
  searchPopulate: Record<string, unknown>;
  /** The field the order is built from (null: ordered by `order` instead). */
  sortField: string | null;
  /** Sort of a page when not by SortKey. */
  order: Array<Record<string, 'asc' | 'desc'>>;
  /** The relation a page is filtered on by sector (null: none). */
  sectorRelation: string | null;
  /** What a record must match to be on the site at all (events: published); the others are removals. */
  publicFilter: Record<string, unknown> | null;
  /** Changes elsewhere that alter this kind's rows: content type → the relation paths from a row to it. */
  dependsOn: DependencyPaths;
}

/** The search's own fields, and its relations' fields as a populate ('companies.Name' → companies: Name). */
function searchReads(shape: DirectoryShape) {
  const searchFields: string[] = [];
  const searchPopulate: Record<string, { select: string[] }> = {};
  for (const { wire } of shape.search) {
    const [head, ...rest] = wire.split('.');
    if (rest.length === 0) searchFields.push(head);
    else if (rest.length === 1) (searchPopulate[head] ??= { select: [] }).select.push(rest[0]);
    else throw new Error(`The search reads one relation deep at most (${wire})`);
  }
  return { searchFields, searchPopulate };
}

/** A populate whose entries at `paths` (relation paths) read the related rows' ids only. */
export function cardsAsIds(populate: Record<string, unknown>, paths: ReadonlyArray<readonly string[]>): Record<string, unknown> {
  if (paths.length === 0) return populate;
  const copy = structuredClone(populate);
  for (const path of paths) {
    let level: Record<string, unknown> = copy;
    path.forEach((key, index) => {
      if (!(key in level)) throw new Error(`The directory's populate has no '${path.slice(0, index + 1).join('.')}'`);
      if (index === path.length - 1) level[key] = { fields: ['id'] };
      else {
        const entry = level[key] as { populate?: Record<string, unknown> };
        level = entry.populate ??= {};
      }
    });
  }
  return copy;
}

function projectionOf(kind: DirectoryKind): Projection {
  const shape = DIRECTORIES[kind];
  return {
    uid: shape.uid,
    fields: [...shape.query.fields],
    populate: shape.query.populate,
    populateWithCardIds: cardsAsIds(shape.query.populate, MEMBER_REFERENCES[kind]),
    search: (row) => searchValues(kind, row, 'wire'),
    ...searchReads(shape),
    sortField: shape.sortField,
    order: shape.order.map(({ wire }) => ({ [wire]: 'asc' as const })),
    sectorRelation: shape.sectorRelation,
    publicFilter: shape.publicFilter,
    dependsOn: dependencyPaths(shape.uid, shape.query as PopulateEntry),
  };
}

export const PROJECTIONS: Record<DirectoryKind, Projection> = {
  members: projectionOf('members'),
  companies: projectionOf('companies'),
  events: projectionOf('events'),
};

/**
 * What the stored keys and the rows' shape are computed from: when it changes (a field added to a
 * directory, a field searched), every row is stamped again at start (tracking.ts), so phones fetch the new
 * shape and the search text is recomputed.
 */
export const PROJECTIONS_VERSION = JSON.stringify(DIRECTORY_KINDS.map((kind) => [DIRECTORIES[kind].query, DIRECTORIES[kind].search]));

/** The order of a directory's pages (services/directory.ts), which an index of the same columns serves (tracking.ts). */
export const pageOrder = (projection: Projection): Array<Record<string, 'asc' | 'desc'>> =>
  projection.sortField ? [{ SortKey: 'asc' }, { id: 'asc' }] : projection.order;

/** Every content type whose changes the tracking listens to. */
export const TRACKED_UIDS = [...new Set(DIRECTORY_KINDS.flatMap((kind) => Object.keys(PROJECTIONS[kind].dependsOn)))] as UID.Schema[];

/** `{ a: { b: { id: { $in: ids } } } }` for the path ['a', 'b']. */
export function whereAlong(path: string[], ids: number[]): Record<string, unknown> {
  return path.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), { id: { $in: ids } });
}
