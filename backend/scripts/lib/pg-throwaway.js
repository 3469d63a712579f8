'use strict';
// A throwaway PostgreSQL database for one run (API tests, measurements): created next to the database
// named by the DATABASE_* variables (or DATABASE_URL), which is only used to connect; dropped afterwards.
// The role needs CREATEDB. Runs never collide: each gets its own database, named club_run_<random>.
const crypto = require('crypto');

function maintenanceConfig(env) {
  const ssl = env.DATABASE_SSL === 'true' ? { rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED !== 'false' } : false;
  if (env.DATABASE_URL) return { connectionString: env.DATABASE_URL, ssl };
  return {
    host: env.DATABASE_HOST || 'localhost',
    port: Number(env.DATABASE_PORT || 5432),
    database: env.DATABASE_NAME || 'club',
    user: env.DATABASE_USERNAME || 'club',
    password: env.DATABASE_PASSWORD || 'club',
    ssl,
  };
}

async function withClient(env, fn) {
  const { Client } = require('pg');
  const client = new Client(maintenanceConfig(env));
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a fresh database and points `env` at it (DATABASE_NAME, or the path of DATABASE_URL).
 * Returns { name, drop }: drop() removes it (call it after Strapi is destroyed).
 */
async function createThrowawayDatabase(env, prefix = 'club_run') {
  const name = `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const maintenance = { ...env };
  await withClient(maintenance, (client) => client.query(`CREATE DATABASE "${name}"`));
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  } else {
    env.DATABASE_NAME = name;
  }
  let dropped = false;
  return {
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      // WITH (FORCE): PostgreSQL ≥ 13; ends any connection a crashed run left behind.
      await withClient(maintenance, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

module.exports = { createThrowawayDatabase, maintenanceConfig };
