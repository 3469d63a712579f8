// What an organiser's save of an event sets off (a Document Service middleware: the back-office saves through
// it). A raised capacity gives the freed seats to the first waiting members, in order (under the event's
// sign-up lock, services/seats.ts). A new date, time or place of a published event still to come raises its
// CalendarSequence and mails the attendees the change with the updated .ics (same UID, higher SEQUENCE).
import type { Core } from '@strapi/strapi';
import { clubToday } from '@club/contract';
import type { EventRules } from '../api/event/services/event';
import type { Notices } from '../api/event/services/notices';

const EVENT = 'api::event.event';
const ATTENDEE = 'api::event-attendee.event-attendee';
const WATCHED = ['Date', 'StartingTime', 'EndTime', 'Address'] as const;

type Snapshot = { id: number; Capacity: number | null; Published: boolean | null; CalendarSequence: number | null } & Record<
  (typeof WATCHED)[number],
  string | null
>;

const snapshot = (strapi: Core.Strapi, documentId: string) =>
  strapi.db.query(EVENT).findOne({
    where: { documentId },
    select: ['id', 'Capacity', 'Published', 'CalendarSequence', ...WATCHED],
  }) as Promise<Snapshot | null>;

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

export function watchEventChanges(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== EVENT || ctx.action !== 'update') return next();
    const documentId = (ctx.params as { documentId?: string }).documentId;
    const before = documentId ? await snapshot(strapi, documentId) : null;
    const result = await next();
    const after = documentId ? await snapshot(strapi, documentId) : null;
    if (!before || !after) return result;

    const raised = after.Capacity === null ? before.Capacity !== null : before.Capacity !== null && after.Capacity > before.Capacity;
    if (raised) await (strapi.service(EVENT) as unknown as EventRules).promoteWaiting(after.id);

    const moved = WATCHED.some((field) => !same(before[field], after[field]));
    if (moved && after.Published && String(after.Date) >= clubToday()) {
      await strapi.db.query(EVENT).update({ where: { id: after.id }, data: { CalendarSequence: Number(after.CalendarSequence ?? 0) + 1 } });
      const record = await strapi.db
        .query(ATTENDEE)
        .findOne({ where: { event: { id: after.id } }, populate: { members: { select: ['id'] } } });
      const ids = ((record?.members ?? []) as Array<{ id: number }>).map((m) => m.id);
      // After the answer: the organiser's save does not wait for the mails.
      const notices = strapi.service('api::event.notices') as unknown as Notices;
      void notices.changed(after.id, ids).catch((error) => strapi.log.error(`[event-changes] update mails failed: ${error}`));
    }
    return result;
  });
}
