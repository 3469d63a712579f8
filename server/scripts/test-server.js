'use strict';
// Throwaway Strapi for tests (API tests, Playwright's webServer).
//   cd server && npx tsc -p tsconfig.json && node scripts/test-server.js
// Boots the compiled app (server/dist) in-process on a fresh SQLite database in a temp dir and prints
//   STRAPI_READY {"url":"http://127.0.0.1:<port>","outbox":"<dir>","publicDir":"<dir>"}
// once listening. SIGTERM/SIGINT: destroy Strapi, delete the temp dir, exit 0.
// Env: PORT (default 0 = any free port), DATABASE_FILENAME, EMAIL_OUTBOX_DIR, PUBLIC_DIR (each defaults to
// the temp dir), SEED_DEMO (default 'false'), TEST_FIXTURES=true (adds 2 upcoming + 1 past event with plans,
// and an empty event-photo gallery), LOG_LEVEL (default 'warn').
const fs = require('fs');
const os = require('os');
const path = require('path');

const appDir = path.resolve(__dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'club-strapi-'));

const env = process.env;
env.DATABASE_CLIENT = env.DATABASE_CLIENT || 'sqlite';
env.DATABASE_FILENAME = env.DATABASE_FILENAME || path.join(tmp, 'data.db');
env.PUBLIC_DIR = env.PUBLIC_DIR || path.join(tmp, 'public');
env.EMAIL_OUTBOX_DIR = env.EMAIL_OUTBOX_DIR || path.join(tmp, 'outbox');
env.AUTH_RATE_LIMIT = 'false';
env.SERVE_ADMIN = 'false';
env.SEED_DEMO = env.SEED_DEMO || 'false';
env.NODE_ENV = env.NODE_ENV || 'test';
env.STRAPI_TELEMETRY_DISABLED = 'true';
env.BROWSER = 'none';
// Strapi's request logger is noise in test output; errors are still logged.
env.LOG_LEVEL = env.LOG_LEVEL || 'warn';
fs.mkdirSync(path.join(env.PUBLIC_DIR, 'uploads'), { recursive: true });
fs.mkdirSync(env.EMAIL_OUTBOX_DIR, { recursive: true });

let strapi;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  try {
    if (strapi) await strapi.destroy();
  } catch (e) {
    console.error('[test-server] destroy failed', e);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

// Test-only fixtures: events can't be created through the public API (organisers use the admin panel).
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
    for (const [i, Title] of ['Accueil', 'Repas'].entries()) {
      await s.documents('api::event-plan.event-plan').create({
        data: { Title, Order: i, StartingTime: i ? '12:30:00.000' : '12:00:00.000', event: event.documentId },
      });
    }
  }
  // The single type too (empty gallery), so GET /api/event-photo answers 200.
  await s.documents('api::event-photo.event-photo').create({ data: {} });
}

async function main() {
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
  strapi.server.mount();
  const port = Number(env.PORT || 0);
  await new Promise((resolve, reject) => {
    strapi.server.httpServer.once('error', reject);
    strapi.server.httpServer.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${strapi.server.httpServer.address().port}`;
  process.stdout.write(
    `STRAPI_READY ${JSON.stringify({ url, outbox: env.EMAIL_OUTBOX_DIR, publicDir: env.PUBLIC_DIR })}\n`
  );
}

main().catch((e) => {
  console.error('[test-server] failed to start', e);
  stop(1);
});
