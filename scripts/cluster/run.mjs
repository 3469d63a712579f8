#!/usr/bin/env node
// npm run test:cluster — several Strapi instances, proven: on loopback, a throwaway PostgreSQL cluster, moto's
// S3 server, two `strapi start` in production mode (generated secrets, same config) behind HAProxy configured
// with deploy/haproxy.cfg, two of the PWA's Node servers behind it too (deploy/haproxy-web.cfg), then the scenarios of scripts/cluster/scenarios.mjs as assertions, with faults
// injected (SIGTERM, SIGKILL, a PostgreSQL restart). Everything started is stopped, whatever happens.
// Needs: `npm run build:backend` first (the compiled app in backend/dist), the PWA's build (dist/, built here when
// missing), haproxy, moto_server, PostgreSQL's initdb/pg_ctl. Ports (override with CLUSTER_PORT_*): PostgreSQL
// 5440, S3 9040, Strapi 1360/1361, HAProxy 8040 (Strapi) and 8041 (pages), Node servers 4240/4241.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root, backendDir, startHaproxy, startPostgres, startS3, startStrapi, startWeb, webServer } from './services.mjs';
import { SCENARIOS } from './scenarios.mjs';
import { recordClusterRun } from './record.mjs';
import { ensureLoopbackCertificate, startPushService } from '../push-service.mjs';
import webpush from 'web-push';

const LOAD_BEFORE = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');

/** The preferred port when it is free, else any free one (another program may hold it: never talk to it). */
function freePort(preferred) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => {
      const any = net.createServer();
      any.listen(0, '127.0.0.1', () => {
        const { port } = any.address();
        any.close(() => resolve(port));
      });
    });
    probe.listen(preferred, '127.0.0.1', () => probe.close(() => resolve(preferred)));
  });
}
const port = (name, fallback) => freePort(Number(process.env[`CLUSTER_PORT_${name}`] || fallback));
const ports = {
  pg: await port('PG', 5440),
  s3: await port('S3', 9040),
  a: await port('A', 1360),
  b: await port('B', 1361),
  lb: await port('LB', 8040),
  webLb: await port('WEB_LB', 8041),
  webA: await port('WEB_A', 4240),
  webB: await port('WEB_B', 4241),
};

