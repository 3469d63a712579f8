// What the club keeps about a member, in ONE list: each source names the content types (those related to a member
// or an account) and the custom tables (a member_id column) it holds, how to export a member's rows (GDPR art. 15
// and 20: services/data-export.ts) and how to erase them (art. 17: services/erasure.ts). Export and erasure walk
// this list and nothing else, so they cannot drift apart; `gaps()` compares it with the schema and the database
// (at start-up, src/index.ts, and GET /club/personal-data in the back-office): a new relation to a member or a new
// table with a member_id column that is not listed here is reported, and the server refuses to start outside
// production. The privacy page (src/content/privacy-policy.ts) says the same list in French, with why and how long.
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { PUBLISHED_EVENT } from '../../event/services/event';
import type { Seats } from '../../event/services/seats';
import { CHECK_IN_TABLE } from '../../door/services/check-ins';
import { WAITLIST_TABLE } from '../../event/services/seats';
import { CLAIMS_TABLE } from '../../event/services/reminders';
import { PUSH_TABLE } from '../../push/services/subscriptions';
import { findGaps, PERSON_COLUMNS, personRelations, type Schemas } from '../../../utils/personal-data-gaps';

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';
const MEMBER_UID = 'api::member.member';
const COMPANY_UID = 'api::company.company';
const ATTENDEE_UID = 'api::event-attendee.event-attendee';
const EVENT_UID = 'api::event.event';
const MESSAGE_UID = 'api::event-message.event-message';
const TAG_UIDS = ['api::sector.sector', 'api::skill.skill', 'api::service.service'] as const;

/** The server's own bookkeeping: derived from the data or meaningless outside the server. */
const INTERNAL = new Set(['changedAt', 'SearchText', 'SortKey', 'ShareKeyVersion']);
const TAG = { select: ['id', 'Name'] };
const FILE = { select: ['id', 'name', 'url', 'size', 'mime', 'width', 'height', 'formats', 'createdAt'] };
const EVENT_FIELDS = ['id', 'documentId', 'Name', 'Date'];

type Row = Record<string, unknown> & { id: number };
type FileRow = Row & { name: string; url: string; size: number; formats?: Record<string, { url?: string }> | null };

/** Whose data: the account, and its member profile when it has one. */
export type Subject = { userId: number; member: { id: number; documentId: string } | null };

export type PersonalDataSource = {
  /** Its name (and the export's keys it writes). */
  key: string;
  /** The content types it holds (each one related to a member or an account). */
  contentTypes: string[];
  /** The custom tables it holds (each with a member_id column). */
  tables: string[];
  /** Its part of the member's export: keys merged into the document. */
  export(strapi: Core.Strapi, subject: Subject): Promise<Record<string, unknown>>;
  /**
   * Erases the member's rows, inside the erasure's transaction (`trx`), in the list's reverse order (the
   * member's own tables first, the member, the account last). What stays is said in the comment of each.
   */
  erase(strapi: Core.Strapi, subject: Subject, trx: Knex.Transaction): Promise<void>;
};

/** The scalar attributes of a content type (its own fields; relations and media are exported apart). */
function ownFields(strapi: Core.Strapi, uid: string): string[] {
  const { attributes } = strapi.getModel(uid as UID.Schema);
  return Object.entries(attributes)
    .filter(([name, attribute]) => !INTERNAL.has(name) && !['relation', 'media', 'component', 'dynamiczone'].includes(attribute.type))
    .map(([name]) => name);
}

const pick = (row: Row, fields: string[]) => Object.fromEntries(['id', 'documentId', ...fields].map((f) => [f, row[f] ?? null]));
const tags = (rows: unknown) => ((rows as Row[] | undefined) ?? []).map((row) => row.Name);
/** Milliseconds (a bigint column: a string on PostgreSQL) → ISO time. */
const isoTime = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)).toISOString());

function file(row: FileRow) {
  const renditions = Object.fromEntries(Object.entries(row.formats ?? {}).map(([name, format]) => [name, format?.url ?? null]));
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    /** Kilobytes, as Strapi stores it. */
    size: row.size,
    mime: row.mime,
    width: row.width,
    height: row.height,
    uploadedAt: row.createdAt,
    renditions,
  };
}

/** The events named by id, as an export shows them (id, name, date), in one query. */
async function eventsById(strapi: Core.Strapi, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = (await strapi.db.query(EVENT_UID).findMany({ where: { id: { $in: [...new Set(ids)] } }, select: EVENT_FIELDS })) as Row[];
  return new Map(rows.map((row) => [row.id, pick(row, ['Name', 'Date'])]));
}

const knexOf = (strapi: Core.Strapi) => strapi.db.connection as unknown as Knex;

