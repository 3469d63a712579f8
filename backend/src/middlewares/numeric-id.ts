// The front end only knows numeric ids (/members-detail/12 → GET /api/members/12), while Strapi 5's
// single-entry routes take the documentId. Before routing, rewrite
//   /api/<pluralName>/<digits>[/more]  →  /api/<pluralName>/<documentId>[/more]
// for every api:: collection type. An unknown id is left as is, so the route answers 404 as usual.
// The single type event-photo also answers at /api/event-photos/<its id> (the spec's call) for GET.
import type { Core } from '@strapi/strapi';
import { isDbId } from '../utils/input';
import { apiPrefix, contentApiRoute, singleTypeByPlural } from '../utils/content-api-route';

const numericId: Core.MiddlewareFactory = (_config, { strapi }) => {
  return async (ctx, next) => {
    const prefix = apiPrefix(strapi);
    const match = ctx.path.startsWith(`${prefix}/`) ? /^\/([a-z0-9-]+)\/([0-9]{1,10})(\/.*)?$/.exec(ctx.path.slice(prefix.length)) : null;
    if (match && isDbId(match[2])) {
      const [, segment, id, rest = ''] = match;
      const route = contentApiRoute(strapi, ctx.path);
      const single = singleTypeByPlural(strapi, segment);
      if (route?.kind === 'collectionType') {
        const row = await strapi.db.query(route.uid).findOne({ where: { id: Number(id) }, select: ['documentId'] });
        if (row?.documentId) ctx.path = `${prefix}/${segment}/${row.documentId}${rest}`;
      } else if (single && !rest && ctx.method === 'GET') {
        const row = await strapi.db.query(single.uid).findOne({ where: { id: Number(id) }, select: ['id'] });
        if (row) ctx.path = `${prefix}/${single.singularName}`;
      }
    }
    await next();
  };
};

export default numericId;
