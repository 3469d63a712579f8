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
// Every change of an event's claims runs under the event's door lock (utils/lock.ts).
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
} from '@club/contract';
import { isDbId } from '../../../utils/input';
import { lockedTransaction } from '../../../utils/lock';
import { rules } from '../../../utils/rules';
import { PUBLISHED_EVENT } from '../../event/services/event';

export const CHECK_IN_TABLE = 'event_check_ins';
const EVENT = 'api::event.event';
const ATTENDEE = 'api::event-attendee.event-attendee';
const MEMBER = 'api::member.member';
/** A phone's clock is trusted for the time at the door within this window (a sync the next morning is fine). */
const PAST_WINDOW_MS = 7 * 86_400_000;
const FUTURE_SLACK_MS = 5 * 60_000;

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
};

type EventRow = { id: number; documentId: string; Name: string; Date: string };

export type CheckIns = {
  prepareTables(): Promise<void>;
  list(eventRef: string): Promise<DoorList>;
  attendance(eventRef: string): Promise<Attendance>;
  checkIn(eventRef: string, request: CheckInRequest, organiser: Organiser): Promise<CheckInAnswer>;
  undo(eventRef: string, claims: string[], organiser: Organiser): Promise<CheckInAnswer>;
  /** Sends each guest of a past event their invitation to join, once (the cron). Returns how many were sent. */
  inviteGuests(now?: Date): Promise<number>;
};

const personOfMember = (memberId: number) => `member:${memberId}`;
const personOfGuest = (email: string) => `guest:${email.trim().toLowerCase()}`;

/** A guest's key for the phones: opaque (the first claim's row id), never their e-mail. */
const guestKeyOf = (rows: Array<{ id: number }>) => `g${Math.min(...rows.map((r) => r.id))}`;

function clampAt(at: number, now: number): number {
  return Number.isFinite(at) && at >= now - PAST_WINDOW_MS && at <= now + FUTURE_SLACK_MS ? Math.min(at, now) : now;
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
      select: ['id', 'documentId', 'Name', 'Date'],
    })) as EventRow | null;
    if (!event) throw new errors.NotFoundError('Événement introuvable');
    return event;
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
      attendees,
      guests,
      attendance: attendanceOf([
        ...attendees.map((attendee) => ({ guest: false, checkIn: attendee.checkIn })),
        ...guests.map((guest) => ({ guest: true, checkIn: guest.checkIn })),
      ]),
      readAt,
    };
  }

  async function isAttendee(eventId: number, memberId: number) {
    return (await attendeeMembers(eventId)).some((m) => m.id === memberId);
  }

  return {
    async prepareTables() {
      const db = knex();
      if (await db.schema.hasTable(CHECK_IN_TABLE)) return;
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
        table.index(['event_id', 'person'], `${CHECK_IN_TABLE}_event_person_idx`);
      });
    },

    async list(eventRef) {
      return read(await publishedEvent(eventRef));
    },

    async attendance(eventRef) {
      return (await read(await publishedEvent(eventRef))).attendance;
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
        if (request.kind === 'walk-in') await rules.event(strapi).admit(event.id, request.memberId);
      }
      return lockedTransaction(strapi, lockKey(event.id), async ({ trx }) => {
        const existing = (await trx(CHECK_IN_TABLE).where({ client_id: request.clientId }).first()) as ClaimRow | undefined;
        if (existing) {
          if (existing.event_id !== event.id || existing.person !== person) throw new errors.ApplicationError(DOOR_MESSAGES.claimReused);
          return answerFor(trx, event.id, person, request.clientId); // a replay: nothing new is recorded
        }
        if (request.kind === 'member' && !(await isAttendee(event.id, request.memberId))) {
          throw new errors.ApplicationError(DOOR_MESSAGES.notRegistered, { code: 'not-registered' });
        }
        const now = Date.now();
        await trx(CHECK_IN_TABLE).insert({
          client_id: request.clientId,
          event_id: event.id,
          member_id: request.kind === 'guest' ? null : request.memberId,
          person,
          kind: request.kind,
          guest_name: request.kind === 'guest' ? request.guest.name : null,
          guest_email: request.kind === 'guest' ? request.guest.email.trim() : null,
          at: clampAt(request.at, now),
          by_user: organiser.userId,
          by_name: organiser.name,
          received_at: now,
        });
        return answerFor(trx, event.id, person, request.clientId);
      });
    },

    async undo(eventRef, claims, organiser) {
      const event = await publishedEvent(eventRef);
      return lockedTransaction(strapi, lockKey(event.id), async ({ trx }) => {
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
      const due = (await knex()(CHECK_IN_TABLE)
        .join(eventsTable, `${eventsTable}.id`, `${CHECK_IN_TABLE}.event_id`)
        .where(`${CHECK_IN_TABLE}.kind`, 'guest')
        .whereNull(`${CHECK_IN_TABLE}.undone_at`)
        .whereNull(`${CHECK_IN_TABLE}.invited_at`)
        .where(`${eventsTable}.${dateColumn}`, '<', today)
        .select(
          `${CHECK_IN_TABLE}.event_id as eventId`,
          `${CHECK_IN_TABLE}.person as person`,
          `${CHECK_IN_TABLE}.guest_name as name`,
          `${CHECK_IN_TABLE}.guest_email as email`,
          `${eventsTable}.${nameColumn} as eventName`,
        )) as Array<{ eventId: number; person: string; name: string; email: string; eventName: string }>;
      const appUrl = (process.env.APP_URL || 'http://localhost:4173').replace(/\/+$/, '');
      const clubName = process.env.CLUB_NAME || 'Club Entrepreneurs Belges';
      const seen = new Set<string>();
      let sent = 0;
      for (const guest of due) {
        const key = `${guest.eventId}|${guest.person}`;
        if (seen.has(key)) continue;
        seen.add(key);
        // Claimed before sending: with several instances, one of them sends it.
        const claimed = await knex()(CHECK_IN_TABLE)
          .where({ event_id: guest.eventId, person: guest.person })
          .whereNull('invited_at')
          .update({ invited_at: Date.now() });
        if (claimed === 0) continue;
        const text = [
          `Bonjour ${guest.name},`,
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