export const PERSONAL_DATA_SOURCES: PersonalDataSource[] = [
  {
    // The login: e-mail, generated username, role, dates. Never the password hash, reset or confirmation codes.
    // The role is the account's relation to plugin::users-permissions.role (its `users` side).
    key: 'account',
    contentTypes: [USER_UID, ROLE_UID],
    tables: [],
    async export(strapi, { userId }) {
      const user = (await strapi.db.query(USER_UID).findOne({
        where: { id: userId },
        select: ['id', 'username', 'email', 'provider', 'confirmed', 'blocked', 'createdAt', 'updatedAt'],
        populate: { role: { select: ['name'] } },
      })) as (Row & { role?: { name: string } }) | null;
      if (!user) return { account: null };
      const { role, ...account } = user;
      return { account: { ...account, role: role?.name ?? null } };
    },
    // Last: its tokens die with it (the JWT check finds no user).
    async erase(strapi, { userId }) {
      await strapi.db.query(USER_UID).delete({ where: { id: userId } });
    },
  },
  {
    // The profile, its photo, its sectors and skills, the reminder choice. The tags' `members` side and their
    // `creator` (who typed a tag first) point at the member: their link rows go with it; the tags stay.
    key: 'member',
    contentTypes: [MEMBER_UID, ...TAG_UIDS],
    tables: [],
    async export(strapi, { member: subject }) {
      if (!subject) return { member: null, reminderPreference: null, uploads: [], tagsCreated: [] };
      const memberFields = ownFields(strapi, MEMBER_UID);
      const member = (await strapi.db.query(MEMBER_UID).findOne({
        where: { id: subject.id },
        select: ['id', 'documentId', ...memberFields],
        populate: { BioImage: FILE, sectors: TAG, skills: TAG },
      })) as (Row & { BioImage?: FileRow[]; EventReminders?: boolean | null; EventChanges?: boolean | null }) | null;
      if (!member) return { member: null, reminderPreference: null, uploads: [], tagsCreated: [] };
      const tagsCreated: Array<{ type: string; Name: unknown }> = [];
      for (const uid of TAG_UIDS) {
        const rows = (await strapi.db.query(uid).findMany({ where: { creator: { id: member.id } }, select: ['id', 'Name'] })) as Row[];
        tagsCreated.push(...rows.map((row) => ({ type: uid.split('.').pop()!, Name: row.Name })));
      }
      return {
        member: { ...pick(member, memberFields), sectors: tags(member.sectors), skills: tags(member.skills) },
        // Unset means on (the default): the export says what the club acts on.
        reminderPreference: { eventReminders: member.EventReminders !== false, eventChanges: member.EventChanges !== false },
        uploads: (member.BioImage ?? []).map(file),
        tagsCreated,
      };
    },
    // Through the Document Service: the directory's lifecycles leave a tombstone so phones drop the member, and
    // every link row (companies, tags, sign-ups, account) goes with it. Its photo's files are removed by the
    // erasure after the commit (files cannot be rolled back).
    async erase(strapi, { member }) {
      if (member) await strapi.documents(MEMBER_UID).delete({ documentId: member.documentId });
    },
  },
  {
    // The member's companies (members and creator relations). The companies stay when the member goes (they may
    // hold other people's work: the organisers decide); only the member's link rows go, with the member.
    key: 'companies',
    contentTypes: [COMPANY_UID],
    tables: [],
    async export(strapi, { member }) {
      if (!member) return { companies: [] };
      const companyFields = ownFields(strapi, COMPANY_UID);
      const rows = (await strapi.db.query(COMPANY_UID).findMany({
        where: { members: { id: member.id } },
        select: ['id', 'documentId', ...companyFields],
        populate: {
          Logo: FILE,
          Photos: FILE,
          sectors: TAG,
          skills: TAG,
          services: TAG,
          creator: { select: ['id'] },
          members: { select: ['id', 'Name', 'HiddenFromDirectory'] },
        },
        orderBy: { id: 'asc' },
      })) as Array<Row & { Logo?: FileRow | null; Photos?: FileRow[]; creator?: Row | null; members?: Row[] }>;
      return {
        companies: rows.map((company) => ({
          ...pick(company, companyFields),
          sectors: tags(company.sectors),
          skills: tags(company.skills),
          services: tags(company.services),
          logo: company.Logo ? file(company.Logo) : null,
          photos: (company.Photos ?? []).map(file),
          createdByYou: company.creator?.id === member.id,
          // Of the others, only their public name, and only of those not hidden from the directory.
          otherMembers: (company.members ?? [])
            .filter((other) => other.id !== member.id && other.HiddenFromDirectory !== true)
            .map((other) => ({ id: other.id, Name: other.Name })),
        })),
      };
    },
    async erase() {
      // Nothing of its own: the member's link rows go with the member (source 'member').
    },
  },
  {
    // Sign-ups to published events. The link rows go with the member; the erasure then gives the freed seats on.
    key: 'eventSignUps',
    contentTypes: [ATTENDEE_UID],
    tables: [],
    async export(strapi, { member }) {
      if (!member) return { eventSignUps: [] };
      const attendances = (await strapi.db.query(ATTENDEE_UID).findMany({
        where: { members: { id: member.id }, event: PUBLISHED_EVENT },
        select: ['id'],
        populate: { event: { select: ['id', 'documentId', 'Name', 'Date', 'StartingTime', 'EndTime', 'Address'] } },
      })) as Array<Row & { event?: Row | null }>;
      return { eventSignUps: attendances.filter((a) => a.event).map((a) => ({ event: a.event })) };
    },
    async erase() {
      // Nothing of its own: the link rows go with the member (source 'member').
    },
  },
  {
    // Places on full events' waitlists (services/seats.ts), with the member's position today.
    key: 'waitlist',
    contentTypes: [],
    tables: [WAITLIST_TABLE],
    async export(strapi, { member }) {
      if (!member) return { waitlist: [] };
      const rows = (await knexOf(strapi)(WAITLIST_TABLE)
        .where({ member_id: member.id })
        .orderBy('id')
        .select('event_id', 'joined_at')) as Array<{ event_id: number; joined_at: unknown }>;
      const events = await eventsById(
        strapi,
        rows.map((r) => r.event_id),
      );
      const seats = strapi.service('api::event.seats') as unknown as Seats;
      const waitlist = [];
      for (const row of rows) {
        const state = await seats.stateOf(row.event_id, member.id);
        waitlist.push({
          event: events.get(row.event_id) ?? { id: row.event_id },
          joinedAt: isoTime(row.joined_at),
          position: state.position,
        });
      }
      return { waitlist };
    },
    // Also a foreign key ON DELETE CASCADE, but said here: the list, not the schema, is what erasure follows.
    async erase(_strapi, { member }, trx) {
      if (member) await trx(WAITLIST_TABLE).where({ member_id: member.id }).delete();
    },
  },
  {
    // Attendance at the door (api/door): each check-in of the member (event, time at the door, kind: member or
    // walk-in, withdrawn or not). Guests' rows have no member: services/guest-data.ts erases them after 12 months.
    key: 'checkIns',
    contentTypes: [],
    tables: [CHECK_IN_TABLE],
    async export(strapi, { member }) {
      if (!member) return { checkIns: [] };
      const rows = (await knexOf(strapi)(CHECK_IN_TABLE)
        .where({ member_id: member.id })
        .orderBy('at')
        .select('event_id', 'at', 'kind', 'undone_at')) as Array<{ event_id: number; at: unknown; kind: string; undone_at: unknown }>;
      const events = await eventsById(
        strapi,
        rows.map((r) => r.event_id),
      );
      return {
        checkIns: rows.map((row) => ({
          event: events.get(row.event_id) ?? { id: row.event_id },
          at: isoTime(row.at),
          kind: row.kind,
          undoneAt: isoTime(row.undone_at),
        })),
      };
    },
    async erase(_strapi, { member }, trx) {
      if (member) await trx(CHECK_IN_TABLE).where({ member_id: member.id }).delete();
    },
  },
  {
    // The mails the club sent the member and keeps a trace of (event_mail_claims): the day-before reminders, the
    // notices of a moved event, and the organisers' messages (api::event-message, whose text is kept; the row here says who received it).
    // No foreign key on this table: without this erase, a deleted member's rows stayed.
    key: 'mails',
    contentTypes: [],
    tables: [CLAIMS_TABLE],
    async export(strapi, { member }) {
      if (!member) return { remindersSent: [], pushRemindersSent: [], changeNoticesSent: [], messagesReceived: [] };
      const rows = (await knexOf(strapi)(CLAIMS_TABLE)
        .where({ member_id: member.id })
        .orderBy('id')
        .select('kind', 'event_id', 'stamp', 'claimed_at')) as Array<{
        kind: string;
        event_id: number;
        stamp: string;
        claimed_at: unknown;
      }>;
      const events = await eventsById(
        strapi,
        rows.map((r) => r.event_id),
      );
      const messageIds = rows.filter((r) => r.kind === 'message').map((r) => Number(String(r.stamp).replace(/^message:/, '')));
      const messages = messageIds.length
        ? ((await strapi.db.query(MESSAGE_UID).findMany({
            where: { id: { $in: messageIds } },
            select: ['id', 'Subject', 'Text', 'SentBy', 'createdAt'],
          })) as Array<Row & { Subject: string; Text: string; SentBy: string; createdAt: string | Date }>)
        : [];
      const byId = new Map(messages.map((m) => [m.id, m]));
      return {
        remindersSent: rows
          .filter((r) => r.kind === 'reminder')
          .map((r) => ({ event: events.get(r.event_id) ?? { id: r.event_id }, sentAt: isoTime(r.claimed_at) })),
        pushRemindersSent: rows
          .filter((r) => r.kind === 'push-reminder')
          .map((r) => ({ event: events.get(r.event_id) ?? { id: r.event_id }, sentAt: isoTime(r.claimed_at) })),
        changeNoticesSent: rows
          .filter((r) => r.kind === 'change')
          .map((r) => ({ event: events.get(r.event_id) ?? { id: r.event_id }, sentAt: isoTime(r.claimed_at) })),
        messagesReceived: rows
          .filter((r) => r.kind === 'message')
          .flatMap((r) => {
            const message = byId.get(Number(String(r.stamp).replace(/^message:/, '')));
            if (!message) return [];
            return [
              {
                event: events.get(r.event_id) ?? { id: r.event_id },
                subject: message.Subject,
                text: message.Text,
                sentBy: message.SentBy,
                sentAt: new Date(message.createdAt).toISOString(),
              },
            ];
          }),
      };
    },
    async erase(_strapi, { member }, trx) {
      if (member) await trx(CLAIMS_TABLE).where({ member_id: member.id }).delete();
    },
  },
  {
    // The phones that receive the member's notifications (api/push): each device's name, choices and dates, and
    // its push service. Not its endpoint and keys: they are that browser's, and only let one push to it.
    key: 'pushDevices',
    contentTypes: [],
    tables: [PUSH_TABLE],
    async export(strapi, { member }) {
      if (!member) return { pushDevices: [] };
      const rows = (await knexOf(strapi)(PUSH_TABLE).where({ member_id: member.id }).orderBy('id')) as Array<Record<string, unknown>>;
      return {
        pushDevices: rows.map((row) => ({
          device: row.device,
          pushService: new URL(String(row.endpoint)).host,
          seatFreed: Boolean(row.kind_seat_freed),
          reminder: Boolean(row.kind_reminder),
          change: Boolean(row.kind_change),
          message: Boolean(row.kind_message),
          subscribedAt: isoTime(row.created_at),
          lastUsedAt: isoTime(row.used_at),
        })),
      };
    },
    // The phones stop receiving at once: their subscriptions are gone from the server.
    async erase(_strapi, { member }, trx) {
      if (member) await trx(PUSH_TABLE).where({ member_id: member.id }).delete();
    },
  },
];

