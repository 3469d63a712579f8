// A member's devices that receive Web Push (issue 46): one row per browser subscription, in a table of its own
// (never on the REST API nor in the back-office: an endpoint is a capability, whoever holds it may push to that
// phone). A row belongs to the member signed in when it was saved; only that member reads, changes or removes it
// (controllers/push.ts). The server pushes only to endpoints of a known push service (PUSH_SERVICE_HOSTS adds
// one, e.g. the tests' loopback stand-in): otherwise a member could make the server POST to any address.
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ALL_PUSH_KINDS_ON, PUSH_KINDS, PUSH_LIMITS, PUSH_MESSAGES, type PushChoices, type PushKind } from '@club/contract';

export const PUSH_TABLE = 'push_subscriptions';

/** Each kind's column: a device's choice. */
const COLUMN: Record<PushKind, string> = {
  seatFreed: 'kind_seat_freed',
  reminder: 'kind_reminder',
  change: 'kind_change',
  message: 'kind_message',
};

/** The push services of Chrome (FCM), Firefox (Mozilla), Safari (Apple) and Edge (Windows). */
const KNOWN_PUSH_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

export type DeviceSubscription = { endpoint: string; p256dh: string; auth: string };
export type Device = DeviceSubscription & { id: number; memberId: number; choices: PushChoices };
export type SubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string }; device: string };

type Row = {
  id: number;
  member_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
} & Record<(typeof COLUMN)[PushKind], boolean | number>;

export class PushInputError extends Error {}

const endpointKey = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');
const choicesOf = (row: Row): PushChoices =>
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, Boolean(row[COLUMN[kind] as keyof Row])])) as PushChoices;
const columnsOf = (choices: Partial<PushChoices>) =>
  Object.fromEntries(Object.entries(choices).map(([kind, on]) => [COLUMN[kind as PushKind], on]));

const allowedHosts = () => [
  ...KNOWN_PUSH_HOSTS,
  ...(process.env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
];

const isAllowedHost = (hostname: string) => allowedHosts().some((host) => hostname === host || hostname.endsWith(`.${host}`));

const isKey = (value: unknown, bytes: number): value is string =>
  typeof value === 'string' && value.length < 200 && /^[A-Za-z0-9_-]+=*$/.test(value) && Buffer.from(value, 'base64url').length === bytes;

/** The browser's PushSubscription (toJSON) checked: an https endpoint of a known push service, a P-256 key, a 16-byte secret. */
export function checkSubscription(body: unknown): SubscriptionInput {
  const input = (body ?? {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown }; device?: unknown };
  const { endpoint, keys } = input;
  if (typeof endpoint !== 'string' || endpoint.length > PUSH_LIMITS.endpointMaxLength)
    throw new PushInputError(PUSH_MESSAGES.badSubscription);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushInputError(PUSH_MESSAGES.badSubscription);
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw new PushInputError(PUSH_MESSAGES.badSubscription);
  if (!isAllowedHost(url.hostname.toLowerCase())) throw new PushInputError(PUSH_MESSAGES.unknownPushService);
  // An uncompressed P-256 point (0x04, x, y) and the 16-byte authentication secret (RFC 8291).
  if (!isKey(keys?.p256dh, 65) || Buffer.from(keys.p256dh, 'base64url')[0] !== 4 || !isKey(keys?.auth, 16))
    throw new PushInputError(PUSH_MESSAGES.badSubscription);
  const device = typeof input.device === 'string' ? input.device.trim().slice(0, PUSH_LIMITS.deviceLabelMaxLength) : '';
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth as string }, device };
}

/** Partial choices: only known kinds, each true or false. */
export function checkChoices(body: unknown): Partial<PushChoices> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new PushInputError(PUSH_MESSAGES.badChoices);
  const entries = Object.entries(body);
  if (entries.some(([kind, on]) => !PUSH_KINDS.includes(kind as PushKind) || typeof on !== 'boolean'))
    throw new PushInputError(PUSH_MESSAGES.badChoices);
  return Object.fromEntries(entries) as Partial<PushChoices>;
}

export type PushSubscriptions = {
  prepareTables(): Promise<void>;
  /** Saves this device for the member (a device another account had is now theirs); answers its choices. */
  save(memberId: number, input: SubscriptionInput): Promise<PushChoices>;
  /** The device's choices, if it is the member's. */
  choices(memberId: number, endpoint: string): Promise<PushChoices | null>;
  setChoices(memberId: number, endpoint: string, change: Partial<PushChoices>): Promise<PushChoices | null>;
  /** Removes the member's device; false when it was not theirs. */
  remove(memberId: number, endpoint: string): Promise<boolean>;
  /** The push service said the subscription is gone (404/410). */
  forget(id: number): Promise<void>;
  /** The members' devices that receive `kind`. */
  devicesFor(memberIds: number[], kind: PushKind): Promise<Device[]>;
  /** The member's device named by its endpoint. */
  device(memberId: number, endpoint: string): Promise<Device | null>;
  countOf(memberId: number): Promise<number>;
  markUsed(ids: number[]): Promise<void>;
};

