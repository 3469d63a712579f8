// An event's seats and its waitlist. 'Places' (Capacity) empty means unlimited. Every change — a sign-up, a
// departure, a raised capacity — runs under the event's sign-up lock (utils/lock.ts: in-process and, on
// PostgreSQL, a transaction-scoped advisory lock), so the count read and the row written belong to one
// decision: two members never hold the last seat, on one instance or several. The waitlist is a table of its
// own (never on the REST API): a member's arrival order is its id; only counts and the member's own place leave
// the server. The counts shown by the site (SeatsTaken, WaitlistLength) are written on the event in the same
// transaction, so the card and the page read the server's count with the event itself.
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { LockedTx } from '../../../utils/lock';

const EVENT = 'api::event.event';
const ATTENDEE = 'api::event-attendee.event-attendee';
const MEMBER = 'api::member.member';
/** Members listed in the directory (HiddenFromDirectory null is an older member's: listed). */
const LISTED = { $or: [{ HiddenFromDirectory: false }, { HiddenFromDirectory: { $null: true } }] };
export const WAITLIST_TABLE = 'event_waitlist';

export type SeatState = { status: 'registered' | 'waitlisted' | 'none'; position: number | null };

type EventSeats = { id: number; Capacity: number | null };

export type Seats = {
  /** Creates the waitlist table (idempotent; at start). */
  prepareTables(): Promise<void>;
  /** The member's place: registered, waiting (1-based position) or neither. Call inside the lock or not. */
  stateOf(eventId: number, memberId: number): Promise<SeatState>;
  /** Inside the event's lock: registers the member, or puts them on the waitlist when every seat is taken. */
  take(tx: LockedTx, event: EventSeats, memberId: number): Promise<SeatState & { changed: boolean }>;
  /** Inside the event's lock: takes the member off the attendees or the waitlist; a freed seat is given on. */
  release(tx: LockedTx, event: EventSeats, memberId: number): Promise<'left' | 'left-waitlist' | 'not-registered'>;
  /** Inside the event's lock: gives free seats to the first waiting members, in order; then writes the counts. */
  promote(tx: LockedTx, event: EventSeats, attendeesChanged?: boolean): Promise<number[]>;
  /**
   * Inside the event's lock: a walk-in at the door (issue 28) — the member is there, so they are registered
   * whatever the capacity (and taken off the waitlist). False when already registered.
   */
  admit(tx: LockedTx, event: EventSeats, memberId: number): Promise<boolean>;
  /** Recounts every event (at start: events from before the counts, or changed behind the API's back). */
  recountAll(): Promise<void>;
  /** Recounts the events a member attends or waits for (they were hidden or listed again). */
  recountForMember(memberId: number): Promise<void>;
};

