// A media field may be populated, but not further: GET /api/members?populate[BioImage][populate]=* (or
// populate=BioImage.related) would answer the file's `related` link — every entry using the image, with
// all its fields, past the content types' own rules and the member privacy filter — and `folder` belongs
// to the back office. The app never asks for it; any such query answers 400 on the content API (the admin
// panel has its own routes, untouched). Populate is read in every form by src/utils/populate-tree.ts.
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { contentApiRoute } from '../utils/content-api-route';
import { parsePopulate, type PopulateNode } from '../utils/populate-tree';

type Attributes = Record<string, { type?: string; target?: string; component?: string }>;

const mediaPopulate: Core.MiddlewareFactory = (_config, { strapi }) => {
  const attributesOf = (uid: string | undefined): Attributes | undefined =>
    uid ? ((strapi.getModel(uid as UID.Schema) as { attributes?: Attributes } | undefined)?.attributes ?? undefined) : undefined;

  /** The populate paths that go past a media field, e.g. 'BioImage.related'. */
  function pastMedia(nodes: PopulateNode[], uid: string | undefined, found: string[]) {
    const attributes = attributesOf(uid);
    if (!attributes) return;
    for (const node of nodes) {
      if (node.component) {
        pastMedia(node.children, node.component, found);
        continue;
      }
      const attribute = node.key === '*' ? undefined : attributes[node.key];
      if (attribute?.type === 'media' && node.children.length > 0) found.push(node.children.map((child) => child.path).join(', '));
      else if (attribute?.type === 'relation') pastMedia(node.children, attribute.target, found);
      else if (attribute?.type === 'component') pastMedia(node.children, attribute.component, found);
    }
  }

  return async (ctx, next) => {
    const populate = ctx.query?.populate;
    const route = populate === undefined ? null : contentApiRoute(strapi, ctx.path);
    if (route) {
      const found: string[] = [];
      pastMedia(parsePopulate(populate), route.uid, found);
      if (found.length) {
        throw new errors.ValidationError(`Un média ne se peuple pas plus loin : ${found.join(', ')}`, { populate: found });
      }
    }
    await next();
  };
};

export default mediaPopulate;
