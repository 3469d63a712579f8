// Change tracking for the directory sync (docs/decisions/0012-directory-sync.md). Every write to a record a
// directory row shows — the member itself, its companies, a sector's name, an attendee list, a logo —
// stamps the rows it alters with `changedAt` (the database's clock, inside the writing transaction, so
// several Strapi instances share one clock) and recomputes their search and sort keys. A deleted record
// leaves a tombstone in `directory_removals`. A phone then asks "what changed since my cursor?" and the
// answer is an indexed range of `changed_at`, not a rebuild of the directory.
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { DIRECTORY_KINDS, pageOrder, PROJECTIONS, PROJECTIONS_VERSION, TRACKED_UIDS, whereAlong, type DirectoryKind } from './projections';
import { searchText } from '@club/contract';
import { sortKey } from '../../../utils/sort-key';
import { envMilliseconds } from '../../../lifecycle/env';

export const REMOVALS_TABLE = 'directory_removals';
const MEMBER_UID = 'api::member.member';
/** Tombstones older than this are forgotten: a phone that last synced before then downloads again. */
export const REMOVAL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Every row is stamped again at start when this changes: the projections (a field added to a directory, a
 * field searched: phones fetch the new shape, the search text is recomputed), or the way keys are computed
 * (bump the number).
 */
const KEYS_VERSION = `2:${PROJECTIONS_VERSION}`;
const CHUNK = 500;
/** How long refreshes share one lookup of a directory's newest change (0: each asks the database). */
const newestTtl = () => envMilliseconds('DIRECTORY_NEWEST_TTL_MS', 250, 0);

type Affected = Map<DirectoryKind, Set<number>>;

export type NewestChange = { row: { at: number; id: number } | null; removedAt: number };

/**
 * True when a sync that reached `since` has nothing to fetch: the same test as the changes' keyset (a row
 * stamped after the cursor, or at its stamp with a greater id; a tombstone after it). The cursor of a
 * finished sync is usually its last row itself, so "no stamp at or after the cursor" would never hold.
 */
export function unchangedSince(since: { at: number; id: number }, newest: NewestChange): boolean {
  const { row, removedAt } = newest;
  const rowAfter = row !== null && (row.at > since.at || (row.at === since.at && row.id > since.id));
  return !rowAfter && removedAt <= since.at;
}
type LifecycleEvent = {
  model: { uid: string; tableName: string };
  params: { where?: unknown };
  state: Record<string, unknown>;
  result?: unknown;
};

/** The database's "now" in milliseconds (one clock for every instance). */
async function databaseNow(trx: Knex | Knex.Transaction, client: string): Promise<number> {
  const sql =
    client === 'postgres'
      ? 'SELECT CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT) AS now'
      : client === 'mysql'
        ? 'SELECT CAST(UNIX_TIMESTAMP(NOW(3)) * 1000 AS UNSIGNED) AS now'
        : "SELECT CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER) AS now";
  const result = (await trx.raw(sql)) as unknown;
  // knex answers rows (SQLite), { rows } (PostgreSQL) or [rows, fields] (MySQL).
  const rows = (Array.isArray(result) ? (Array.isArray(result[0]) ? result[0] : result) : (result as { rows: unknown[] }).rows) as Array<{
    now: number | string;
  }>;
  return Number(rows[0].now);
}

const tableOf = (strapi: Core.Strapi, kind: DirectoryKind) => strapi.db.metadata.get(PROJECTIONS[kind].uid).tableName;

