// Which content type a content-API path is about: /api/<pluralName>[/<id>][/more] for collection types,
// /api/<singularName> (and /api/<pluralName>/<id> for reads, see numeric-id) for single types. One index
// for every middleware that needs it (numeric ids, media populate, member privacy).
// Paths are canonical here (lower case, see src/middlewares/canonical-path.ts).
import type { Core, UID } from '@strapi/strapi';

export interface ContentApiRoute {
  uid: UID.ContentType;
  kind: 'collectionType' | 'singleType';
  /** The path segment that named the type (pluralName or singularName). */
  segment: string;
  /** The entry segment, if any (a numeric id or a documentId). */
  id?: string;
  /** Whatever follows the entry, e.g. '/sign-up'. */
  rest: string;
}

interface TypeIndex {
  /** pluralName of collection types, singularName of single types → the type. */
  bySegment: Map<string, { uid: UID.ContentType; kind: ContentApiRoute['kind'] }>;
  /** pluralName of single types (GET /api/event-photos/1, the spec's call) → uid and singularName. */
  singlesByPlural: Map<string, { uid: UID.ContentType; singularName: string }>;
}

const indexes = new WeakMap<Core.Strapi, TypeIndex>();

function indexOf(strapi: Core.Strapi): TypeIndex {
  let index = indexes.get(strapi);
  if (!index) {
    index = { bySegment: new Map(), singlesByPlural: new Map() };
    for (const [name, contentType] of Object.entries(strapi.contentTypes)) {
      if (!name.startsWith('api::')) continue;
      const uid = name as UID.ContentType;
      const { pluralName, singularName } = contentType.info;
      if (contentType.kind === 'collectionType') index.bySegment.set(pluralName, { uid, kind: 'collectionType' });
      else {
        index.bySegment.set(singularName, { uid, kind: 'singleType' });
        index.singlesByPlural.set(pluralName, { uid, singularName });
      }
    }
    indexes.set(strapi, index);
  }
  return index;
}

export const apiPrefix = (strapi: Core.Strapi) => strapi.config.get('api.rest.prefix', '/api') as string;

/** The content type a request path addresses, or null (not the content API, or an unknown type). */
export function contentApiRoute(strapi: Core.Strapi, path: string): ContentApiRoute | null {
  const prefix = apiPrefix(strapi);
  if (!path.startsWith(`${prefix}/`)) return null;
  const match = /^\/([a-z0-9-]+)(?:\/([^/]+))?(\/.*)?$/.exec(path.slice(prefix.length));
  if (!match) return null;
  const type = indexOf(strapi).bySegment.get(match[1]);
  if (!type) return null;
  return { ...type, segment: match[1], id: match[2], rest: match[3] ?? '' };
}

/** A single type addressed by its plural name and an id (GET /api/event-photos/1). */
export function singleTypeByPlural(strapi: Core.Strapi, pluralName: string) {
  return indexOf(strapi).singlesByPlural.get(pluralName);
}
