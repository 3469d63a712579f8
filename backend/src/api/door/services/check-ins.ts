// Check-ins at the door (issue 28). A table of its own (never on the REST API), one row per *claim*: a check-in
// made by one door phone, named by the id the phone gave it (client_id, unique: a replay records nothing new).
//
// The rule, for two phones that may both be offline (contract/src/door.ts):
// - a person is present while at least one of their claims stands (not undone);
// - the check-in shown and counted is the earliest standing claim (its time at the door and its organiser): the
//   server keeps the first check-in, whichever phone's request arrives first;
// - an undo names the claims its phone saw and withdraws only those: a check-in made on the other phone that the
//   undoing phone had not seen stands (checked in there, undone here → present); a check-in made after an
//   undo is a new claim, so it wins over the earlier undo.
// Every change of an event's claims runs under the event's door lock (utils/lock.ts); a walk-in and an undo also
// take the event's sign-up lock, so a walk-in's registration and its claim are one transaction (both or neither).
// The door takes check-ins and undos only within its window (the event's day, contract's doorWindow), and a
// guest is mailed by the club: names are text, guests are capped, one invitation per address a month.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Knex } from 'knex';
import {
  DOOR_MESSAGES,
  attendanceOf,
  type Attendance,
  type CheckInAnswer,
  type CheckInKind,
  type CheckInRequest,
  type DoorAttendee,
  type DoorCheckIn,
  type DoorGuest,
  type DoorList,
  type DoorPhoto,
  CLUB_TIME_ZONE,
  DOOR_OPENS_HOURS_BEFORE,
  GUEST_CAP_PER_EVENT,
  GUEST_CAP_PER_ORGANISER_PER_DAY,
  GUEST_INVITATION_INTERVAL_DAYS,
  OUTBOX_MAX_AGE_MS,
  addDays,
  doorClosedMessage,
  doorWindow,
  guestNameError,
} from '@club/contract';
import { isDbId } from '../../../utils/input';
import { lockedTransaction } from '../../../utils/lock';
import { PUBLISHED_EVENT, signUpLockKey } from '../../event/services/event';
import type { Seats } from '../../event/services/seats';
import { appUrl as appUrlOf, clubName as clubNameOf } from '../../../utils/club-identity';

export const CHECK_IN_TABLE = 'event_check_ins';
const EVENT = 'api::event.event';
const ATTENDEE = 'api::event-attendee.event-attendee';
const MEMBER = 'api::member.member';
const DAY_MS = 86_400_000;

/** Hours before an event's start its door opens (DOOR_OPENS_HOURS_BEFORE; the contract's default otherwise). */
export function doorOpensHoursBefore(env = process.env.DOOR_OPENS_HOURS_BEFORE): number {
  const hours = Number(env);
  return env !== undefined && env.trim() !== '' && Number.isFinite(hours) && hours >= 0 && hours <= 24 ? hours : DOOR_OPENS_HOURS_BEFORE;
}

export type Organiser = { userId: number; name: string };

type ClaimRow = {
  id: number;
  client_id: string;
  event_id: number;
  member_id: number | null;
  person: string;
  kind: CheckInKind;
  guest_name: string | null;
  at: number | string;
  by_name: string;
  undone_at: number | string | null;
  /** This claim's walk-in registered the member (an undo of the person takes the registration back). */
  walk_in_registered?: boolean | number | null;
};

type EventRow = { id: number; documentId: string; Name: string; Date: string; StartingTime: string | null; Capacity: number | null };

export type CheckIns = {
  prepareTables(): Promise<void>;
  list(eventRef: string): Promise<DoorList>;
  attendance(eventRef: string): Promise<Attendance>;
  /** The guests checked in (standing), for the back-office: with the address they agreed the club keeps. */
  presentGuests(eventId: number): Promise<Array<{ name: string; email: string; at: number }>>;
  checkIn(eventRef: string, request: CheckInRequest, organiser: Organiser): Promise<CheckInAnswer>;
  undo(eventRef: string, claims: string[], organiser: Organiser): Promise<CheckInAnswer>;
  /** Sends each guest of a past event their invitation to join, once (the cron). Returns how many were sent. */
  inviteGuests(now?: Date): Promise<number>;
};