/** The columns of a directory page's order (its `SortKey`, or the kind's own order), then the id. */
export function pageOrderColumns(strapi: Core.Strapi, kind: DirectoryKind): string[] {
  const attributes = strapi.db.metadata.get(PROJECTIONS[kind].uid).attributes as Record<string, { columnName?: string }>;
  return pageOrder(PROJECTIONS[kind])
    .flatMap((entry) => Object.keys(entry))
    .map((name) => attributes[name]?.columnName ?? name);
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let paused = 0;
  // A burst of refreshes (phones arriving at an event) shares one lookup of the newest change per directory
  // for a moment. A stale answer only says "unchanged" a little longer: it keeps the phone's cursor, so the
  // next refresh fetches what it missed. This instance's own writes drop it at once; another instance's
  // writes are seen within the moment.
  const newest = new Map<DirectoryKind, { at: number; value: Promise<NewestChange> }>();
  /** Runs a write of a directory's stamps or tombstones, then drops its shared lookup (also on failure). */
  async function afterWhichNewestIsForgotten<T>(kind: DirectoryKind, write: () => Promise<T>) {
    try {
      return await write();
    } finally {
      newest.delete(kind);
    }
  }
  const client = () => strapi.db.dialect.client as string;

  /** The ids of each directory's rows that show the records `ids` of `uid`. */
  async function affectedBy(uid: string, ids: number[]): Promise<Affected> {
    const affected: Affected = new Map();
    if (ids.length === 0) return affected;
    for (const kind of DIRECTORY_KINDS) {
      const paths = PROJECTIONS[kind].dependsOn[uid as UID.Schema] ?? [];
      const found = new Set<number>();
      for (const path of paths) {
        if (path.length === 0) {
          ids.forEach((id) => found.add(id));
          continue;
        }
        const rows = (await strapi.db.query(PROJECTIONS[kind].uid).findMany({ where: whereAlong(path, ids), select: ['id'] })) as Array<{
          id: number;
        }>;
        rows.forEach((row) => found.add(row.id));
      }
      if (found.size) affected.set(kind, found);
    }
    return affected;
  }

  async function readNewestChange(kind: DirectoryKind): Promise<NewestChange> {
    const knex = strapi.db.connection;
    const [row] = (await knex(tableOf(strapi, kind))
      .select({ at: 'changed_at', id: 'id' })
      .whereNotNull('changed_at')
      .orderBy([
        { column: 'changed_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(1)) as Array<{ at: number | string; id: number }>;
    const [removal] = (await knex(REMOVALS_TABLE).where({ kind }).max({ at: 'removed_at' })) as Array<{ at: number | string | null }>;
    return { row: row ? { at: Number(row.at), id: Number(row.id) } : null, removedAt: Number(removal?.at ?? 0) };
  }

  const merge = (into: Affected, from: Affected) => {
    for (const [kind, ids] of from) {
      const set = into.get(kind) ?? new Set<number>();
      ids.forEach((id) => set.add(id));
      into.set(kind, set);
    }
    return into;
  };

  /** Stamps rows with the database's now and recomputes their search and sort keys. */
  async function touch(kind: DirectoryKind, ids: number[]) {
    if (ids.length === 0) return;
    const projection = PROJECTIONS[kind];
    await afterWhichNewestIsForgotten(kind, () =>
      strapi.db.transaction(async ({ trx }) => {
        const now = await databaseNow(trx, client());
        for (let start = 0; start < ids.length; start += CHUNK) {
          const chunk = ids.slice(start, start + CHUNK);
          const rows = (await strapi.db.query(projection.uid).findMany({
            where: { id: { $in: chunk } },
            select: ['id', ...projection.searchFields],
            populate: projection.searchPopulate,
          })) as Array<Record<string, unknown> & { id: number }>;
          for (const row of rows) {
            await trx(tableOf(strapi, kind))
              .where({ id: row.id })
              .update({
                changed_at: now,
                search_text: searchText(projection.search(row)),
                sort_key: projection.sortField ? sortKey(row[projection.sortField] as string) : null,
              });
          }
        }
      }),
    );
  }

  async function touchAll(affected: Affected) {
    for (const [kind, ids] of affected) await touch(kind, [...ids]);
  }

  async function recordRemovals(kind: DirectoryKind, ids: number[]) {
    if (ids.length === 0) return;
    await afterWhichNewestIsForgotten(kind, () =>
      strapi.db.transaction(async ({ trx }) => {
        const now = await databaseNow(trx, client());
        await trx(REMOVALS_TABLE).insert(ids.map((id) => ({ kind, record_id: id, removed_at: now })));
        await trx(REMOVALS_TABLE)
          .where('removed_at', '<', now - REMOVAL_RETENTION_MS)
          .delete();
      }),
    );
  }

  const idsOf = async (uid: string, where: unknown) =>
    (
      (await strapi.db.query(uid as UID.Schema).findMany({ where: where as Record<string, unknown>, select: ['id'] })) as Array<{
        id: number;
      }>
    ).map((row) => row.id);

  const hiddenAmong = async (ids: number[]) => (ids.length === 0 ? [] : idsOf(MEMBER_UID, { id: { $in: ids }, HiddenFromDirectory: true }));

  // Before a change: the rows that show the record now (a company a member is about to leave still lists it).
  async function before(event: LifecycleEvent) {
    if (paused) return;
    const ids = await idsOf(event.model.uid, event.params.where);
    event.state.directoryIds = ids;
    event.state.directoryBefore = await affectedBy(event.model.uid, ids);
    if (event.model.uid === MEMBER_UID) event.state.hiddenBefore = await hiddenAmong(ids);
  }

  // After it: those rows, and the rows that show it from now on.
  async function after(event: LifecycleEvent, created?: number[]) {
    if (paused) return;
    const ids = created ?? (event.state.directoryIds as number[] | undefined) ?? [];
    const affected = merge((event.state.directoryBefore as Affected | undefined) ?? new Map(), await affectedBy(event.model.uid, ids));
    // A member who hides leaves the phones like a deleted one: a tombstone, sent to the copies made before
    // it (services/directory.ts). A member created hidden was never on a phone: nothing to remove.
    if (event.model.uid === MEMBER_UID && !created) {
      const wasHidden = new Set((event.state.hiddenBefore as number[] | undefined) ?? []);
      await recordRemovals(
        'members',
        (await hiddenAmong(ids)).filter((id) => !wasHidden.has(id)),
      );
    }
    await touchAll(affected);
  }

  async function afterDelete(event: LifecycleEvent) {
    if (paused) return;
    const ids = (event.state.directoryIds as number[] | undefined) ?? [];
    const affected = (event.state.directoryBefore as Affected | undefined) ?? new Map<DirectoryKind, Set<number>>();
    for (const kind of DIRECTORY_KINDS) {
      if (PROJECTIONS[kind].uid !== event.model.uid) continue;
      await recordRemovals(kind, ids);
      // The record itself is gone: only the others that showed it are stamped.
      ids.forEach((id) => affected.get(kind)?.delete(id));
    }
    await touchAll(affected);
  }

  const createdIds = (result: unknown): number[] => {
    const value = result as { id?: number; ids?: number[] } | undefined;
    if (Array.isArray(value?.ids)) return value.ids;
    return typeof value?.id === 'number' ? [value.id] : [];
  };

  return {
    /** Creates the tombstone table and the indexes (Strapi keeps tables and indexes it does not know). */
    async prepareTables() {
      const knex = strapi.db.connection;
      if (!(await knex.schema.hasTable(REMOVALS_TABLE))) {
        await knex.schema.createTable(REMOVALS_TABLE, (table) => {
          table.increments('id');
          table.string('kind', 20).notNullable();
          table.integer('record_id').notNullable();
          table.bigInteger('removed_at').notNullable();
          table.index(['kind', 'removed_at'], `${REMOVALS_TABLE}_kind_removed_idx`);
        });
      }
      for (const kind of DIRECTORY_KINDS) {
        const table = tableOf(strapi, kind);
        await knex.raw(`CREATE INDEX IF NOT EXISTS ${table}_changed_at_idx ON ${table} (changed_at, id)`);
        // A directory page (services/directory.ts) walks this index in its order and stops after its nine rows;
        // without it the database read and sorted every row of the club for each page.
        const columns = pageOrderColumns(strapi, kind).join(', ');
        await knex.raw(`CREATE INDEX IF NOT EXISTS ${table}_page_order_idx ON ${table} (${columns})`);
      }
    },

    /**
     * Once: a tombstone for each member hidden before hiding wrote one, at the row's last stamp (the hiding
     * was then or before), so a phone that still holds them drops them at its next sync.
     */
    async tombstonesForHiddenMembers() {
      const store = strapi.store({ type: 'api', name: 'directory' });
      if ((await store.get({ key: 'hiddenTombstones' })) === true) return;
      const knex = strapi.db.connection;
      const attributes = strapi.db.metadata.get(MEMBER_UID).attributes as Record<string, { columnName?: string }>;
      const rows = (await knex(tableOf(strapi, 'members'))
        .select({ id: 'id', at: 'changed_at' })
        .where(attributes.HiddenFromDirectory?.columnName ?? 'hidden_from_directory', true)
        .whereNotNull('changed_at')) as Array<{ id: number; at: number | string }>;
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK).map((row) => ({ kind: 'members', record_id: row.id, removed_at: Number(row.at) }));
        await afterWhichNewestIsForgotten('members', () => knex(REMOVALS_TABLE).insert(chunk));
      }
      await store.set({ key: 'hiddenTombstones', value: true });
    },

    /** Stamps rows never stamped (created before tracking, or by a bulk seed), or all rows when the keys changed. */
    async backfill() {
      const store = strapi.store({ type: 'api', name: 'directory' });
      const version = (await store.get({ key: 'keysVersion' })) as string | number | null;
      for (const kind of DIRECTORY_KINDS) {
        const rows = (await strapi.db
          .connection(tableOf(strapi, kind))
          .select('id')
          .modify((query) => {
            if (version === KEYS_VERSION) query.whereNull('changed_at').orWhereNull('search_text');
          })) as Array<{ id: number }>;
        await touch(
          kind,
          rows.map((row) => row.id),
        );
      }
      await store.set({ key: 'keysVersion', value: KEYS_VERSION });
    },

    /** Listens to every write that alters a directory row. */
    subscribe() {
      strapi.db.lifecycles.subscribe({
        models: TRACKED_UIDS as string[],
        afterCreate: (event) => after(event as LifecycleEvent, createdIds(event.result)),
        afterCreateMany: (event) => after(event as LifecycleEvent, createdIds(event.result)),
        beforeUpdate: (event) => before(event as LifecycleEvent),
        afterUpdate: (event) => after(event as LifecycleEvent),
        beforeUpdateMany: (event) => before(event as LifecycleEvent),
        afterUpdateMany: (event) => after(event as LifecycleEvent),
        beforeDelete: (event) => before(event as LifecycleEvent),
        afterDelete: (event) => afterDelete(event as LifecycleEvent),
        beforeDeleteMany: (event) => before(event as LifecycleEvent),
        afterDeleteMany: (event) => afterDelete(event as LifecycleEvent),
      });
    },

    /** Runs `fn` without tracking (bulk seeds); call backfill() after. */
    async withoutTracking<T>(fn: () => Promise<T>): Promise<T> {
      paused += 1;
      try {
        return await fn();
      } finally {
        paused -= 1;
      }
    },

    /** The database's now, for the sync's cursors. */
    now: () => databaseNow(strapi.db.connection, client()),

    /**
     * The newest change of a directory: its last row in the sync's order (`changed_at`, then id; null when
     * nothing is stamped) and its newest tombstone (0: none). Two index lookups, shared for
     * DIRECTORY_NEWEST_TTL_MS by the requests that ask meanwhile.
     */
    newestChange(kind: DirectoryKind): Promise<NewestChange> {
      const cached = newest.get(kind);
      if (cached && Date.now() - cached.at < newestTtl()) return cached.value;
      const value = readNewestChange(kind);
      newest.set(kind, { at: Date.now(), value });
      value.catch(() => newest.get(kind)?.value === value && newest.delete(kind));
      return value;
    },
  };
};

export type DirectoryTracking = {
  prepareTables(): Promise<void>;
  backfill(): Promise<void>;
  tombstonesForHiddenMembers(): Promise<void>;
  subscribe(): void;
  withoutTracking<T>(fn: () => Promise<T>): Promise<T>;
  now(): Promise<number>;
  newestChange(kind: DirectoryKind): Promise<NewestChange>;
};
