// What an organiser's save of an event sets off (a Document Service middleware: the back-office saves through
// it). A raised capacity gives the freed seats to the first waiting members, in order (under the event's
// sign-up lock, services/seats.ts). A new date, time or place of a published event still to come raises its
// CalendarSequence and mails the attendees what changed ('Heure : 12:00 → 12:30') with the updated .ics (same
// UID, higher SEQUENCE). Who is told is written before the save answers (`event_mail_claims`, kind 'change',
// stamp 'change:<sequence>'), so the event's panel says 'N participants prévenus par e-mail' at once
// (changeNotices below) while the mails go out after the answer.
import type { Core } from '@strapi/strapi';
import { clubToday } from '@club/contract';
import type { EventRules } from '../services/event';
import type { EventChange, Notices } from '../services/notices';
import { CLAIMS_TABLE } from '../services/reminders';
import type { PushNews } from '../../push/services/news';
import { frenchDate } from '../../../utils/dates';

const EVENT = 'api::event.event';
const ATTENDEE = 'api::event-attendee.event-attendee';
const WATCHED = ['Date', 'StartingTime', 'EndTime', 'Address'] as const;
type Watched = (typeof WATCHED)[number];

type Snapshot = { id: number; Capacity: number | null; Published: boolean | null; CalendarSequence: number | null } & Record<
  Watched,
  string | null
>;

const snapshot = (strapi: Core.Strapi, documentId: string) =>
  strapi.db.query(EVENT).findOne({
    where: { documentId },
    select: ['id', 'Capacity', 'Published', 'CalendarSequence', ...WATCHED],
  }) as Promise<Snapshot | null>;

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** Each watched field in the mail's words; an empty value reads 'non précisé'. */
const LABELS: Record<Watched, { label: string; format: (value: string) => string }> = {
  Date: { label: 'Date', format: (value) => frenchDate(value.slice(0, 10)) },
  StartingTime: { label: 'Heure', format: (value) => value.slice(0, 5) },
  EndTime: { label: 'Fin', format: (value) => value.slice(0, 5) },
  Address: { label: 'Lieu', format: (value) => value },
};

export function changesBetween(before: Record<Watched, string | null>, after: Record<Watched, string | null>): EventChange[] {
  return WATCHED.filter((field) => !same(before[field], after[field])).map((field) => {
    const { label, format } = LABELS[field];
    const show = (value: string | null) => (value ? format(String(value)) : 'non précisé');
    return { label, before: show(before[field]), after: show(after[field]) };
  });
}

export type ChangeNotice = { notified: number; at: string };

/** The last change notice of an event: how many attendees it went to, and when ('N participants prévenus'). */
export async function lastChangeNotice(strapi: Core.Strapi, eventId: number): Promise<ChangeNotice | null> {
  const knex = strapi.db.connection;
  const last = (await knex(CLAIMS_TABLE)
    .where({ kind: 'change', event_id: eventId })
    .orderBy('id', 'desc')
    .first('stamp', 'claimed_at')) as { stamp: string; claimed_at: unknown } | undefined;
  if (!last) return null;
  const counted = (await knex(CLAIMS_TABLE).where({ kind: 'change', event_id: eventId, stamp: last.stamp }).count({ n: '*' })) as Array<{
    n: number | string;
  }>;
  return { notified: Number(counted[0]?.n ?? 0), at: new Date(Number(last.claimed_at)).toISOString() };
}

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

    const changes = changesBetween(before, after);
    if (changes.length > 0 && after.Published && String(after.Date) >= clubToday()) {
      const sequence = Number(after.CalendarSequence ?? 0) + 1;
      await strapi.db.query(EVENT).update({ where: { id: after.id }, data: { CalendarSequence: sequence } });
      const record = await strapi.db
        .query(ATTENDEE)
        .findOne({ where: { event: { id: after.id } }, populate: { members: { select: ['id'] } } });
      const ids = ((record?.members ?? []) as Array<{ id: number }>).map((m) => m.id);
      const notices = strapi.service('api::event.notices') as unknown as Notices;
      const recipients = await notices.changeRecipients(ids);
      if (recipients.length > 0) {
        const claimedAt = Date.now();
        // In batches: SQLite takes at most 999 values in one statement.
        await strapi.db.connection.batchInsert(
          CLAIMS_TABLE,
          recipients.map((to) => ({
            kind: 'change',
            event_id: after.id,
            member_id: to.memberId,
            stamp: `change:${sequence}`,
            claimed_at: claimedAt,
          })),
          100,
        );
      }
      // After the answer: the organiser's save does not wait for the mails.
      void notices
        .changed(after.id, recipients, changes)
        .catch((error) => strapi.log.error(`[event-changes] update mails failed: ${error}`));
      // And every attendee's phones that chose 'Changement d'horaire ou de lieu' (a device's choice, not the mail's).
      void (strapi.service('api::push.news') as unknown as PushNews)
        .changed(after.id, ids, changes)
        .catch((error) => strapi.log.error(`[event-changes] update pushes failed: ${error}`));
    }
    return result;
  });
}
