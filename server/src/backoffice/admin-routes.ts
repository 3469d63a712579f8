// Back-office-only API (admin token, not the content API): how many members signed up to an event, for
// the 'Inscrits' column that src/admin/app.tsx adds to the events list.
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

export function registerAdminRoutes(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/club/events/:documentId/attendee-count',
        handler: async (ctx: Context & { params: { documentId?: string } }) => {
          const record = (await strapi.db.query('api::event-attendee.event-attendee').findOne({
            where: { event: { documentId: String(ctx.params.documentId) } },
            select: ['id'],
            populate: { members: { count: true } },
          })) as { members?: { count?: number } } | null;
          ctx.body = { data: { count: record?.members?.count ?? 0 } };
        },
        config: {
          // An admin token, and the right to read events (the action with its subject: without one, a
          // subject-scoped permission never matches).
          policies: [
            { name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.read', 'api::event.event']] } },
          ],
        },
      },
    ],
  } as unknown as Parameters<Core.Strapi['server']['routes']>[0]);
}
