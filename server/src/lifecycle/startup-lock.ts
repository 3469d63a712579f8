// One instance at a time runs the start-up work that writes the schema and shared rows.
//
// Strapi syncs the database schema at every start (CREATE TABLE, ALTER, its internal migrations), then our
// bootstrap re-applies permissions, roles and views. Two instances started together on an empty PostgreSQL
// database race on the same CREATE TABLE: one dies on `duplicate key … pg_type_typname_nsp_index` and stays
// down. So, on PostgreSQL, register() takes a session advisory lock on a connection of its own (Strapi's pool
// does not exist yet), and bootstrap() releases it when its last write is done: the second instance waits,
// then finds the schema in place and syncs nothing. A crashed holder's lock goes with its connection.
// SQLite needs none: one instance only (docs/deploy.md).
import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';

// pg_advisory_lock(int, int): our namespace (src/utils/lock.ts uses 0x0c1b with hashed keys) and a fixed key.
const NAMESPACE = 0x0c1b;
const STARTUP_KEY = 1;

let holder: Client | undefined;

function connectionConfig(strapi: Core.Strapi): ClientConfig | undefined {
  const connection = strapi.config.get('database.connection') as { client?: string; connection?: ClientConfig & { schema?: string } };
  if (connection?.client !== 'postgres' || !connection.connection) return undefined;
  const { schema: _schema, ...config } = connection.connection;
  return { ...config, application_name: 'club-strapi-startup-lock' };
}

/** Waits for the start-up lock (PostgreSQL only). Call first thing in register(). */
export async function acquireStartupLock(strapi: Core.Strapi): Promise<void> {
  const config = connectionConfig(strapi);
  if (!config || holder) return;
  const client = new Client(config);
  // A connection dropped while waiting (database restarted) must fail the start, not hang it.
  client.on('error', (error) => strapi.log.warn(`[startup-lock] connection lost: ${error.message}`));
  await client.connect();
  const started = Date.now();
  const { rows } = await client.query('SELECT pg_try_advisory_lock($1, $2) AS free', [NAMESPACE, STARTUP_KEY]);
  if (!rows[0]?.free) {
    strapi.log.info('[startup-lock] another instance is starting: waiting for it to finish its schema sync');
    await client.query('SELECT pg_advisory_lock($1, $2)', [NAMESPACE, STARTUP_KEY]);
    strapi.log.info(`[startup-lock] acquired after ${Date.now() - started} ms`);
  }
  holder = client;
}

/** Releases the lock (end of bootstrap, or a failed start). Safe to call twice. */
export async function releaseStartupLock(): Promise<void> {
  const client = holder;
  holder = undefined;
  if (!client) return;
  try {
    await client.query('SELECT pg_advisory_unlock($1, $2)', [NAMESPACE, STARTUP_KEY]);
  } finally {
    await client.end().catch(() => undefined);
  }
}
