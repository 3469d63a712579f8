// A media field may be populated, but not further: GET /api/members?populate[BioImage][populate]=* would
// answer the file's `related` link — every entry using the image, with all its fields, past the content types'
// own rules and the member privacy filter — and `folder` belongs to the back office. The app never asks for
// it; any such query answers 400 on the content API (the admin panel has its own routes, untouched).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type Attributes = Record<string, { type?: string; target?: string }>;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let byPath: Map<string, string> | undefined; // pluralName (collections) or singularName (single types) → uid
  const uidOf = (segment: string) => {
    if (!byPath) {
      byPath = new Map();
      for (const [uid, ct] of Object.entries(strapi.contentTypes)) {
        if (!uid.startsWith('api::')) continue;
        byPath.set(ct.kind === 'collectionType' ? ct.info.pluralName : ct.info.singularName, uid);
      }
    }
    return byPath.get(segment);
  };
  const attributesOf = (uid: string | undefined): Attributes | undefined =>
    uid ? ((strapi.getModel(uid as any)?.attributes ?? undefined) as Attributes | undefined) : undefined;

  /** The populate paths that go past a media field, e.g. 'BioImage.related'. */
  function pastMedia(populate: unknown, uid: string | undefined, path: string, found: string[], depth = 0) {
    const attributes = attributesOf(uid);
    if (!attributes || depth > 20 || populate === undefined || populate === null) return;
    if (typeof populate === 'string') {
      for (const item of populate.split(',')) {
        const [head, ...rest] = item.trim().split('.');
        if (!rest.length) continue;
        const attribute = attributes[head];
        if (attribute?.type === 'media') found.push(`${path}${head}.${rest.join('.')}`);
        else if (attribute?.type === 'relation') pastMedia(rest.join('.'), attribute.target, `${path}${head}.`, found, depth + 1);
      }
      return;
    }
    if (Array.isArray(populate)) {
      populate.forEach((item) => pastMedia(item, uid, path, found, depth + 1));
      return;
    }
    if (typeof populate !== 'object') return;
    for (const [key, value] of Object.entries(populate as Record<string, unknown>)) {
      const attribute = attributes[key];
      const nested = value && typeof value === 'object' ? (value as Record<string, unknown>).populate : undefined;
      if (attribute?.type === 'media' && nested !== undefined) found.push(`${path}${key}.populate`);
      else if (attribute?.type === 'relation') pastMedia(nested, attribute.target, `${path}${key}.`, found, depth + 1);
    }
  }

  return async (ctx, next) => {
    const prefix = strapi.config.get('api.rest.prefix', '/api') as string;
    const populate = ctx.query?.populate;
    if (populate !== undefined && ctx.path.startsWith(`${prefix}/`)) {
      const segment = ctx.path.slice(prefix.length + 1).split('/')[0];
      const found: string[] = [];
      pastMedia(populate, uidOf(segment), '', found);
      if (found.length) {
        throw new errors.ValidationError(`Un média ne se peuple pas plus loin : ${found.join(', ')}`, { populate: found });
      }
    }
    await next();
  };
};