const personOfMember = (memberId: number) => `member:${memberId}`;
const personOfGuest = (email: string) => `guest:${email.trim().toLowerCase()}`;

/** A guest's key for the phones: opaque (the first claim's row id), never their e-mail. */
const guestKeyOf = (rows: Array<{ id: number }>) => `g${Math.min(...rows.map((r) => r.id))}`;

/**
 * The time at the door a phone says, kept between the server's clock and the oldest a phone's outbox may hold
 * (never before the door opened): a phone's clock cannot move a check-in days back, nor into the future.
 */
function clampAt(at: number, now: number, opensAt: number): number {
  if (!Number.isFinite(at)) return now;
  return Math.min(Math.max(at, now - OUTBOX_MAX_AGE_MS, opensAt), now);
}

/** The earliest standing claim of one person's claims (null when none stands). */
export function standingCheckIn(claims: ClaimRow[]): DoorCheckIn | null {
  const standing = claims
    .filter((c) => c.undone_at === null || c.undone_at === undefined)
    .sort((a, b) => Number(a.at) - Number(b.at) || a.id - b.id);
  if (standing.length === 0) return null;
  const first = standing[0];
  return { at: Number(first.at), by: first.by_name, kind: first.kind, claims: standing.map((c) => c.client_id) };
}

function photoOf(raw: unknown): DoorPhoto | null {
  const media = raw as {
    url?: string;
    width?: number;
    height?: number;
    formats?: Record<string, { url: string; width?: number; height?: number }>;
  } | null;
  if (!media?.url) return null;
  const formats: DoorPhoto['formats'] = {};
  // The door shows a small face: the two smallest renditions are enough (and what the phone stores offline).
  for (const name of ['thumbnail', 'small']) {
    const f = media.formats?.[name];
    if (f?.url) formats[name] = { url: f.url, width: f.width ?? null, height: f.height ?? null };
  }
  return { url: media.url, width: media.width ?? null, height: media.height ?? null, formats };
}