/** Every table of the database (SQLite or PostgreSQL; MySQL too). */
async function tableNames(strapi: Core.Strapi): Promise<string[]> {
  const knex = knexOf(strapi);
  const client = strapi.db.dialect.client;
  if (client === 'sqlite') {
    const rows = (await knex.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")) as Array<{
      name: string;
    }>;
    return rows.map((r) => r.name);
  }
  const schema = client === 'postgres' ? 'current_schema()' : 'database()';
  const result = (await knex.raw(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ${schema} AND table_type = 'BASE TABLE'`,
  )) as { rows?: Array<{ name: string }> } | Array<Array<{ name: string }>>;
  const rows = Array.isArray(result) ? result[0] : (result.rows ?? []);
  return rows.map((r) => r.name);
}

export type PersonalData = {
  sources(): PersonalDataSource[];
  gaps(): Promise<string[]>;
};

export default ({ strapi }: { strapi: Core.Strapi }): PersonalData => ({
  sources: () => PERSONAL_DATA_SOURCES,

  async gaps() {
    const schemas = { ...strapi.contentTypes, ...strapi.components } as unknown as Schemas;
    // Strapi's own tables (each content type's and each relation's link table) are covered through the schema;
    // the others are the custom ones (created with knex at start).
    const managed = new Set<string>();
    for (const meta of (
      strapi.db.metadata as unknown as Map<string, { tableName: string; attributes: Record<string, unknown> }>
    ).values()) {
      managed.add(meta.tableName);
      for (const attribute of Object.values(meta.attributes)) {
        const joinTable = (attribute as { joinTable?: { name?: string } }).joinTable;
        if (joinTable?.name) managed.add(joinTable.name);
      }
    }
    const knex = knexOf(strapi);
    const tables = await tableNames(strapi);
    const customTables: Array<{ name: string; columns: string[] }> = [];
    for (const name of tables.filter((t) => !managed.has(t))) {
      const columns: string[] = [];
      for (const column of PERSON_COLUMNS) if (await knex.schema.hasColumn(name, column)) columns.push(column);
      if (columns.length) customTables.push({ name, columns });
    }
    return findGaps(PERSONAL_DATA_SOURCES, personRelations(schemas), customTables, {
      contentTypes: new Set(Object.keys(schemas)),
      tables: new Set(tables),
    });
  },
});
