#!/usr/bin/env node
'use strict';
/**
 * Measures the members directory the way the PWA loads it, at a given club size.
 *
 *   cd server && npx tsc -p tsconfig.json
 *   DATABASE_CLIENT=postgres DATABASE_HOST=127.0.0.1 DATABASE_NAME=club_test \
 *   DATABASE_USERNAME=club_test DATABASE_PASSWORD=club_test node scripts/measure-directory.js --members 3000
 *
 * 1. Boots the compiled app in-process on a throwaway database (PostgreSQL: a fresh database next to
 *    DATABASE_NAME, dropped at the end unless --keep; SQLite: a temp file) and seeds the demo club (64
 *    members with photos, 28 companies with logos, events).
 * 2. Adds members up to --members (default 3000), drawn by the demo seed's generator with other random
 *    seeds (varied names and texts), with sectors, skills, a demo photo and the companies of a random demo
 *    member (so each row carries the nested data of a real one); one transaction per 100.
 * 3. Over HTTP on loopback, reads the directory as src/api/members.ts does (same fields and populate,
 *    sort Name:asc, pages of 100, one after the other): total bytes (raw JSON, and gzip as a proxy or CDN
 *    would send it), the whole load's time, then --requests (default 200) sequential page requests for
 *    p50/p95. Also the size of what the phone keeps (the mapped list, JSON).
 * Options: --members N, --requests N, --keep (keep the PostgreSQL database; its name is printed).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const qs = require('qs');
const { createThrowawayDatabase } = require('./lib/pg-throwaway');

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const TARGET_MEMBERS = Number(option('members', 3000));
const REQUESTS = Number(option('requests', 200));
const KEEP = argv.includes('--keep');
const PAGE_SIZE = 100;

// The PWA's own query of a member (the contract's, as src/api/members.ts sends it).
const { MEMBER_QUERY } = require('@club/contract');

const appDir = path.resolve(__dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'club-measure-'));
const env = process.env;
env.DATABASE_CLIENT = env.DATABASE_CLIENT || 'sqlite';
env.DATABASE_FILENAME = env.DATABASE_FILENAME || path.join(tmp, 'data.db');
env.PUBLIC_DIR = path.join(tmp, 'public');
env.EMAIL_OUTBOX_DIR = path.join(tmp, 'outbox');
env.SERVE_ADMIN = 'false';
env.SEED_DEMO = 'true';
env.STRAPI_TELEMETRY_DISABLED = 'true';
env.LOG_LEVEL = env.LOG_LEVEL || 'warn';
fs.mkdirSync(path.join(env.PUBLIC_DIR, 'uploads'), { recursive: true });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const secondsSince = (t) => ((Date.now() - t) / 1000).toFixed(1);

/** What the PWA keeps per member after mapMember (src/api/members.ts), near enough for its size. */
function mapMedia(raw) {
  if (!raw?.url) return null;
  const variants = Object.values(raw.formats ?? {})
    .filter((f) => f?.url && f.width)
    .map(({ url, width, height }) => ({ url, width, height }));
  return { id: raw.id, url: raw.url, width: raw.width ?? null, height: raw.height ?? null, alt: raw.alternativeText ?? null, variants };
}
const taxa = (list) => (list ?? []).map(({ id, Name }) => ({ id, name: Name }));
function mapMember(raw) {
  return {
    id: raw.id,
    name: raw.Name,
    email: raw.Email ?? '',
    phone: raw.Phone ?? '',
    profile: raw.Profile ?? '',
    profession: raw.Profession ?? '',
    aboutMe: raw.AboutMe ?? '',
    city: raw.City ?? '',
    country: raw.Country ?? '',
    linkedinUrl: raw.LinkedinProfileURL ?? '',
    presentationUrl: raw.MemberPresentationURL ?? '',
    photo: mapMedia(Array.isArray(raw.BioImage) ? raw.BioImage[0] : raw.BioImage),
    sectors: taxa(raw.sectors),
    skills: taxa(raw.skills),
    companies: (raw.companies ?? []).map((c) => ({
      id: c.id,
      name: c.Name,
      about: c.About ?? '',
      logo: mapMedia(c.Logo),
      services: taxa(c.services),
    })),
  };
}

