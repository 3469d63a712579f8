// The event's rules: what the site may show (a published event: 'Publié' ticked in the back-office), who
// may sign up (a member, to a published event that is not over), and the attendee record (one per event,
// created on the first sign-up) changed one member at a time, serialised per event; a full event's sign-ups
// wait in line (services/seats.ts).
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isDbId } from '../../../utils/input';
import { lockedTransaction } from '../../../utils/lock';
import { clubToday } from '@club/contract';
import type { Seats, SeatState } from './seats';
import type { Notices } from './notices';

const UID = 'api::event.event';

export const EVENT_MESSAGES = {
  notFound: 'Événement introuvable',
  past: 'Cet événement est terminé : les inscriptions sont closes.',
} as const;

export type SignUpStatus = 'registered' | 'already-registered' | 'waitlisted' | 'already-waitlisted';
export type LeaveStatus = 'left' | 'left-waitlist' | 'not-registered';
/** A sign-up's answer: on a full event the member waits, at `position` (1 = next to get a seat). */
export type SignUpAnswer = { status: SignUpStatus; position?: number };

/** The lock every change of an event's attendees or waitlist runs under (the door's walk-ins too). */
export const signUpLockKey = (eventId: number) => `event-sign-up:${eventId}`;

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
  /**
   * Adds the member to the event's attendees, or to its waitlist when every seat is taken (idempotent).
   * Refuses an unknown or past event.
   */
  signUp(event: string, memberId: number): Promise<SignUpAnswer>;
  /** Removes the member from the attendees or the waitlist (idempotent); a freed seat goes to the first waiting. */
  leave(event: string, memberId: number): Promise<LeaveStatus>;
  /** The member's own place with a published event (registered, waiting at a position, or neither). */
  seatOf(event: string, memberId: number): Promise<SeatState>;
  /** Gives the seats an organiser's change freed (a raised capacity) to the first waiting members. */
  promoteWaiting(eventId: number): Promise<number[]>;
};

export const eventRules = (strapi: Core.Strapi): EventRules => {
  const publicEvent = (ref: string) =>
    strapi.db.query(UID).findOne({
      where: { ...(isDbId(ref) ? { id: Number(ref) } : { documentId: ref }), ...PUBLISHED_EVENT },
      select: ['id', 'documentId', 'Date', 'Capacity'],
    });

  /** The event open for sign-ups (published, today or later in Brussels), or an error in French. */
  async function openEvent(ref: string) {
    // A draft is not found: the site does not know it yet.
    const event = await publicEvent(ref);
    if (!event) throw new errors.NotFoundError(EVENT_MESSAGES.notFound);
    if (String(event.Date) < clubToday()) throw new errors.ApplicationError(EVENT_MESSAGES.past);
    return event as { id: number; documentId: string; Capacity: number | null };
  }

  const seats = () => strapi.service('api::event.seats') as unknown as Seats;
  const notices = () => strapi.service('api::event.notices') as unknown as Notices;
  const lockKey = signUpLockKey;

  return {
    async isPublic(ref) {
      return (await publicEvent(ref)) !== null;
    },

    async signUp(ref, memberId) {
      const event = await openEvent(ref);
      // Serialised per event and in one transaction (utils/lock.ts): concurrent sign-ups neither lose a member,
      // nor create a second record, nor both take the last seat.
      return lockedTransaction(strapi, lockKey(event.id), async (tx) => {
        const state = await seats().take(tx, event, memberId);
        // Confirmed by mail once it is really theirs (committed); a mail that fails changes nothing of the sign-up.
        if (state.changed) {
          tx.onCommit(() => {
            void notices()
              .signedUp(event.id, memberId, state.status === 'registered' ? null : (state.position ?? null))
              .catch((error) => strapi.log.error(`[event] sign-up confirmation failed: ${error}`));
          });
        }
        if (state.status === 'registered') return { status: state.changed ? 'registered' : 'already-registered' };
        return { status: state.changed ? 'waitlisted' : 'already-waitlisted', position: state.position ?? undefined };
      });
    },

    async leave(ref, memberId) {
      const event = await openEvent(ref);
      return lockedTransaction(strapi, lockKey(event.id), (tx) => seats().release(tx, event, memberId));
    },

    async seatOf(ref, memberId) {
      const event = await publicEvent(ref);
      if (!event) throw new errors.NotFoundError(EVENT_MESSAGES.notFound);
      return seats().stateOf(event.id, memberId);
    },

    async promoteWaiting(eventId) {
      return lockedTransaction(strapi, lockKey(eventId), async (tx) => {
        // Read inside the lock: the capacity the organiser just saved.
        const event = (await strapi.db.query(UID).findOne({ where: { id: eventId }, select: ['id', 'Capacity'] })) as {
          id: number;
          Capacity: number | null;
        } | null;
        return event ? seats().promote(tx, event) : [];
      });
    },
  };
};

/** The registered service, typed, for callers elsewhere: eventService(strapi).x(…) is strapi.service('api::event.event').x(…). */
export const eventService = (strapi: Core.Strapi) => strapi.service('api::event.event') as unknown as EventRules;

export default factories.createCoreService(UID, ({ strapi }) => eventRules(strapi));
