// Serialises read-then-write sequences (event sign-up, taxonomy de-duplication, media limits).
import type { Core } from '@strapi/strapi';

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
 * several server instances stay correct.
 */
export function lockedTransaction<T>(strapi: Core.Strapi, key: string, fn: () => Promise<T>): Promise<T> {
  return serialize(key, () =>
    strapi.db.transaction(async ({ trx }): Promise<T> => {
      if (strapi.db.dialect.client === 'postgres') {
        await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [LOCK_NAMESPACE, hash32(key)]);
      }
      return fn();
    }) as Promise<T>
  );
}