export default ({ strapi }: { strapi: Core.Strapi }): CheckIns => {
  const knex = () => strapi.db.connection;
  const lockKey = (eventId: number) => `event-door:${eventId}`;

  async function publishedEvent(ref: string): Promise<EventRow> {
    const event = (await strapi.db.query(EVENT).findOne({
      where: { ...(isDbId(ref) ? { id: Number(ref) } : { documentId: ref }), ...PUBLISHED_EVENT },
      select: ['id', 'documentId', 'Name', 'Date', 'StartingTime', 'Capacity'],
    })) as EventRow | null;
    if (!event) throw new errors.NotFoundError('Événement introuvable');
    return event;
  }

  const windowOf = (event: EventRow) => doorWindow(String(event.Date), event.StartingTime, doorOpensHoursBefore());

  /** A French 400 outside the door's window: nothing is recorded on a day that is not the event's. */
  function assertDoorOpen(event: EventRow, now: number) {
    const closed = doorClosedMessage(windowOf(event), now);
    if (closed) throw new errors.ApplicationError(closed, { code: 'door-closed' });
  }

  const seats = () => strapi.service('api::event.seats') as unknown as Seats;
  const guestsLockKey = (userId: number) => `door-guests:${userId}`;

  /** Inside the door's lock: refuses a new guest past the event's cap or the organiser's cap for 24 hours. */
  async function assertGuestCaps(trx: Knex.Transaction, eventId: number, person: string, organiser: Organiser, now: number) {
    // A guest already known at this event (checked in again after an undo) adds nobody to mail.
    if (await trx(CHECK_IN_TABLE).where({ event_id: eventId, person }).first('id')) return;
    const atEvent = (await trx(CHECK_IN_TABLE).where({ event_id: eventId, kind: 'guest' }).distinct('person')) as unknown[];
    if (atEvent.length >= GUEST_CAP_PER_EVENT) throw new errors.ApplicationError(DOOR_MESSAGES.eventGuestCap, { code: 'guest-cap' });
    const byOrganiser = (await trx(CHECK_IN_TABLE)
      .where({ kind: 'guest', by_user: organiser.userId })
      .where('received_at', '>=', now - DAY_MS)
      .distinct('event_id', 'person')) as unknown[];
    if (byOrganiser.length >= GUEST_CAP_PER_ORGANISER_PER_DAY) throw new errors.RateLimitError(DOOR_MESSAGES.organiserGuestCap);
  }

  const claimsOf = (db: Knex | Knex.Transaction, eventId: number, person?: string) =>
    db<ClaimRow>(CHECK_IN_TABLE)
      .where({ event_id: eventId, ...(person ? { person } : {}) })
      .select(
        'id',
        'client_id',
        'event_id',
        'member_id',
        'person',
        'kind',
        'guest_name',
        'at',
        'by_name',
        'undone_at',
        'walk_in_registered',
      ) as unknown as Promise<ClaimRow[]>;

  async function attendeeMembers(eventId: number) {
    const record = await strapi.db.query(ATTENDEE).findOne({
      where: { event: { id: eventId } },
      populate: { members: { select: ['id', 'Name', 'City'], populate: { BioImage: true, companies: { select: ['Name'] } } } },
    });
    return (record?.members ?? []) as Array<{
      id: number;
      Name: string;
      City: string | null;
      BioImage: unknown;
      companies?: Array<{ Name: string }>;
    }>;
  }

  async function answerFor(db: Knex | Knex.Transaction, eventId: number, person: string, clientId: string | null): Promise<CheckInAnswer> {
    const rows = await claimsOf(db, eventId, person);
    const checkIn = standingCheckIn(rows);
    const memberId = person.startsWith('member:') ? Number(person.slice('member:'.length)) : null;
    return {
      person: { memberId, guestKey: memberId === null ? guestKeyOf(rows) : null },
      checkIn,
      first: clientId !== null && checkIn?.claims[0] === clientId,
    };
  }

  async function read(event: EventRow): Promise<DoorList> {
    const readAt = Date.now();
    const [members, claims] = await Promise.all([attendeeMembers(event.id), claimsOf(knex(), event.id)]);
    const byPerson = new Map<string, ClaimRow[]>();
    for (const claim of claims) byPerson.set(claim.person, [...(byPerson.get(claim.person) ?? []), claim]);
    const attendees: DoorAttendee[] = members
      .map((m) => ({
        memberId: m.id,
        name: m.Name,
        company: m.companies?.[0]?.Name ?? null,
        city: m.City ?? null,
        photo: photoOf(m.BioImage),
        checkIn: standingCheckIn(byPerson.get(personOfMember(m.id)) ?? []),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    const guests: DoorGuest[] = [...byPerson.entries()]
      .filter(([person]) => person.startsWith('guest:'))
      .map(([person, rows]) => ({
        // The key is opaque to the phone (an e-mail never leaves the server): the first claim's id.
        key: guestKeyOf(rows),
        name: rows.find((r) => r.guest_name)?.guest_name ?? '',
        checkIn: standingCheckIn(rows),
        person,
      }))
      .map(({ person: _person, ...guest }) => guest)
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    return {
      event: { id: event.id, name: event.Name, date: event.Date },
      window: windowOf(event),
      attendees,
      guests,
      attendance: attendanceOf([
        ...attendees.map((attendee) => ({ guest: false, checkIn: attendee.checkIn })),
        ...guests.map((guest) => ({ guest: true, checkIn: guest.checkIn })),
      ]),
      readAt,
    };
  }

  /**
   * After an undo, inside both locks: when the person has no standing claim left and one of their walk-ins made
   * their registration, it is taken back (and the mark cleared: a later sign-up of their own is theirs).
   */
  async function releaseWalkIn(tx: { trx: Knex.Transaction; onCommit: (fn: () => void) => void }, event: EventRow, person: string) {
    if (!person.startsWith('member:')) return;
    const claims = await claimsOf(tx.trx, event.id, person);
    if (standingCheckIn(claims) || !claims.some((c) => Boolean(c.walk_in_registered))) return;
    await seats().release(tx, { id: event.id, Capacity: event.Capacity }, Number(person.slice('member:'.length)));
    await tx.trx(CHECK_IN_TABLE).where({ event_id: event.id, person }).update({ walk_in_registered: false });
  }

  async function isAttendee(eventId: number, memberId: number) {
    return (await attendeeMembers(eventId)).some((m) => m.id === memberId);
  }

  return {
    async prepareTables() {
      const db = knex();
      if (await db.schema.hasTable(CHECK_IN_TABLE)) {
        // Columns added since the table's first version (security issue 3).
        if (!(await db.schema.hasColumn(CHECK_IN_TABLE, 'walk_in_registered'))) {
          await db.schema.alterTable(CHECK_IN_TABLE, (table) => table.boolean('walk_in_registered').notNullable().defaultTo(false));
        }
        if (!(await db.schema.hasColumn(CHECK_IN_TABLE, 'invitation'))) {
          await db.schema.alterTable(CHECK_IN_TABLE, (table) => table.string('invitation', 10).nullable());
        }
        return;
      }
      const events = strapi.db.metadata.get(EVENT).tableName;
      const membersTable = strapi.db.metadata.get(MEMBER).tableName;
      await db.schema.createTable(CHECK_IN_TABLE, (table) => {
        table.increments('id');
        table
          .string('client_id', 80)
          .notNullable()
          .unique({ indexName: `${CHECK_IN_TABLE}_client_uq` });
        table.integer('event_id').unsigned().notNullable().references('id').inTable(events).onDelete('CASCADE');
        table.integer('member_id').unsigned().nullable().references('id').inTable(membersTable).onDelete('CASCADE');
        table.string('person', 300).notNullable();
        table.string('kind', 10).notNullable();
        table.string('guest_name', 120).nullable();
        table.string('guest_email', 254).nullable();
        table.bigInteger('at').notNullable();
        table.integer('by_user').nullable();
        table.string('by_name', 200).notNullable();
        table.bigInteger('received_at').notNullable();
        table.bigInteger('undone_at').nullable();
        table.string('undone_by', 200).nullable();
        table.bigInteger('invited_at').nullable();
        // 'sent', or 'skipped' (the address was invited less than a month ago); null with invited_at: sent before it.
        table.string('invitation', 10).nullable();
        table.boolean('walk_in_registered').notNullable().defaultTo(false);
        table.index(['event_id', 'person'], `${CHECK_IN_TABLE}_event_person_idx`);
      });
    },

    async list(eventRef) {
      return read(await publishedEvent(eventRef));
    },

    async attendance(eventRef) {
      return (await read(await publishedEvent(eventRef))).attendance;
    },

    async presentGuests(eventId) {
      const rows = (await knex()(CHECK_IN_TABLE)
        .where({ event_id: eventId, kind: 'guest' })
        .select('id', 'client_id', 'person', 'guest_name', 'guest_email', 'at', 'by_name', 'kind', 'undone_at')) as Array<
        ClaimRow & { guest_email: string | null }
      >;
      const byPerson = new Map<string, typeof rows>();
      for (const row of rows) byPerson.set(row.person, [...(byPerson.get(row.person) ?? []), row]);
      return [...byPerson.values()]
        .flatMap((claims) => {
          const standing = standingCheckIn(claims);
          const named = claims.find((c) => c.guest_name && c.guest_email);
          return standing && named ? [{ name: named.guest_name!, email: named.guest_email!.trim(), at: standing.at }] : [];
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    },

    async checkIn(eventRef, request, organiser) {
      const event = await publishedEvent(eventRef);
      let person: string;
      if (request.kind === 'guest') {
        person = personOfGuest(request.guest.email);
      } else {
        const member = await strapi.db.query(MEMBER).findOne({ where: { id: request.memberId }, select: ['id'] });
        if (!member) throw new errors.NotFoundError(DOOR_MESSAGES.unknownMember);
        person = personOfMember(request.memberId);
      }
      // A walk-in registers the member under the sign-ups' lock, in this same transaction: a refused check-in
      // (its id reused, the door closed…) leaves no registration behind. A guest holds its organiser's count.
      const keys = [lockKey(event.id)];
      if (request.kind === 'walk-in') keys.push(signUpLockKey(event.id));
      if (request.kind === 'guest') keys.push(guestsLockKey(organiser.userId));
      return lockedTransaction(strapi, keys, async (tx) => {
        const { trx } = tx;
        const existing = (await trx(CHECK_IN_TABLE).where({ client_id: request.clientId }).first()) as ClaimRow | undefined;
        if (existing) {
          if (existing.event_id !== event.id || existing.person !== person) throw new errors.ApplicationError(DOOR_MESSAGES.claimReused);
          return answerFor(trx, event.id, person, request.clientId); // a replay: nothing new is recorded
        }
        const now = Date.now();
        assertDoorOpen(event, now);
        if (request.kind === 'member' && !(await isAttendee(event.id, request.memberId))) {
          throw new errors.ApplicationError(DOOR_MESSAGES.notRegistered, { code: 'not-registered' });
        }
        if (request.kind === 'guest') await assertGuestCaps(trx, event.id, person, organiser, now);
        // The member is there: registered whatever the capacity (and taken off the waitlist); false when they were already.
        const registered = request.kind === 'walk-in' ? await seats().admit(tx, event, request.memberId) : false;
        await trx(CHECK_IN_TABLE).insert({
          client_id: request.clientId,
          event_id: event.id,
          member_id: request.kind === 'guest' ? null : request.memberId,
          person,
          kind: request.kind,
          guest_name: request.kind === 'guest' ? request.guest.name : null,
          guest_email: request.kind === 'guest' ? request.guest.email.trim() : null,
          at: clampAt(request.at, now, windowOf(event).opensAt),
          by_user: organiser.userId,
          by_name: organiser.name,
          received_at: now,
          walk_in_registered: registered,
        });
        return answerFor(trx, event.id, person, request.clientId);
      });
    },

    async undo(eventRef, claims, organiser) {
      const event = await publishedEvent(eventRef);
      assertDoorOpen(event, Date.now());
      return lockedTransaction(strapi, [lockKey(event.id), signUpLockKey(event.id)], async (tx) => {
        const { trx } = tx;
        const rows = (await trx(CHECK_IN_TABLE)
          .where({ event_id: event.id })
          .whereIn('client_id', claims)
          .select('id', 'person')) as Array<{
          id: number;
          person: string;
        }>;
        if (rows.length === 0) throw new errors.NotFoundError('Aucun enregistrement à annuler');
        const persons = new Set(rows.map((r) => r.person));
        if (persons.size > 1) throw new errors.ValidationError('Une annulation ne concerne qu’une personne');
        await trx(CHECK_IN_TABLE)
          .whereIn(
            'id',
            rows.map((r) => r.id),
          )
          .whereNull('undone_at')
          .update({ undone_at: Date.now(), undone_by: organiser.name });
        await releaseWalkIn(tx, event, rows[0].person);
        return answerFor(trx, event.id, rows[0].person, null);
      });
    },

    async inviteGuests(now = new Date()) {
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: CLUB_TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now);
      const eventsTable = strapi.db.metadata.get(EVENT).tableName;
      const dateColumn = (strapi.db.metadata.get(EVENT).attributes.Date as { columnName?: string }).columnName ?? 'date';
      const nameColumn = (strapi.db.metadata.get(EVENT).attributes.Name as { columnName?: string }).columnName ?? 'name';
      // The day after the event only (its door closes that evening): a guest row of an event long past, or of one
      // ahead, never makes the club write to anyone.
      const due = (await knex()(CHECK_IN_TABLE)
        .join(eventsTable, `${eventsTable}.id`, `${CHECK_IN_TABLE}.event_id`)
        .where(`${CHECK_IN_TABLE}.kind`, 'guest')
        .whereNull(`${CHECK_IN_TABLE}.undone_at`)
        .whereNull(`${CHECK_IN_TABLE}.invited_at`)
        .where(`${eventsTable}.${dateColumn}`, '<', today)
        .where(`${eventsTable}.${dateColumn}`, '>=', addDays(today, -1))
        .orderBy(`${CHECK_IN_TABLE}.id`, 'asc')
        .select(
          `${CHECK_IN_TABLE}.event_id as eventId`,
          `${CHECK_IN_TABLE}.person as person`,
          `${CHECK_IN_TABLE}.guest_name as name`,
          `${CHECK_IN_TABLE}.guest_email as email`,
          `${eventsTable}.${nameColumn} as eventName`,
        )) as Array<{ eventId: number; person: string; name: string; email: string; eventName: string }>;
      const [appUrl, clubName] = [appUrlOf(), clubNameOf()];
      const seen = new Set<string>();
      let sent = 0;
      for (const guest of due) {
        const key = `${guest.eventId}|${guest.person}`;
        if (seen.has(key)) continue;
        seen.add(key);
        // Claimed before sending, under the address's lock: with several instances one of them decides, and an
        // address invited less than a month ago (at any event) is not written to again.
        const decision = await lockedTransaction(strapi, `guest-invitation:${guest.person}`, async ({ trx }) => {
          const claimedAt = Date.now();
          const recent = await trx(CHECK_IN_TABLE)
            .where({ person: guest.person })
            .where('invited_at', '>=', claimedAt - GUEST_INVITATION_INTERVAL_DAYS * DAY_MS)
            .where((q) => q.whereNull('invitation').orWhere('invitation', 'sent'))
            .first('id');
          const invitation = recent ? 'skipped' : 'sent';
          const claimed = await trx(CHECK_IN_TABLE)
            .where({ event_id: guest.eventId, person: guest.person })
            .whereNull('invited_at')
            .update({ invited_at: claimedAt, invitation });
          return claimed > 0 ? invitation : null;
        });
        if (decision !== 'sent') continue;
        // Names are checked at the door; one recorded before that check is left out rather than mailed.
        const greeting = guestNameError(guest.name ?? '') ? 'Bonjour,' : `Bonjour ${guest.name.trim()},`;
        const text = [
          greeting,
          `Merci d’être venu(e) à « ${guest.eventName} ». Le club vous invite à le rejoindre : créez votre compte membre pour retrouver les membres, les entreprises et les prochains événements.`,
          `Créer mon compte : ${appUrl}/register`,
          `À bientôt,\n${clubName}`,
          'Vous recevez ce message une seule fois, parce que vous avez été enregistré(e) comme invité(e) à cet événement.',
        ].join('\n\n');
        try {
          await strapi
            .plugin('email')
            .service('email')
            .send({ to: guest.email, subject: `${clubName} – rejoignez le club`, text });
          sent += 1;
        } catch (error) {
          strapi.log.error(`[door] guest invitation failed: ${error}`);
        }
      }
      return sent;
    },
  };
};
