// Back-office-only API (admin token in the Authorization header, never in a URL; not the content API), for
// src/admin/app.tsx:
//   - the events list's 'Inscrits' column (how many signed up);
//   - an event's 'Inscrits' panel: who, with the contact fields organisers may see (src/backoffice/attendees.ts),
//     the messages written to them and the last change notice ('N participants prévenus'); the same list as a
//     CSV file, a workbook and a page to print;
//   - 'Écrire aux participants', its preview and its groups (src/backoffice/event-messages.ts);
//   - merging a tag into another (src/backoffice/tag-moderation.ts);
//   - erasing a guest's name and e-mail when they ask (src/api/door/services/guest-data.ts);
//   - the list of personal data and what it misses (src/api/account/services/personal-data.ts).
// Each route checks the caller's permission on the record it names (the event, the tag), conditions applied as
// the content manager applies them (policies/may-act-on-record.ts): a role limited to what it created (Strapi's
// 'Author') reaches its own events and tags only. Organisers ('Organisateur') and super admins reach them all.
// Erasing a guest touches every event: only those two roles (policies/holds-club-admin-role.ts).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, isEmail, slugify } from '@club/contract';
import type { GuestData } from '../api/door/services/guest-data';
import type { PersonalData } from '../api/account/services/personal-data';
import { attendeesCsv, attendeesPrintPage, attendeesXlsx, countsOf } from './attendee-export';
import { eventAttendees } from './attendees';
import { audienceCounts, previewMessage, sentMessages, writeToAttendees, type AdminUser } from './event-messages';
import { lastChangeNotice } from '../api/event/hooks/changes';
import { TAG_UIDS } from '../api/taxonomy/services/taxonomy';
import { MERGE_ERRORS, mergeTags } from './tag-moderation';
import { assertMayActOn, type RecordAction } from '../utils/record-permission';
import type { MayActOnRecordConfig } from '../policies/may-act-on-record';

const ATTENDEE = 'api::event-attendee.event-attendee';
const EVENT = 'api::event.event';

const EVENT_NOT_FOUND = 'Cet événement n’existe pas.';

// An admin token, and the right to act on the record the route names (its :documentId). Not
// `admin::hasPermissions`: it asks about the type only, where a permission with a condition always passes.
const mayOnRecord = (action: RecordAction, uid: string, notFound?: string) => ({
  policies: [{ name: 'global::may-act-on-record', config: { uid, action, notFound } satisfies MayActOnRecordConfig }],
});
const READS_EVENT = mayOnRecord('read', EVENT, EVENT_NOT_FOUND);
const UPDATES_EVENT = mayOnRecord('update', EVENT, EVENT_NOT_FOUND);

type RouteContext = Context & { params: { documentId?: string }; state: { user?: AdminUser; userAbility?: unknown } };

async function attendeesOr404(strapi: Core.Strapi, ctx: RouteContext) {
  const found = await eventAttendees(strapi, String(ctx.params.documentId));
  if (!found) throw new errors.NotFoundError(EVENT_NOT_FOUND);
  // Members' contact details: never kept by a browser or a proxy.
  ctx.set('Cache-Control', 'no-store');
  return found;
}

/** 'Lunch à Namur' → 'participants-lunch-a-namur'. */
const fileName = (eventName: string) => `participants-${slugify(eventName, { maxLength: 60 }) || 'evenement'}`;

