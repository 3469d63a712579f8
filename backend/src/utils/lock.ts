// Serialises read-then-write sequences (event sign-up, taxonomy de-duplication, media limits).
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** What the work of a locked transaction may use: its transaction (raw queries) and a hook run once committed. */
export type LockedTx = { trx: Knex.Transaction; onCommit: (fn: () => void | Promise<void>) => void };

const tails = new Map<string, Promise<unknown>>();

/** In-process mutex per key: calls with the same key run one after the other, in arrival order. */
export async function serialize<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  tails.set(key, tail);
  await previous;
  try {
    return await fn();
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}

// 32-bit FNV-1a of the key: the second argument of pg_advisory_xact_lock(int, int).
function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

const LOCK_NAMESPACE = 0x0c1b; // first argument: keeps our locks apart from anyone else's

/**
 * Runs `fn` in one database transaction, serialised per key: in-process (enough for SQLite's single
 * writer and one Node process) and, on PostgreSQL, also with a transaction-scoped advisory lock so
 * several server instances stay correct. Several keys (one decision over two locks, e.g. the door's and the
 * sign-ups' of one event) are all taken before the transaction starts, always in the same (sorted) order:
 * no two callers wait on each other, and none holds a connection while it waits for a lock.
 */
export function lockedTransaction<T>(strapi: Core.Strapi, key: string | string[], fn: (tx: LockedTx) => Promise<T>): Promise<T> {
  const keys = [...new Set(typeof key === 'string' ? [key] : key)].sort();
  const run = () =>
    strapi.db.transaction(async ({ trx, onCommit }): Promise<T> => {
      if (strapi.db.dialect.client === 'postgres') {
        for (const one of keys) await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [LOCK_NAMESPACE, hash32(one)]);
      }
      return fn({ trx: trx as unknown as Knex.Transaction, onCommit });
    }) as Promise<T>;
  return keys.reduceRight<() => Promise<T>>((inner, one) => () => serialize(one, inner), run)();
}

// Lock holders each keep one pooled connection busy while `fn` needs others: at most half the pool may
// hold a lock at once, so `fn` always finds a connection (no pool deadlock under many uploads).
let holders = 0;
const waiting: (() => void)[] = [];
async function acquireHolderSlot(max: number) {
  if (holders < max) {
    holders += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve)); // a releasing holder hands its slot over
}
function releaseHolderSlot() {
  const next = waiting.shift();
  if (next) next();
  else holders -= 1;
}

/**
 * Runs `fn` serialised per key WITHOUT wrapping its queries in a transaction (for work that calls plugins
 * doing their own queries and file I/O, e.g. uploads): in-process and, on PostgreSQL, with a
 * transaction-scoped advisory lock held by a separate transaction on its own connection while `fn` runs,
 * so several server instances stay correct (and PgBouncer in transaction mode keeps that connection).
 */
export function lockedAcrossInstances<T>(strapi: Core.Strapi, key: string, fn: () => Promise<T>): Promise<T> {
  return serialize(key, async () => {
    if (strapi.db.dialect.client !== 'postgres') return fn();
    const knex = strapi.db.connection;
    const poolMax = (knex.client as { pool?: { max?: number } }).pool?.max ?? 10;
    await acquireHolderSlot(Math.max(1, Math.floor(poolMax / 2)));
    try {
      const lockTrx = await knex.transaction();
      try {
        await lockTrx.raw('SELECT pg_advisory_xact_lock(?, ?)', [LOCK_NAMESPACE, hash32(key)]);
        const result = await fn();
        await lockTrx.commit();
        return result;
      } catch (error) {
        await lockTrx.rollback();
        throw error;
      }
    } finally {
      releaseHolderSlot();
    }
  });
}