if (!fs.existsSync(path.join(backendDir, 'dist', 'src', 'index.js'))) {
  console.error('backend/dist is missing: run `npm run build:backend` first.');
  process.exit(1);
}
if (!fs.existsSync(webServer)) {
  console.log('[cluster] dist/ is missing: npm run build');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const started = Date.now();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-cluster-'));
const handles = [];
const keep = (handle) => (handles.push(handle), handle);
let stopping;

async function stopAll() {
  stopping ??= (async () => {
    for (const handle of handles.reverse()) {
      try {
        await handle.stop();
      } catch (error) {
        console.error(`[cluster] could not stop ${handle.label ?? 'a service'}: ${error.message}`);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`[cluster] ${signal}: stopping everything`);
    stopAll().finally(() => process.exit(130));
  });
}

const secret = () => randomBytes(32).toString('base64');
const PUBLIC_ORIGIN = 'https://club.example';

function log(line) {
  console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
}

async function main() {
  log(
    `PostgreSQL on ${ports.pg}, S3 (moto) on ${ports.s3}, Strapi on ${ports.a} and ${ports.b}, Node servers on ${ports.webA} and ${ports.webB}, HAProxy on ${ports.lb} and ${ports.webLb}`,
  );
  const pg = keep(await startPostgres({ dir, port: ports.pg }));
  // Web Push: the push service's loopback stand-in, which both instances trust and push to (scripts/push-service.mjs).
  const vapid = webpush.generateVAPIDKeys();
  const pushCertificate = ensureLoopbackCertificate(path.join(dir, 'push-service'));
  const push = await startPushService({ ...pushCertificate, vapidPublicKey: vapid.publicKey });
  keep({ label: 'push service', stop: () => push.close() });
  const s3 = keep(await startS3({ dir, port: ports.s3, bucket: 'club-media' }));
  const lbUrl = `http://127.0.0.1:${ports.lb}`;
  const haproxy = keep(
    await startHaproxy({
      dir,
      listen: `127.0.0.1:${ports.lb}`,
      instances: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`],
      web: { listen: `127.0.0.1:${ports.webLb}`, instances: [`127.0.0.1:${ports.webA}`, `127.0.0.1:${ports.webB}`] },
    }),
  );
  const webUrl = `http://127.0.0.1:${ports.webLb}`;

  // One configuration for both, as in production: same secrets, same database, same bucket.
  const shared = {
    NODE_ENV: 'production',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    NODE_EXTRA_CA_CERTS: pushCertificate.certPath,
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    // The reminders' job every 2 seconds on both instances (5 minutes in production): the push scenario sees them
    // race for each reminder.
    REMINDER_CRON: '*/2 * * * * *',
    SEED_DEMO: 'false',
    SERVE_ADMIN: 'false',
    TRUST_PROXY: 'true',
    TRUSTED_PROXY_HOPS: '1',
    APP_URL: 'http://localhost:4173',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    BROWSER: 'none',
    LOG_LEVEL: 'info',
    DATABASE_POOL_MAX: '10',
    // The test may share a busy machine (CI runners, other jobs): a loop late by 2 s there is contention, not a
    // stuck instance, and must not take it out of the pool (the watchdog has its own tests).
    EVENT_LOOP_STUCK_MS: '15000',
    // Likewise 30 registrations at once (30 password hashes) may outlast the 20 s deadline there; HAProxy's
    // `timeout server` is raised to match (startHaproxy).
    REQUEST_DEADLINE_MS: '60000',
    // Longer than HAProxy needs to see the readiness 503s (deploy/haproxy.cfg: 2 checks, 1 s then 0.5 s apart).
    SHUTDOWN_DRAIN_DELAY_MS: '3000',
    // The orphan sweep, sped up: every 2 s, objects older than 6 s.
    MEDIA_ORPHAN_SWEEP_MS: '2000',
    MEDIA_ORPHAN_MIN_AGE_MS: '6000',
    ...pg.env,
    ...s3.env,
  };
  const instances = {};
  const start = (name) => {
    const instanceDir = path.join(dir, `strapi-${name}`);
    for (const sub of ['public/uploads', 'upload-tmp', 'outbox']) fs.mkdirSync(path.join(instanceDir, sub), { recursive: true });
    const handle = startStrapi({
      name,
      port: ports[name],
      env: {
        ...shared,
        PUBLIC_DIR: path.join(instanceDir, 'public'),
        UPLOAD_TMP_DIR: path.join(instanceDir, 'upload-tmp'),
        EMAIL_OUTBOX_DIR: path.join(instanceDir, 'outbox'),
      },
    });
    handle.publicDir = path.join(instanceDir, 'public');
    const previous = instances[name];
    if (previous) handles.splice(handles.indexOf(previous), 1);
    instances[name] = keep(handle);
    return handle;
  };

  // The PWA's Node servers: the same configuration for both, Strapi through the balancer, one public origin.
  const webs = {};
  const startWebServer = (name, env = {}) => {
    const handle = startWeb({
      name,
      port: ports[name === 'a' ? 'webA' : 'webB'],
      env: { NODE_ENV: 'production', STRAPI_URL: lbUrl, PUBLIC_URL: PUBLIC_ORIGIN, ...env },
    });
    const previous = webs[name];
    if (previous) handles.splice(handles.indexOf(previous), 1);
    webs[name] = keep(handle);
    return handle;
  };

  const context = {
    dir,
    ports,
    pg,
    s3,
    haproxy,
    lbUrl,
    webUrl,
    publicOrigin: PUBLIC_ORIGIN,
    instances,
    webs,
    push,
    start,
    startWeb: startWebServer,
    log,
    figures: {},
  };
  const failures = [];
  // CLUSTER_SCENARIOS=parallelStart,setup,registrations,databaseRestart: a subset, while working on one.
  const only = process.env.CLUSTER_SCENARIOS?.split(',');
  const scenarios = only ? SCENARIOS.filter((scenario) => only.includes(scenario.id)) : SCENARIOS;
  for (const scenario of scenarios) {
    const scenarioStart = Date.now();
    log(`▶ ${scenario.title}`);
    try {
      const figures = await scenario.run(context);
      context.figures[scenario.id] = { seconds: (Date.now() - scenarioStart) / 1000, ...figures };
      log(`✔ ${scenario.title} (${((Date.now() - scenarioStart) / 1000).toFixed(1)} s) ${JSON.stringify(figures)}`);
    } catch (error) {
      failures.push(scenario.title);
      log(`✖ ${scenario.title}: ${error.stack ?? error}`);
      if (scenario.fatal !== false) {
        // The whole logs, kept after the temp folder is gone.
        const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'club-cluster-logs-'));
        for (const handle of [...Object.values(instances), ...Object.values(webs), haproxy, s3])
          fs.writeFileSync(path.join(logs, `${handle.label ?? handle.name}.log`), handle.log());
        fs.writeFileSync(path.join(logs, 'postgres.log'), pg.log());
        for (const handle of Object.values(instances))
          console.error(`--- strapi ${handle.name} (last lines; all in ${logs})\n${handle.log().slice(-3000)}`);
        console.error(`--- haproxy\n${haproxy.log().slice(-2000)}\n--- postgres\n${pg.log()}`);
        break;
      }
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (process.env.CLUSTER_FIGURES)
    fs.writeFileSync(process.env.CLUSTER_FIGURES, JSON.stringify({ seconds: Number(seconds), scenarios: context.figures }, null, 2));
  if (failures.length) throw new Error(`${failures.length} scenario(s) failed: ${failures.join('; ')} (${seconds} s)`);
  log(`all ${scenarios.length} scenarios passed in ${seconds} s`);
  // `npm run test:cluster -- --record`: a complete run's figures, as data (scripts/cluster/record.mjs).
  if (process.argv.includes('--record') && !only) {
    const titles = Object.fromEntries(scenarios.map((scenario) => [scenario.id, scenario.title]));
    recordClusterRun({ seconds: Number(seconds), scenarios: context.figures, titles, loadBefore: LOAD_BEFORE });
    log('recorded in docs/benchmarks/cluster-runs.jsonl and cluster-latest.md');
  }
}

main()
  .then(
    () => stopAll().then(() => process.exit(0)),
    (error) => {
      console.error(`[cluster] ${error.message}`);
      return stopAll().then(() => process.exit(1));
    },
  )
  .catch(() => process.exit(1));
