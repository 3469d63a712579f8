// One instance at a time runs the start-up work that writes the schema and shared rows.
//
// Strapi syncs the database schema at every start (CREATE TABLE, ALTER, its internal migrations), then our
// bootstrap re-applies permissions, roles and views. Two instances started together on an empty PostgreSQL
// database race on the same CREATE TABLE: one dies on `duplicate key … pg_type_typname_nsp_index` and stays
// down. So, on PostgreSQL, register() takes a session advisory lock on a connection of its own (Strapi's pool
// is not used yet), and bootstrap() (or destroy()) releases it when its last write is done: the second instance waits,
// then finds the schema in place and syncs nothing. A crashed holder's lock goes with its connection.
// SQLite needs none: one instance only (docs/deploy.md).
import type { Core } from '@strapi/strapi';

// pg_advisory_lock(int, int): our namespace (src/utils/lock.ts uses 0x0c1b with hashed keys) and a fixed key.
const NAMESPACE = 0x0c1b;
const STARTUP_KEY = 1;

/** A pg client outside knex's pool, connected with exactly the pool's settings (knex resolves them). */
interface RawConnection {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
}
interface KnexClient {
  acquireRawConnection: () => Promise<RawConnection>;
  destroyRawConnection: (connection: RawConnection) => Promise<void>;
}

let holder: { client: KnexClient; connection: RawConnection } | undefined;

/** Waits for the start-up lock (PostgreSQL only). Call first thing in register(). */
export async function acquireStartupLock(strapi: Core.Strapi): Promise<void> {
  const client = (strapi.config.get('database.connection') as { client?: string })?.client;
  if (client !== 'postgres' || holder) return;
  // strapi.db exists from here on (created on first use); its pool connects lazily, its schema comes later.
  const knexClient = (strapi.db.connection as unknown as { client: KnexClient }).client;
  const connection = await knexClient.acquireRawConnection();
  const started = Date.now();
  const { rows } = await connection.query('SELECT pg_try_advisory_lock($1, $2) AS free', [NAMESPACE, STARTUP_KEY]);
  if (!rows[0]?.free) {
    strapi.log.info('[startup-lock] another instance is starting: waiting for it to finish its schema sync');
    await connection.query('SELECT pg_advisory_lock($1, $2)', [NAMESPACE, STARTUP_KEY]);
    strapi.log.info(`[startup-lock] acquired after ${Date.now() - started} ms`);
  }
  holder = { client: knexClient, connection };
}

/** Releases the lock (end of bootstrap, a failed start, or destroy: a command that never bootstraps). Safe to call twice. */
export async function releaseStartupLock(): Promise<void> {
  const held = holder;
  holder = undefined;
  if (!held) return;
  try {
    await held.connection.query('SELECT pg_advisory_unlock($1, $2)', [NAMESPACE, STARTUP_KEY]);
  } finally {
    await held.client.destroyRawConnection(held.connection).catch(() => undefined);
  }
}
