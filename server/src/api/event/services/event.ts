// The event's rules: what the site may show (a published event: 'Publié' ticked in the back-office), who
// may sign up (a member, to a published event that is not over), and the attendee record (one per event,
// created on the first sign-up) changed one member at a time, serialised per event.
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isDbId } from '../../../utils/input';
import { lockedTransaction } from '../../../utils/lock';
import { brusselsToday } from '../../../utils/dates';

const UID = 'api::event.event';
const ATTENDEE = 'api::event-attendee.event-attendee';

export const EVENT_MESSAGES = {
  notFound: 'Événement introuvable',
  past: 'Cet événement est terminé : les inscriptions sont closes.',
} as const;

export type SignUpStatus = 'registered' | 'already-registered';
export type LeaveStatus = 'left' | 'not-registered';

/** The filter every public read of events goes through: drafts are the back-office's only. */
export const PUBLISHED_EVENT = { Published: true } as const;

/** `filters` (a query's, possibly empty) narrowed by `rule`: whatever the caller asked for, drafts stay out. */
export function narrowed(filters: unknown, rule: Record<string, unknown>): Record<string, unknown> {
  const asked = filters && typeof filters === 'object' && Object.keys(filters).length > 0 ? filters : null;
  return asked ? { $and: [asked, rule] } : rule;
}

export type EventRules = {
  /** Whether the event (documentId or numeric id) exists and is published. */
  isPublic(event: string): Promise<boolean>;
  /** Adds the member to the event's attendees (idempotent). Refuses an unknown or past event. */
  signUp(event: string, memberId: number): Promise<SignUpStatus>;
  /** Removes the member from the event's attendees (idempotent). Refuses an unknown or past event. */
  leave(event: string, memberId: number): Promise<LeaveStatus>;
};

export const eventRules = (strapi: Core.Strapi): EventRules => {
  const publicEvent = (ref: string) =>
    strapi.db.query(UID).findOne({
      where: { ...(isDbId(ref) ? { id: Number(ref) } : { documentId: ref }), ...PUBLISHED_EVENT },
      select: ['id', 'documentId', 'Date'],
    });

  /** The event open for sign-ups (published, today or later in Brussels), or an error in French. */
  async function openEvent(ref: string) {
    // A draft is not found: the site does not know it yet.
    const event = await publicEvent(ref);
    if (!event) throw new errors.NotFoundError(EVENT_MESSAGES.notFound);
    if (String(event.Date) < brusselsToday()) throw new errors.ApplicationError(EVENT_MESSAGES.past);
    return event as { id: number; documentId: string };
  }

  const attendeeRecord = (eventId: number) =>
    strapi.db.query(ATTENDEE).findOne({ where: { event: { id: eventId } }, select: ['id', 'documentId'] });

  const isListed = async (recordId: number, memberId: number) =>
    (await strapi.db.query(ATTENDEE).count({ where: { id: recordId, members: { id: memberId } } })) > 0;

  return {
    async isPublic(ref) {
      return (await publicEvent(ref)) !== null;
    },

    async signUp(ref, memberId) {
      const event = await openEvent(ref);
      // Serialised per event and in one transaction: concurrent sign-ups neither lose a member nor create a
      // second record.
      return lockedTransaction(strapi, `event-sign-up:${event.id}`, async () => {
        const record = await attendeeRecord(event.id);
        if (!record) {
          await strapi.documents(ATTENDEE).create({ data: { event: event.id, members: [memberId] } });
          return 'registered';
        }
        if (await isListed(record.id, memberId)) return 'already-registered';
        // connect is additive: the other members already listed are never rewritten.
        await strapi.documents(ATTENDEE).update({ documentId: record.documentId, data: { members: { connect: [memberId] } } });
        return 'registered';
      });
    },

    async leave(ref, memberId) {
      const event = await openEvent(ref);
      return lockedTransaction(strapi, `event-sign-up:${event.id}`, async () => {
        const record = await attendeeRecord(event.id);
        if (!record || !(await isListed(record.id, memberId))) return 'not-registered';
        await strapi.documents(ATTENDEE).update({ documentId: record.documentId, data: { members: { disconnect: [memberId] } } });
        return 'left';
      });
    },
  };
};

export default factories.createCoreService(UID, ({ strapi }) => eventRules(strapi));
