// Failure counters for the auth rate limits (src/middlewares/auth-rate-limit.ts), kept in the database so that
// every instance shares them and a restart forgets nothing (a memory counter allowed N× the attempts behind N
// instances, and a fresh start after every deploy). One row per key in `auth_throttle`, a table of our own
// created at bootstrap with knex (Strapi keeps tables it does not know); SQLite and PostgreSQL alike.
// Keys are hashed: the table holds no e-mail address or client address in clear.
//
// A key's budget slows down before it refuses: the first `free` failures cost nothing, then each further one
// makes the key wait, twice as long each time (from `firstDelayMs`, capped at `maxDelayMs`); with `lockAfter`,
// that many failures refuse the key until its window ends. The window starts at the key's first failure.
// Unit-tested in tests/unit/rate-limiter.test.ts; the routes' limits in tests/api/auth-rate-limit.test.ts.
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** Strapi's knex (strapi.db.connection). */
type Knex = Core.Strapi['db']['connection'];

export const THROTTLE_TABLE = 'auth_throttle';

export interface Budget {
  /** How long a key's failures are remembered, from the first one. */
  windowMs: number;
  /** Failures (or requests) allowed without any wait. */
  free: number;
  /** The wait after the first failure past `free`; it doubles with each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures after which the key is refused until its window ends (undefined: only ever slowed). */
  lockAfter?: number;
}

/** Milliseconds a key must wait after its `hits`-th failure (0: none), the window having started at `windowStart`. */
export function waitAfter(hits: number, budget: Budget, windowStart: number, now: number): number {
  if (budget.lockAfter !== undefined && hits >= budget.lockAfter) return Math.max(0, windowStart + budget.windowMs - now);
  if (hits < budget.free) return 0;
  const doublings = Math.min(hits - budget.free, 30);
  return Math.min(budget.maxDelayMs, budget.firstDelayMs * 2 ** doublings);
}

/** The stored form of a key: a hash, so no address or e-mail sits in the table in clear. */
export const storedKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Creates the counters' table if it is missing (at bootstrap; two instances starting together are fine). */
export async function prepareThrottleTable(knex: Knex) {
  if (await knex.schema.hasTable(THROTTLE_TABLE)) return;
  try {
    await knex.schema.createTable(THROTTLE_TABLE, (table) => {
      table.string('throttle_key', 64).primary();
      table.integer('hits').notNullable();
      table.bigInteger('window_start').notNullable();
      /** No request for this key before this time (ms). */
      table.bigInteger('next_at').notNullable();
      /** The row means nothing after this time (ms): it is deleted. */
      table.bigInteger('expires_at').notNullable();
      table.index(['expires_at'], `${THROTTLE_TABLE}_expires_idx`);
    });
  } catch (error) {
    if (!(await knex.schema.hasTable(THROTTLE_TABLE))) throw error; // else another instance created it first
  }
}

/** The counters, read and written through the database (every instance the same). */
export class ThrottleStore {
  private writes = 0;

  constructor(
    private readonly knex: Knex,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until every one of `keys` may act again (0: now). */
  async wait(keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const now = this.now();
    const rows = (await this.knex(THROTTLE_TABLE)
      .whereIn('throttle_key', keys.map(storedKey))
      .andWhere('expires_at', '>', now)
      .select('next_at')) as Array<{ next_at: number | string }>;
    return rows.reduce((longest, row) => Math.max(longest, Number(row.next_at) - now), 0);
  }

  /**
   * Counts one failure (or request) of each key, atomically across instances, and sets each key's next wait.
   * One transaction for them all (a single disk sync on SQLite). Answers each key's count.
   */
  async hit(entries: Array<[key: string, budget: Budget]>): Promise<number[]> {
    const now = this.now();
    const counts = await this.knex.transaction(async (trx) => {
      const result: number[] = [];
      for (const [key, budget] of entries) result.push(await this.count(trx, key, budget, now));
      return result;
    });
    await this.sweep(now);
    return counts;
  }

  private async count(knex: Knex, key: string, budget: Budget, now: number): Promise<number> {
    const id = storedKey(key);
    const expired = now - budget.windowMs;
    const t = THROTTLE_TABLE;
    // One statement, so that two instances counting the same key at once both count: a window over restarts at 1.
    await knex(t)
      .insert({ throttle_key: id, hits: 1, window_start: now, next_at: 0, expires_at: now + budget.windowMs })
      .onConflict('throttle_key')
      .merge({
        hits: knex.raw(`CASE WHEN ${t}.window_start <= ? THEN 1 ELSE ${t}.hits + 1 END`, [expired]),
        window_start: knex.raw(`CASE WHEN ${t}.window_start <= ? THEN ? ELSE ${t}.window_start END`, [expired, now]),
      });
    const row = (await knex(t).where({ throttle_key: id }).first('hits', 'window_start')) as
      { hits: number | string; window_start: number | string } | undefined;
    const hits = Number(row?.hits ?? 1);
    const windowStart = Number(row?.window_start ?? now);
    const nextAt = now + waitAfter(hits, budget, windowStart, now);
    await knex(t)
      .where({ throttle_key: id })
      .update({ next_at: nextAt, expires_at: Math.max(windowStart + budget.windowMs, nextAt) });
    return hits;
  }

  /** Remembers `key` for `ttlMs` (a client that logged into an account). */
  async remember(key: string, ttlMs: number) {
    const now = this.now();
    await this.knex(THROTTLE_TABLE)
      .insert({ throttle_key: storedKey(key), hits: 1, window_start: now, next_at: 0, expires_at: now + ttlMs })
      .onConflict('throttle_key')
      .merge({ window_start: now, next_at: 0, expires_at: now + ttlMs });
  }

  /** Whether `key` is remembered (remember) or counted, and not expired. */
  async has(key: string): Promise<boolean> {
    const row = await this.knex(THROTTLE_TABLE)
      .where({ throttle_key: storedKey(key) })
      .andWhere('expires_at', '>', this.now())
      .first('hits');
    return Boolean(row);
  }

  async clear(key: string) {
    await this.knex(THROTTLE_TABLE)
      .where({ throttle_key: storedKey(key) })
      .delete();
  }

  /** Now and then, deletes the rows whose time is over (the table stays small). */
  private async sweep(now: number) {
    this.writes += 1;
    if (this.writes % 200 !== 1) return;
    await this.knex(THROTTLE_TABLE).where('expires_at', '<=', now).delete();
  }
}
