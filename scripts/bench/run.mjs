#!/usr/bin/env node
// npm run bench [-- --members 3000 --companies 1200 --events 400 --photos 2000 --runs 5 --readiness-runs 5 --skip lighthouse --json out.json --record]
// Sections (--skip a,b): api, ssr, push, bundle, offline, readiness, lighthouse, door, frontend.
// Builds the PWA into its own folder, boots a throwaway Strapi seeded with the bench data (SQLite, or
// PostgreSQL when DATABASE_CLIENT=postgres and the DATABASE_* variables are set: a throwaway database is
// created and dropped), serves the build with its Node server, measures, prints, stops everything.
// Not part of `npm test`: the figures depend on the machine. --record keeps them as data (scripts/bench/record.mjs).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PUSH_CERTIFICATE, ROOT, buildApp, compileServer, startPreview, startStrapi } from './servers.mjs';
import { measurePush } from './push.mjs';
import { launchBrowser } from './browser.mjs';
import { measureApi } from './api-load.mjs';
import { measureDirectorySync } from './directory.mjs';
import { measureDoor } from './door.mjs';
import { measureBundle } from './bundle.mjs';
import { measureBrowserRefresh } from './refresh.mjs';
import { measureFrontend } from './frontend.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureServerRendering } from './ssr.mjs';
import { measureOfflineVisit } from './offline-visit.mjs';
import { measureReadiness } from './readiness.mjs';
import { budgetLines, printReport } from './report.mjs';
import { recordRun } from './record.mjs';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '300' },
    companies: { type: 'string', default: '120' },
    events: { type: 'string', default: '40' },
    photos: { type: 'string', default: '200' },
    runs: { type: 'string', default: '5' },
    'readiness-runs': { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    skip: { type: 'string', default: '' },
    json: { type: 'string' },
    quick: { type: 'boolean', default: false },
    record: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const skip = new Set(args.skip.split(',').filter(Boolean));
const sizes = {
  members: Number(args.members),
  companies: Number(args.companies),
  events: Number(args.events),
  photos: Number(args.photos),
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The directory requests the screens made, grouped by collection (/api/members?… → members). */
function groupDirectories(paths) {
  const groups = {};
  for (const p of paths) {
    const match = /^\/api\/([a-z-]+)\?/.exec(p);
    if (!match || !/pagination|populate|fields/.test(p)) continue; // lists only, not /api/users/me
    (groups[match[1]] ??= []).push(p);
  }
  for (const list of Object.values(groups)) list.sort();
  return groups;
}

const log = (message) => console.error(`[bench] ${message}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main() {
  const meta = { sizes, cpus: os.cpus().length, loadBefore: load(), database: process.env.DATABASE_CLIENT || 'sqlite' };
  const outDir = path.join(ROOT, '.tmp', 'bench', 'dist');
  if (!args['no-build'] || !fs.existsSync(outDir)) {
    log('building the PWA and the server…');
    buildApp(outDir);
    compileServer();
  }
  log(`seeding ${sizes.members} members, ${sizes.companies} companies, ${sizes.events} events, ${sizes.photos} photos…`);
  const strapi = await startStrapi({ port: await freePort(), sizes });
  meta.seedSeconds = strapi.seconds;
  meta.database = strapi.database;
  // The app's Node server as production runs it (its page micro-cache on), and a second one rendering every
  // request, to time the render itself.
  const preview = await startPreview({ port: await freePort(), apiUrl: strapi.url, outDir });
  const renderer = await startPreview({ port: await freePort(), apiUrl: strapi.url, outDir, env: { PAGE_CACHE_SECONDS: '0' } });
  const stopServers = async () => {
    await Promise.all([preview.stop(), renderer.stop()]);
    await strapi.stop();
  };
  const firstId = async (collection, sort) =>
    (await (await fetch(`${strapi.url}/api/${collection}?fields[0]=Name&sort=${sort}&pagination[pageSize]=1`)).json()).data[0].id;
  const detailPages = {
    member: `/members-detail/${await firstId('members', 'id:asc')}`,
    event: `/event-detail/${await firstId('events', 'Date:desc')}`,
  };
  const results = { meta };
  if (!skip.has('api')) {
    // First, on a quiet machine: the load generator shares its two cores with Strapi, not with Chromium too.
    log('directory sync: first download, unchanged refresh, 100 phones, one member changed…');
    results.sync = await measureDirectorySync({ apiUrl: strapi.url });
  }
  if (!skip.has('ssr')) {
    log('server rendering: render time, pages per second with and without the micro-cache…');
    results.ssr = await measureServerRendering({
      renderUrl: renderer.url,
      cachedUrl: preview.url,
      pages: { members: '/members', home: '/', ...detailPages },
      duration: Number(args.duration),
    });
  }
  if (!skip.has('push')) {
    log('web push: a seat frees up → the promoted member’s phone is pushed…');
    results.push = await measurePush({ apiUrl: strapi.url, certificate: PUSH_CERTIFICATE, runs: Math.max(10, Number(args.runs) * 2), log });
  }
  const browser = await launchBrowser();
  try {
    log('bundle and the requests each screen makes…');
    const bundle = await measureBundle({
      browser,
      appUrl: preview.url,
      distDir: outDir,
      pages: {
        home: { path: '/', uses: ['swiper', 'lightgallery'] },
        members: { path: '/members' },
        companies: { path: '/societe' },
        events: { path: '/events' },
        photos: { path: '/photos', uses: ['lightgallery'] },
      },
    });
    if (!skip.has('bundle')) results.bundle = bundle;
    const directories = groupDirectories(bundle.apiRequests);
    if (!skip.has('api')) {
      log(`API load (${Object.keys(directories).join(', ')})…`);
      results.api = await measureApi({ apiUrl: strapi.url, directories, duration: Number(args.duration), quick: args.quick });
      results.browserRefresh = await measureBrowserRefresh({ browser, appUrl: preview.url });
    }
    if (!skip.has('offline')) {
      log('first visit of 3 s on Slow 4G, tab closed: the directory on the device…');
      results.offlineVisit = await measureOfflineVisit({
        appUrl: preview.url,
        appPort: Number(new URL(preview.url).port),
        apiUrl: strapi.url,
      });
    }
    if (!skip.has('readiness')) {
      log('readiness of a first visit on a phone (FCP, hydrated, JS before it, first tap)…');
      results.readiness = await measureReadiness({
        browser,
        appUrl: preview.url,
        apiUrl: strapi.url,
        distDir: outDir,
        runs: Number(args['readiness-runs'] ?? args.runs),
        log,
        pages: {
          home: { path: '/', taps: ['menu'] },
          members: { path: '/members', taps: ['menu', 'search'] },
          member: { path: detailPages.member, taps: ['menu'] },
          event: { path: detailPages.event, taps: ['menu', 'signUp'] },
          login: { path: '/login', taps: ['menu'] },
        },
      });
    }
    if (!skip.has('lighthouse')) {
      log('Lighthouse…');
      results.lighthouse = await measureLighthouse({
        appUrl: preview.url,
        runs: Number(args['lighthouse-runs']),
        pages: { home: '/', members: '/members', ...detailPages },
      });
    }
    await browser.close();
    if (!skip.has('door')) {
      log('the door: an event of 300 attendees offline on a phone, first render and QR scans…');
      results.door = await measureDoor({ appUrl: preview.url, apiUrl: strapi.url, runs: Number(args.runs), log });
    }
    if (!skip.has('frontend')) {
      log('front end: cold online, then warm offline with the servers stopped…');
      results.frontend = await measureFrontend({ appUrl: preview.url, apiUrl: strapi.url, runs: Number(args.runs), stopServers });
    }
  } finally {
    await browser.close().catch(() => {});
    await stopServers();
  }
  meta.loadAfter = load();
  printReport(results);
  if (args.json) fs.writeFileSync(args.json, JSON.stringify(results, null, 2));
  const lines = budgetLines(results);
  if (args.record) recordRun(results, lines, { skipped: [...skip] });
  return lines.some((line) => line.startsWith('OVER BUDGET')) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