export default ({ strapi }: { strapi: Core.Strapi }): Seats => {
  const knex = () => strapi.db.connection;

  const attendeeRecord = (eventId: number) =>
    strapi.db.query(ATTENDEE).findOne({ where: { event: { id: eventId } }, select: ['id', 'documentId'] }) as Promise<{
      id: number;
      documentId: string;
    } | null>;

  async function attendeeIds(eventId: number): Promise<number[]> {
    const record = await strapi.db.query(ATTENDEE).findOne({
      where: { event: { id: eventId } },
      populate: { members: { select: ['id'] } },
    });
    return ((record?.members ?? []) as Array<{ id: number }>).map((m) => m.id);
  }

  /** The waiting members in arrival order (members deleted meanwhile are skipped by the join). */
  async function waiting(db: Knex | Knex.Transaction, eventId: number): Promise<Array<{ id: number; member_id: number }>> {
    const members = strapi.db.metadata.get('api::member.member').tableName;
    return db(WAITLIST_TABLE)
      .join(members, `${members}.id`, `${WAITLIST_TABLE}.member_id`)
      .where(`${WAITLIST_TABLE}.event_id`, eventId)
      .orderBy(`${WAITLIST_TABLE}.id`, 'asc')
      .select(`${WAITLIST_TABLE}.id`, `${WAITLIST_TABLE}.member_id`);
  }

  /**
   * The counts shown to everyone: members listed in the directory only. A hidden member's sign-up or place in
   * line would otherwise show as the difference between the count and the names listed on the event's page.
   * Seats are decided on every attendee (attendeeIds, waiting), never on these counts.
   */
  async function shownCounts(db: Knex | Knex.Transaction, eventId: number) {
    const listed = async (ids: number[]) =>
      ids.length === 0 ? 0 : strapi.db.query(MEMBER).count({ where: { id: { $in: ids }, ...LISTED } });
    return {
      taken: await listed(await attendeeIds(eventId)),
      queue: await listed((await waiting(db, eventId)).map((row) => row.member_id)),
    };
  }

  /**
   * Writes the shown counts on the event. After a change of attendees the attendee record's own lifecycle has
   * stamped the event row for the directory sync (same transaction): a plain write is enough and keeps the
   * sign-up's critical section short. A change of the waitlist alone goes through the query engine, whose
   * lifecycles stamp the row.
   */
  async function writeCounts(tx: LockedTx, eventId: number, attendeesChanged: boolean) {
    const counts = await shownCounts(tx.trx, eventId);
    if (attendeesChanged) {
      const meta = strapi.db.metadata.get(EVENT);
      const column = (name: string) => (meta.attributes[name] as { columnName?: string }).columnName ?? name;
      await tx
        .trx(meta.tableName)
        .where({ id: eventId })
        .update({ [column('SeatsTaken')]: counts.taken, [column('WaitlistLength')]: counts.queue });
      return;
    }
    await strapi.db.query(EVENT).update({ where: { id: eventId }, data: { SeatsTaken: counts.taken, WaitlistLength: counts.queue } });
  }

  async function register(eventId: number, memberId: number) {
    const record = await attendeeRecord(eventId);
    if (!record) await strapi.documents(ATTENDEE).create({ data: { event: eventId, members: [memberId] } });
    // connect is additive: the other members already listed are never rewritten.
    else await strapi.documents(ATTENDEE).update({ documentId: record.documentId, data: { members: { connect: [memberId] } } });
  }

  /** Writes the shown counts of these events where they changed (the query engine stamps the rows it writes). */
  async function recount(eventIds: number[]) {
    for (const id of new Set(eventIds)) {
      const event = (await strapi.db.query(EVENT).findOne({ where: { id }, select: ['id', 'SeatsTaken', 'WaitlistLength'] })) as {
        SeatsTaken: number | null;
        WaitlistLength: number | null;
      } | null;
      if (!event) continue;
      const { taken, queue } = await shownCounts(knex(), id);
      if (event.SeatsTaken !== taken || event.WaitlistLength !== queue) {
        await strapi.db.query(EVENT).update({ where: { id }, data: { SeatsTaken: taken, WaitlistLength: queue } });
      }
    }
  }

  const hasFreeSeat = (capacity: number | null, taken: number) => capacity === null || capacity === undefined || taken < capacity;

  async function stateIn(db: Knex | Knex.Transaction, eventId: number, memberId: number): Promise<SeatState> {
    if ((await attendeeIds(eventId)).includes(memberId)) return { status: 'registered', position: null };
    const index = (await waiting(db, eventId)).findIndex((row) => row.member_id === memberId);
    return index >= 0 ? { status: 'waitlisted', position: index + 1 } : { status: 'none', position: null };
  }

  const seats: Seats = {
    async prepareTables() {
      const db = knex();
      if (await db.schema.hasTable(WAITLIST_TABLE)) return;
      const events = strapi.db.metadata.get(EVENT).tableName;
      const members = strapi.db.metadata.get('api::member.member').tableName;
      await db.schema.createTable(WAITLIST_TABLE, (table) => {
        table.increments('id');
        table.integer('event_id').unsigned().notNullable().references('id').inTable(events).onDelete('CASCADE');
        table.integer('member_id').unsigned().notNullable().references('id').inTable(members).onDelete('CASCADE');
        table.bigInteger('joined_at').notNullable();
        // Once per member and event, whatever arrives twice.
        table.unique(['event_id', 'member_id'], { indexName: `${WAITLIST_TABLE}_event_member_uq` });
      });
    },

    stateOf: (eventId, memberId) => stateIn(knex(), eventId, memberId),

    async take(tx, event, memberId) {
      const attendees = await attendeeIds(event.id);
      if (attendees.includes(memberId)) return { status: 'registered', position: null, changed: false };
      const queue = await waiting(tx.trx, event.id);
      const index = queue.findIndex((row) => row.member_id === memberId);
      if (index >= 0) return { status: 'waitlisted', position: index + 1, changed: false };
      // Someone already waits: a newcomer never passes them, even if a seat is free for a moment.
      if (hasFreeSeat(event.Capacity, attendees.length) && queue.length === 0) {
        await register(event.id, memberId);
        await writeCounts(tx, event.id, true);
        return { status: 'registered', position: null, changed: true };
      }
      await tx.trx(WAITLIST_TABLE).insert({ event_id: event.id, member_id: memberId, joined_at: Date.now() });
      const promoted = await seats.promote(tx, event); // a free seat with a queue: the first in line takes it
      if (promoted.includes(memberId)) return { status: 'registered', position: null, changed: true };
      return { status: 'waitlisted', position: queue.length + 1 - promoted.length, changed: true };
    },

    async release(tx, event, memberId) {
      const removed = await tx.trx(WAITLIST_TABLE).where({ event_id: event.id, member_id: memberId }).delete();
      if (removed > 0) {
        await writeCounts(tx, event.id, false);
        return 'left-waitlist';
      }
      const record = await attendeeRecord(event.id);
      if (!record || !(await attendeeIds(event.id)).includes(memberId)) return 'not-registered';
      await strapi.documents(ATTENDEE).update({ documentId: record.documentId, data: { members: { disconnect: [memberId] } } });
      await seats.promote(tx, event, true);
      return 'left';
    },

    async promote(tx, event, attendeesChanged = false) {
      const promoted: number[] = [];
      let taken = (await attendeeIds(event.id)).length;
      const queue = await waiting(tx.trx, event.id);
      for (const row of queue) {
        if (!hasFreeSeat(event.Capacity, taken)) break;
        await tx.trx(WAITLIST_TABLE).where({ id: row.id }).delete();
        await register(event.id, row.member_id);
        promoted.push(row.member_id);
        taken += 1;
      }
      await writeCounts(tx, event.id, attendeesChanged || promoted.length > 0);
      if (promoted.length > 0) {
        // Told once the seats are really theirs (committed), by mail and on their phones; a mail or a push that fails
        // leaves the seat taken.
        tx.onCommit(() => {
          const notices = strapi.service('api::event.notices') as unknown as {
            seatFreed(eventId: number, memberIds: number[]): Promise<void>;
          };
          void notices.seatFreed(event.id, promoted).catch((error) => strapi.log.error(`[seats] promotion mail failed: ${error}`));
          const pushes = strapi.service('api::push.news') as unknown as {
            seatFreed(eventId: number, memberIds: number[]): Promise<unknown>;
          };
          void pushes.seatFreed(event.id, promoted).catch((error) => strapi.log.error(`[seats] promotion push failed: ${error}`));
        });
      }
      return promoted;
    },

    async admit(tx, event, memberId) {
      const attendees = await attendeeIds(event.id);
      if (attendees.includes(memberId)) return false;
      await tx.trx(WAITLIST_TABLE).where({ event_id: event.id, member_id: memberId }).delete();
      await register(event.id, memberId);
      await writeCounts(tx, event.id, true);
      return true;
    },

    async recountAll() {
      const events = (await strapi.db.query(EVENT).findMany({ select: ['id'] })) as Array<{ id: number }>;
      await recount(events.map((event) => event.id));
    },

    async recountForMember(memberId) {
      const attending = (await strapi.db.query(ATTENDEE).findMany({
        where: { members: { id: memberId } },
        populate: { event: { select: ['id'] } },
      })) as Array<{ event?: { id: number } | null }>;
      const waitingFor = (await knex()(WAITLIST_TABLE).where({ member_id: memberId }).select('event_id')) as Array<{ event_id: number }>;
      await recount([...attending.flatMap((row) => (row.event ? [row.event.id] : [])), ...waitingFor.map((row) => row.event_id)]);
    },
  };
  return seats;
};
