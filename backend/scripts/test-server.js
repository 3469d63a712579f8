'use strict';
// Throwaway Strapi for tests (API tests, Playwright's webServer).
//   cd backend && npx tsc -p tsconfig.json && node scripts/test-server.js
// Boots the compiled app (backend/dist) in-process on a fresh SQLite database in a temp dir and prints
//   STRAPI_READY {"url":"http://127.0.0.1:<port>","outbox":"<dir>","publicDir":"<dir>"}
// once listening. SIGTERM/SIGINT: finish the requests in flight, destroy Strapi, drop the throwaway
// database, delete the temp dir, exit 0.
// Env: AUTH_RATE_LIMIT (default 'false'), PORT (default 0 = any free port), DATABASE_FILENAME, EMAIL_OUTBOX_DIR, PUBLIC_DIR (each defaults to
// the temp dir), SEED_DEMO (default 'false'), TEST_FIXTURES=true (adds 2 upcoming + 1 past event with plans,
// and an empty event-photo gallery), SEED_MODULE (+ SEED_OPTIONS JSON: extra data, e.g. scripts/bench/seed-bench.cjs),
// LOG_LEVEL (default 'warn'), PASSWORD_HASH_COST (default 8 here, 10 everywhere else).
// DATABASE_CLIENT=postgres with the DATABASE_* variables: a fresh database club_test_<random> is created
// next to DATABASE_NAME (the role needs CREATEDB) and dropped on exit, so runs never collide;
// DATABASE_THROWAWAY=false uses DATABASE_NAME itself (it should be empty).
const fs = require('fs');
const os = require('os');
const path = require('path');
const { createThrowawayDatabase } = require('./lib/pg-throwaway');

const appDir = path.resolve(__dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'club-strapi-'));

const env = process.env;
env.DATABASE_CLIENT = env.DATABASE_CLIENT || 'sqlite';
env.DATABASE_FILENAME = env.DATABASE_FILENAME || path.join(tmp, 'data.db');
env.PUBLIC_DIR = env.PUBLIC_DIR || path.join(tmp, 'public');
env.EMAIL_OUTBOX_DIR = env.EMAIL_OUTBOX_DIR || path.join(tmp, 'outbox');
env.UPLOAD_TMP_DIR = env.UPLOAD_TMP_DIR || path.join(tmp, 'upload-tmp');
// Off unless asked for: end-to-end browsers all share one address. The API tests switch it on, behind a
// trusted proxy so each request can say which client it is (X-Forwarded-For).
env.AUTH_RATE_LIMIT = env.AUTH_RATE_LIMIT || 'false';
env.SERVE_ADMIN = 'false';
env.SEED_DEMO = env.SEED_DEMO || 'false';
env.NODE_ENV = env.NODE_ENV || 'test';
// bcrypt at cost 8, not 10: a quarter of the hashing, a fifth of the API suite's time (password-cost.ts).
env.PASSWORD_HASH_COST = env.PASSWORD_HASH_COST || '8';
env.STRAPI_TELEMETRY_DISABLED = 'true';
env.BROWSER = 'none';
// Strapi's request logger is noise in test output; errors are still logged.
env.LOG_LEVEL = env.LOG_LEVEL || 'warn';
// No balancer to tell: a test server stops at once on SIGTERM (src/lifecycle/graceful-shutdown.ts).
env.SHUTDOWN_DRAIN_DELAY_MS = env.SHUTDOWN_DRAIN_DELAY_MS || '0';
// The directory sync re-reads the last seconds of changes (src/api/directory/services/directory.ts); a
// shorter window lets tests see "nothing changed" without waiting ten seconds.
env.DIRECTORY_CURSOR_MARGIN_MS = env.DIRECTORY_CURSOR_MARGIN_MS || '1000';
fs.mkdirSync(path.join(env.PUBLIC_DIR, 'uploads'), { recursive: true });
fs.mkdirSync(env.EMAIL_OUTBOX_DIR, { recursive: true });
fs.mkdirSync(env.UPLOAD_TMP_DIR, { recursive: true });

