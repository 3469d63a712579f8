#!/usr/bin/env node
/**
 * Seeds the demo club into the configured database.
 *
 *   cd backend && npx tsc -p tsconfig.json && node scripts/seed.js [--force]
 *
 * Without --force it seeds an empty database only; with --force it removes the demo content
 * (members, companies, events, taxonomies, perks, uploaded files, demo user) and seeds again.
 */
'use strict';

const path = require('path');

async function main() {
  // The bootstrap must not seed on its own: this script does it (with the chosen options).
  process.env.SEED_DEMO = 'false';
  const appDir = path.resolve(__dirname, '..');
  const distDir = path.join(appDir, 'dist');
  let seedDemoData;
  try {
    ({ seedDemoData } = require(path.join(distDir, 'src', 'seed')));
  } catch (error) {
    console.error('Compiled seed not found: run `npx tsc -p tsconfig.json` in backend/ first.');
    throw error;
  }

  const { createStrapi } = require('@strapi/strapi');
  const app = await createStrapi({ appDir, distDir, autoReload: false }).load();
  const started = Date.now();
  try {
    // Bulk: the directory's change tracking is paused, the rows are stamped once after.
    const tracking = app.service('api::directory.tracking');
    await tracking.withoutTracking(() => seedDemoData(app, { force: process.argv.includes('--force') }));
    await tracking.backfill();
    console.log(`Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await app.destroy();
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
