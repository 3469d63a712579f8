// Back-office-only API (admin token, not the content API), for src/admin/app.tsx: how many members signed
// up to an event (the events list's 'Inscrits' column) and who (the read-only 'Inscrits' panel of an event).
// The panel is how organisers reach an event's attendees: each with their e-mail and phone where the member
// lets signed-in members see them ('nobody' means nobody, organisers included; see roles.ts).
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { canSee, type PrivacySettings } from '../utils/member-privacy';

const ATTENDEE = 'api::event-attendee.event-attendee';

// An admin token, and the right to read events (the action with its subject: without one, a
// subject-scoped permission never matches).
const READS_EVENTS = {
  policies: [{ name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.read', 'api::event.event']] } }],
};

type EventContext = Context & { params: { documentId?: string } };
type Attendee = PrivacySettings & { Name: string; Profession: string | null; Email: string | null; Phone: string | null };

/** An organiser sees what a signed-in member sees. */
const ORGANISER = { authenticated: true, memberId: null };

export function registerAdminRoutes(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/club/events/:documentId/attendee-count',
        handler: async (ctx: EventContext) => {
          const record = (await strapi.db.query(ATTENDEE).findOne({
            where: { event: { documentId: String(ctx.params.documentId) } },
            select: ['id'],
            populate: { members: { count: true } },
          })) as { members?: { count?: number } } | null;
          ctx.body = { data: { count: record?.members?.count ?? 0 } };
        },
        config: READS_EVENTS,
      },
      {
        method: 'GET',
        path: '/club/events/:documentId/attendees',
        handler: async (ctx: EventContext) => {
          const record = (await strapi.db.query(ATTENDEE).findOne({
            where: { event: { documentId: String(ctx.params.documentId) } },
            select: ['id'],
            populate: {
              members: {
                select: ['Name', 'Profession', 'Email', 'Phone', 'EmailVisibility', 'PhoneVisibility'],
                orderBy: { Name: 'asc' },
              },
            },
          })) as { members?: Array<Attendee> } | null;
          const members = (record?.members ?? []).map((member) => ({
            name: member.Name,
            profession: member.Profession,
            ...(member.Email && canSee(member.EmailVisibility, ORGANISER, null) && { email: member.Email }),
            ...(member.Phone && canSee(member.PhoneVisibility, ORGANISER, null) && { phone: member.Phone }),
          }));
          ctx.body = { data: { count: members.length, members } };
        },
        config: READS_EVENTS,
      },
    ],
  } as unknown as Parameters<Core.Strapi['server']['routes']>[0]);
}