let strapi;
let database; // the throwaway PostgreSQL database, if any
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  try {
    // Same path as production (src/lifecycle/graceful-shutdown.ts): drain, then destroy.
    const { shutdown } = require(path.join(appDir, 'dist', 'src', 'lifecycle', 'graceful-shutdown'));
    if (strapi) await shutdown(strapi);
  } catch (e) {
    console.error('[test-server] shutdown failed', e);
  }
  try {
    if (database) await database.drop();
  } catch (e) {
    console.error(`[test-server] could not drop database ${database.name}`, e);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

// Test-only fixtures: events can't be created through the public API (organisers use the admin panel).
// The events are written in the shape of a database from before the back-office (issue 17): separate
// plan records (inserted out of order) and no 'Publié' value; then migrated as such a database is on start
// (src/migrations/legacy-events.ts), so the tests read the migration's result.
async function createFixtures(s) {
  const day = (offset) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);
  const events = [
    { Name: 'Fixture – Lunch à Namur', Date: day(10), Address: 'Namur' },
    { Name: 'Fixture – Journée à Liège', Date: day(40), Address: 'Liège' },
    { Name: 'Fixture – Lunch passé', Date: day(-30), Address: 'Bruxelles' },
  ];
  for (const e of events) {
    const event = await s.documents('api::event.event').create({
      data: { ...e, Description: 'Événement de test', StartingTime: '12:00:00.000', EndTime: '14:00:00.000' },
    });
    for (const [Order, Title, StartingTime] of [
      [2, 'Repas', '12:30:00.000'],
      [1, 'Accueil', '12:00:00.000'],
    ]) {
      await s.documents('api::event-plan.event-plan').create({ data: { Title, Order, StartingTime, event: event.documentId } });
    }
  }
  await s.db.query('api::event.event').updateMany({ where: {}, data: { Published: null } });
  await require(path.join(appDir, 'dist', 'src', 'migrations', 'legacy-events')).migrateLegacyEvents(s);
  // The single type too (empty gallery), so GET /api/event-photo answers 200.
  await s.documents('api::event-photo.event-photo').create({ data: {} });
  // The back-office's super admin (what organisers do: delete a record, edit an event…).
  await require(path.join(appDir, 'dist', 'src', 'seed', 'accounts')).ensureAdmin(s);
  // …and the demo organiser (role 'Organisateur', created by the bootstrap).
  const { ensureOrganiserRole, ensureOrganiserUser } = require(path.join(appDir, 'dist', 'src', 'backoffice', 'roles'));
  const { demoOrganiser } = require(path.join(appDir, 'dist', 'src', 'seed', 'accounts'));
  await ensureOrganiserUser(s, await ensureOrganiserRole(s), demoOrganiser());
}

async function main() {
  if (env.DATABASE_CLIENT === 'postgres' && env.DATABASE_THROWAWAY !== 'false') {
    database = await createThrowawayDatabase(env, 'club_test');
  }
  const { createStrapi } = require('@strapi/strapi');
  const ours = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
  strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false });
  // createStrapi adds its own SIGTERM/SIGINT handlers (destroy + exit): they would race ours (a second
  // destroy throws) and exit before the temp dir is removed. Keep only ours.
  for (const signal of ['SIGTERM', 'SIGINT']) {
    for (const listener of process.listeners(signal)) {
      if (!ours[signal].includes(listener)) process.removeListener(signal, listener);
    }
  }
  await strapi.load();
  if (env.TEST_FIXTURES === 'true') await createFixtures(strapi);
  // SEED_MODULE: a file exporting async (strapi, options) that adds data (the bench's 300 members…).
  // Bulk: the directory's change tracking is paused, the rows are stamped once after.
  if (env.SEED_MODULE) {
    const tracking = strapi.service('api::directory.tracking');
    await tracking.withoutTracking(() => require(path.resolve(env.SEED_MODULE))(strapi, JSON.parse(env.SEED_OPTIONS || '{}')));
    await tracking.backfill();
  }
  strapi.server.mount();
  const port = Number(env.PORT || 0);
  await new Promise((resolve, reject) => {
    strapi.server.httpServer.once('error', reject);
    strapi.server.httpServer.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${strapi.server.httpServer.address().port}`;
  // Where the throwaway database is, for the tests that read or age rows the API never shows (knex config).
  const db =
    env.DATABASE_CLIENT === 'postgres'
      ? {
          client: 'pg',
          connection: env.DATABASE_URL
            ? { connectionString: env.DATABASE_URL }
            : {
                host: env.DATABASE_HOST || 'localhost',
                port: Number(env.DATABASE_PORT || 5432),
                database: env.DATABASE_NAME,
                user: env.DATABASE_USERNAME,
                password: env.DATABASE_PASSWORD,
              },
        }
      : { client: 'sqlite', connection: { filename: env.DATABASE_FILENAME } };
  process.stdout.write(
    `STRAPI_READY ${JSON.stringify({ url, outbox: env.EMAIL_OUTBOX_DIR, publicDir: env.PUBLIC_DIR, uploadTmpDir: env.UPLOAD_TMP_DIR, database: env.DATABASE_CLIENT, db })}\n`,
  );
}

main().catch((e) => {
  console.error('[test-server] failed to start', e);
  stop(1);
});