export default ({ strapi }: { strapi: Core.Strapi }): PushSubscriptions => {
  const knex = () => strapi.db.connection;
  const ofMember = (memberId: number, endpoint: string) => ({ member_id: memberId, endpoint_key: endpointKey(endpoint) });
  const toDevice = (row: Row): Device => ({
    id: row.id,
    memberId: row.member_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    choices: choicesOf(row),
  });

  const subscriptions: PushSubscriptions = {
    async prepareTables() {
      const db = knex();
      if (await db.schema.hasTable(PUSH_TABLE)) return;
      await db.schema.createTable(PUSH_TABLE, (table) => {
        table.increments('id');
        table.integer('member_id').notNullable().index(`${PUSH_TABLE}_member_idx`);
        // The endpoint's SHA-256: a short unique key (an endpoint may be 2 KB).
        table
          .string('endpoint_key', 64)
          .notNullable()
          .unique({ indexName: `${PUSH_TABLE}_endpoint_uq` });
        table.text('endpoint').notNullable();
        table.string('p256dh', 100).notNullable();
        table.string('auth', 40).notNullable();
        for (const column of Object.values(COLUMN)) table.boolean(column).notNullable().defaultTo(true);
        table.string('device', PUSH_LIMITS.deviceLabelMaxLength).notNullable().defaultTo('');
        table.bigInteger('created_at').notNullable();
        table.bigInteger('used_at').notNullable();
      });
    },

    async save(memberId, { endpoint, keys, device }) {
      const key = endpointKey(endpoint);
      const now = Date.now();
      const db = knex();
      const existing = (await db(PUSH_TABLE).where({ endpoint_key: key }).first()) as Row | undefined;
      if (existing) {
        // The same browser: new keys if the browser renewed them; a device another account left is this member's
        // now, with every kind on (their choices were not this member's).
        const changedHands = existing.member_id !== memberId;
        await db(PUSH_TABLE)
          .where({ id: existing.id })
          .update({
            member_id: memberId,
            p256dh: keys.p256dh,
            auth: keys.auth,
            device,
            used_at: now,
            ...(changedHands && { ...columnsOf(ALL_PUSH_KINDS_ON), created_at: now }),
          });
        return changedHands ? ALL_PUSH_KINDS_ON : choicesOf(existing);
      }
      try {
        await db(PUSH_TABLE).insert({
          member_id: memberId,
          endpoint_key: key,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          ...columnsOf(ALL_PUSH_KINDS_ON),
          device,
          created_at: now,
          used_at: now,
        });
      } catch (error) {
        // The same device saved twice at once: the other insert won, and it holds the same subscription.
        if (!/unique|duplicate/i.test(String((error as Error).message ?? error))) throw error;
      }
      // Beyond the cap, the devices unused the longest go (an old phone never answered 410 yet).
      const extra = (await db(PUSH_TABLE)
        .where({ member_id: memberId })
        .orderBy([
          { column: 'used_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .offset(PUSH_LIMITS.devicesPerMember)
        .select('id')) as Array<{ id: number }>;
      if (extra.length > 0)
        await db(PUSH_TABLE)
          .whereIn(
            'id',
            extra.map((row) => row.id),
          )
          .delete();
      return ALL_PUSH_KINDS_ON;
    },

    async choices(memberId, endpoint) {
      const row = (await knex()(PUSH_TABLE).where(ofMember(memberId, endpoint)).first()) as Row | undefined;
      return row ? choicesOf(row) : null;
    },

    async setChoices(memberId, endpoint, change) {
      const updated = await knex()(PUSH_TABLE).where(ofMember(memberId, endpoint)).update(columnsOf(change));
      return updated > 0 ? subscriptions.choices(memberId, endpoint) : null;
    },

    async remove(memberId, endpoint) {
      return (await knex()(PUSH_TABLE).where(ofMember(memberId, endpoint)).delete()) > 0;
    },

    async forget(id) {
      await knex()(PUSH_TABLE).where({ id }).delete();
    },

    async devicesFor(memberIds, kind) {
      if (memberIds.length === 0) return [];
      const rows: Row[] = [];
      // In batches: SQLite takes at most 999 values in one statement.
      for (let start = 0; start < memberIds.length; start += 500) {
        const batch = memberIds.slice(start, start + 500);
        rows.push(...((await knex()(PUSH_TABLE).whereIn('member_id', batch).where(COLUMN[kind], true)) as Row[]));
      }
      return rows.map(toDevice);
    },

    async device(memberId, endpoint) {
      const row = (await knex()(PUSH_TABLE).where(ofMember(memberId, endpoint)).first()) as Row | undefined;
      return row ? toDevice(row) : null;
    },

    async countOf(memberId) {
      const counted = (await knex()(PUSH_TABLE).where({ member_id: memberId }).count({ n: '*' })) as Array<{ n: number | string }>;
      return Number(counted[0]?.n ?? 0);
    },

    async markUsed(ids) {
      if (ids.length > 0) await knex()(PUSH_TABLE).whereIn('id', ids).update({ used_at: Date.now() });
    },
  };
  return subscriptions;
};