async function addMembers(strapi, target) {
  const uid = 'api::member.member';
  const existing = await strapi.db.query(uid).count({});
  // More members drawn by the demo seed's own generator (other random seeds: varied names, texts, towns),
  // linked like the demo's: taxonomies by name, a demo photo, the companies of a random demo member.
  const { buildMembers } = require(path.join(appDir, 'dist', 'src', 'seed', 'members'));
  const { Random } = require(path.join(appDir, 'dist', 'src', 'seed', 'random'));
  const byName = async (type) =>
    new Map((await strapi.documents(type).findMany({ fields: ['Name'], limit: 1000 })).map((x) => [x.Name, x.documentId]));
  const sectors = await byName('api::sector.sector');
  const skills = await byName('api::skill.skill');
  const demo = await strapi.documents(uid).findMany({ populate: { companies: true, BioImage: true }, limit: 1000 });
  const photos = demo.flatMap((m) => (m.BioImage ?? []).map((f) => f.id));
  const random = new Random(3000);
  const drafts = [];
  for (let seed = 1; drafts.length < target; seed += 1) drafts.push(...buildMembers(new Random(seed)).slice(1));

  const missing = Math.max(0, target - existing);
  const started = Date.now();
  for (let done = 0; done < missing;) {
    const batch = Math.min(100, missing - done);
    await strapi.db.transaction(async () => {
      for (let i = 0; i < batch; i += 1) {
        const n = done + i + 1;
        const { sectors: sectorNames, skills: skillNames, initials, hasPhoto, isDemo, Email, ...fields } = drafts[n];
        await strapi.documents(uid).create({
          data: {
            ...fields,
            Email: Email.replace('@', `+${n}@`),
            sectors: sectorNames.map((x) => sectors.get(x)).filter(Boolean),
            skills: skillNames.map((x) => skills.get(x)).filter(Boolean),
            companies: (random.pick(demo).companies ?? []).map((c) => c.documentId),
            BioImage: hasPhoto && photos.length ? [random.pick(photos)] : [],
          },
        });
      }
    });
    done += batch;
    if (done % 500 === 0 || done === missing) process.stdout.write(`  ${existing + done} members (${secondsSince(started)} s)\n`);
  }
  return { existing, added: missing, seconds: Number(secondsSince(started)) };
}

async function getPage(base, page) {
  const query = qs.stringify(
    { ...MEMBER_QUERY, sort: ['Name:asc'], pagination: { page, pageSize: PAGE_SIZE } },
    { encodeValuesOnly: true },
  );
  const t = process.hrtime.bigint();
  const res = await fetch(`${base}/api/members?${query}`);
  const text = await res.text();
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (res.status !== 200) throw new Error(`GET page ${page}: ${res.status} ${text.slice(0, 200)}`);
  return { ms, text, json: JSON.parse(text) };
}

async function measure(base) {
  // The whole directory, as the PWA reads it (fetchAllPages): page after page until pageCount.
  const loads = [];
  let rows = [];
  let raw = 0;
  let gzip = 0;
  let pageCount = 1;
  for (let round = 0; round < 3; round += 1) {
    const t = Date.now();
    rows = [];
    raw = 0;
    gzip = 0;
    for (let page = 1; page <= pageCount; page += 1) {
      const { text, json } = await getPage(base, page);
      pageCount = json.meta.pagination.pageCount;
      raw += Buffer.byteLength(text);
      gzip += zlib.gzipSync(text).length;
      rows.push(...json.data);
    }
    loads.push(Date.now() - t);
  }
  const stored = Buffer.byteLength(JSON.stringify(rows.map(mapMember)));

  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push((await getPage(base, (i % pageCount) + 1)).ms);
  times.sort((a, b) => a - b);
  return {
    members: rows.length,
    pages: pageCount,
    rawBytes: raw,
    gzipBytes: gzip,
    storedBytes: stored,
    fullLoadMs: loads.slice().sort((a, b) => a - b)[1],
    fullLoadsMs: loads,
    pageMs: { requests: REQUESTS, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] },
  };
}

async function main() {
  let database;
  let strapi;
  const cleanup = async () => {
    if (strapi) await strapi.destroy().catch(() => {});
    strapi = undefined;
    if (database && !KEEP) await database.drop().catch((e) => console.error(e));
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    if (env.DATABASE_CLIENT === 'postgres' && env.DATABASE_THROWAWAY !== 'false') {
      database = await createThrowawayDatabase(env, 'club_measure');
    }
    const started = Date.now();
    const { createStrapi } = require('@strapi/strapi');
    strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false });
    await strapi.load();
    console.log(
      `Booted and seeded the demo on ${env.DATABASE_CLIENT}${database ? ` (${database.name})` : ''} in ${secondsSince(started)} s`,
    );
    const seeded = await addMembers(strapi, TARGET_MEMBERS);
    console.log(`Added ${seeded.added} members in ${seeded.seconds} s`);

    strapi.server.mount();
    await new Promise((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${strapi.server.httpServer.address().port}`;
    const result = await measure(base);
    if (env.DATABASE_CLIENT === 'postgres') {
      const { rows } = await strapi.db.connection.raw('SELECT pg_database_size(current_database()) AS size');
      result.databaseBytes = Number(rows[0].size);
    }
    result.database = env.DATABASE_CLIENT;

    console.log(`
Members directory, ${result.members} members on ${result.database} (${result.pages} pages of ${PAGE_SIZE})
  payload, whole directory : ${mb(result.rawBytes)} JSON, ${mb(result.gzipBytes)} gzip (${kb(result.rawBytes / result.pages)} a page)
  whole load (sequential)  : ${result.fullLoadMs} ms (median of 3: ${result.fullLoadsMs.join(', ')} ms)
  one page (${result.pageMs.requests} requests): p50 ${result.pageMs.p50.toFixed(0)} ms, p95 ${result.pageMs.p95.toFixed(0)} ms, max ${result.pageMs.max.toFixed(0)} ms
  kept on the phone        : ${mb(result.storedBytes)} (mapped list, JSON)${result.databaseBytes ? `\n  database size            : ${mb(result.databaseBytes)}` : ''}`);
    console.log(`RESULT ${JSON.stringify(result)}`);
    if (database && KEEP) console.log(`Kept database ${database.name}`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
