// The front end only knows numeric ids (/members-detail/12 → GET /api/members/12), while Strapi 5's
// single-entry routes take the documentId. Before routing, rewrite
//   /api/<pluralName>/<digits>[/more]  →  /api/<pluralName>/<documentId>[/more]
// for every api:: collection type. An unknown id is left as is, so the route answers 404 as usual.
// The single type event-photo also answers at /api/event-photos/<its id> (the spec's call) for GET.
import type { Core } from '@strapi/strapi';
import { isDbId } from '../policies/lib/input';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let collections: Map<string, string> | undefined; // pluralName → uid
  let singles: Map<string, { uid: string; singularName: string }> | undefined;

  const index = () => {
    collections = new Map();
    singles = new Map();
    for (const [uid, ct] of Object.entries(strapi.contentTypes)) {
      if (!uid.startsWith('api::')) continue;
      const { pluralName, singularName } = ct.info;
      if (ct.kind === 'collectionType') collections.set(pluralName, uid);
      else singles.set(pluralName, { uid, singularName });
    }
  };

  return async (ctx, next) => {
    const prefix = strapi.config.get('api.rest.prefix', '/api') as string;
    if (ctx.path.startsWith(`${prefix}/`)) {
      const match = /^\/([a-z0-9-]+)\/([0-9]{1,10})(\/.*)?$/.exec(ctx.path.slice(prefix.length));
      if (match && isDbId(match[2])) {
        if (!collections) index();
        const [, plural, id, rest = ''] = match;
        const uid = collections.get(plural);
        const single = singles.get(plural);
        if (uid) {
          const row = await strapi.db.query(uid as any).findOne({ where: { id: Number(id) }, select: ['documentId'] });
          if (row?.documentId) ctx.path = `${prefix}/${plural}/${row.documentId}${rest}`;
        } else if (single && !rest && ctx.method === 'GET') {
          const row = await strapi.db.query(single.uid as any).findOne({ where: { id: Number(id) }, select: ['id'] });
          if (row) ctx.path = `${prefix}/${single.singularName}`;
        }
      }
    }
    await next();
  };
};
