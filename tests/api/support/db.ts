// Direct access to the test server's throwaway database (SQLite or PostgreSQL), for what the API never shows:
// rows a rule keeps to itself, or a date to age. Uses the server's own knex and drivers. Call
// closeDatabase() in the file's afterAll.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const backendRequire = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'backend', 'package.json'),
);

/** The few knex calls the tests use (knex is the server's dependency, not the PWA's). */
export interface Sql {
  (table: string): any;
  raw: (sql: string, bindings?: unknown[]) => Promise<any>;
  destroy: () => Promise<void>;
}

let instance: Sql | undefined;

/** A knex client on the test server's database. */
export function database(): Sql {
  if (instance) return instance;
  const { client, connection } = inject('db');
  const knex = backendRequire('knex') as (config: Record<string, unknown>) => Sql;
  instance = knex({
    client: client === 'sqlite' ? 'better-sqlite3' : client,
    connection,
    useNullAsDefault: true,
    pool: { min: 0, max: 1 },
  });
  return instance;
}

export async function closeDatabase() {
  await instance?.destroy();
  instance = undefined;
}