export function registerAdminRoutes(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/club/events/:documentId/attendee-count',
        handler: async (ctx: RouteContext) => {
          const record = (await strapi.db.query(ATTENDEE).findOne({
            where: { event: { documentId: String(ctx.params.documentId) } },
            select: ['id'],
            populate: { members: { count: true } },
          })) as { members?: { count?: number } } | null;
          ctx.body = { data: { count: record?.members?.count ?? 0 } };
        },
        config: READS_EVENT,
      },
      {
        method: 'GET',
        path: '/club/events/:documentId/attendees',
        handler: async (ctx: RouteContext) => {
          const found = await attendeesOr404(strapi, ctx);
          ctx.body = {
            data: {
              count: found.memberIds.length,
              // Per audience of 'Écrire aux participants': how many people, how many with an address.
              audiences: await audienceCounts(strapi, found),
              summary: countsOf(found.rows, found.attendance),
              members: found.rows,
              messages: await sentMessages(strapi, found.event.id),
              // The last change of date, time or place: 'N participants prévenus par e-mail'.
              lastChange: await lastChangeNotice(strapi, found.event.id),
            },
          };
        },
        config: READS_EVENT,
      },
      {
        method: 'GET',
        path: '/club/events/:documentId/attendees/csv',
        handler: async (ctx: RouteContext) => {
          const found = await attendeesOr404(strapi, ctx);
          ctx.set('Content-Type', 'text/csv; charset=utf-8');
          ctx.set('Content-Disposition', `attachment; filename="${fileName(found.event.name)}.csv"`);
          ctx.body = attendeesCsv(found.rows);
        },
        config: READS_EVENT,
      },
      {
        method: 'GET',
        path: '/club/events/:documentId/attendees/xlsx',
        handler: async (ctx: RouteContext) => {
          const found = await attendeesOr404(strapi, ctx);
          ctx.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
          ctx.set('Content-Disposition', `attachment; filename="${fileName(found.event.name)}.xlsx"`);
          ctx.body = await attendeesXlsx(found.rows);
        },
        config: READS_EVENT,
      },
      {
        method: 'GET',
        path: '/club/events/:documentId/attendees/print',
        handler: async (ctx: RouteContext) => {
          const found = await attendeesOr404(strapi, ctx);
          ctx.set('Content-Type', 'text/html; charset=utf-8');
          ctx.body = attendeesPrintPage(found.event, found.rows, found.attendance);
        },
        config: READS_EVENT,
      },
      {
        method: 'POST',
        path: '/club/events/:documentId/messages',
        handler: async (ctx: RouteContext) => {
          const sent = await writeToAttendees(strapi, String(ctx.params.documentId), ctx.request.body, ctx.state.user ?? {});
          ctx.status = 201;
          ctx.body = { data: sent };
        },
        config: UPDATES_EVENT,
      },
      {
        // The mail as its first recipient will receive it, before the organiser sends it.
        method: 'POST',
        path: '/club/events/:documentId/messages/preview',
        handler: async (ctx: RouteContext) => {
          ctx.body = { data: await previewMessage(strapi, String(ctx.params.documentId), ctx.request.body) };
        },
        config: UPDATES_EVENT,
      },
      {
        // A guest wrote to the club to have their name and e-mail erased: at every event, at once.
        method: 'POST',
        path: '/club/guests/erase',
        handler: async (ctx: RouteContext) => {
          const { email } = (ctx.request.body ?? {}) as { email?: unknown };
          if (typeof email !== 'string' || email.trim().length > EMAIL_MAX_LENGTH || !isEmail(email)) {
            throw new errors.ValidationError(EMAIL_MESSAGE);
          }
          const erased = await (strapi.service('api::door.guest-data') as unknown as GuestData).eraseByEmail(email);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: { erased } };
        },
        config: { policies: ['global::holds-club-admin-role'] },
      },
      {
        // What the club keeps, as the export and the erasure walk it, and what the list misses (expected: nothing).
        method: 'GET',
        path: '/club/personal-data',
        handler: async (ctx: RouteContext) => {
          const personalData = strapi.service('api::account.personal-data') as unknown as PersonalData;
          ctx.body = {
            data: {
              sources: personalData.sources().map(({ key, contentTypes, tables }) => ({ key, contentTypes, tables })),
              gaps: await personalData.gaps(),
            },
          };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      ...TAG_UIDS.map((uid) => ({
        method: 'POST',
        path: `/club/tags/${uid.split('.').pop()}/:documentId/merge`,
        handler: async (ctx: RouteContext) => {
          const body = (ctx.request.body ?? {}) as { target?: unknown };
          // The target is accepted and takes the source's members and companies: the right to update it too.
          // (A missing or wrong target is left to mergeTags' own French 400/404.)
          const source = String(ctx.params.documentId);
          if (typeof body.target === 'string' && body.target && body.target !== source) {
            await assertMayActOn(strapi, ctx.state.userAbility, 'update', uid, body.target, MERGE_ERRORS.notFound);
          }
          ctx.body = { data: await mergeTags(strapi, uid, source, body.target) };
        },
        // Merging deletes the source tag: the right to delete that tag.
        config: mayOnRecord('delete', uid, MERGE_ERRORS.notFound),
      })),
    ],
  } as unknown as Parameters<Core.Strapi['server']['routes']>[0]);
}
