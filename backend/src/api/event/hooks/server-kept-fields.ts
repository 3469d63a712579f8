// The counters the server keeps on an event — seats taken and the waitlist's length (api/event/services/seats.ts),
// the calendar's SEQUENCE (hooks/changes.ts) — are written by the server alone, with the query engine. Whatever
// a back-office role may edit, the super admin included, a create, update or clone through the Document
// Service (the content manager's path) drops them: a SEQUENCE set to −5 made calendars ignore the next update.
import type { Core } from '@strapi/strapi';

const EVENT = 'api::event.event';
export const SERVER_KEPT_EVENT_FIELDS = ['SeatsTaken', 'WaitlistLength', 'CalendarSequence'] as const;
const WRITES = new Set(['create', 'update', 'clone']);

export function keepServerCountersServerSide(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== EVENT || !WRITES.has(ctx.action)) return next();
    const data = (ctx.params as { data?: Record<string, unknown> }).data;
    if (data && typeof data === 'object') for (const field of SERVER_KEPT_EVENT_FIELDS) delete data[field];
    return next();
  });
}
