// The processes of the cluster test: a throwaway PostgreSQL cluster, moto's S3 server, HAProxy and Strapi
// instances. Each start returns a handle whose stop() is idempotent; run.mjs stops every handle it got, on
// success, failure or Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const backendDir = path.join(root, 'backend');
// The AWS SDK is a dependency of backend/ (its upload provider, the orphan sweep), not of the root.
const backendRequire = createRequire(path.join(backendDir, 'package.json'));
export const s3sdk = backendRequire('@aws-sdk/client-s3');
const { Client: PgClient } = backendRequire('pg');

/** A PostgreSQL client on the cluster's database (for the assertions' counts). */
export const pgClient = (env) =>
  new PgClient({
    host: env.DATABASE_HOST,
    port: Number(env.DATABASE_PORT),
    database: env.DATABASE_NAME,
    user: env.DATABASE_USERNAME,
    password: env.DATABASE_PASSWORD,
  });

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a truthy value or `timeoutMs` passes. */
export async function waitFor(what, check, timeoutMs, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(everyMs);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (${last.message})` : ''}`);
}

function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null;
}

/** A child process whose output is kept (last 200 kB) and shown when something fails. */
function child(label, command, args, options = {}) {
  const proc = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let log = '';
  const keep = (chunk) => {
    log += chunk;
    if (log.length > 200_000) log = log.slice(-200_000);
  };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  const exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  return { label, proc, exited, log: () => log };
}

async function stopChild(handle, signal = 'SIGTERM', graceMs = 15_000) {
  if (!handle || handle.proc.exitCode !== null || handle.proc.signalCode !== null) return;
  handle.proc.kill(signal);
  const timer = setTimeout(() => handle.proc.kill('SIGKILL'), graceMs);
  await handle.exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL: a cluster of its own (initdb + pg_ctl) in a temp folder, because one scenario stops and restarts
// the server: CI's shared cluster (and anyone else's databases on it) must not go down with it.

function pgBin(name) {
  const fromPath = which(name);
  if (fromPath) return fromPath;
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = `/usr/lib/postgresql/${version}/bin/${name}`;
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found: install PostgreSQL (Debian: apt-get install postgresql)`);
}

export async function startPostgres({ dir, port }) {
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data, { recursive: true });
  // initdb refuses to run as root: as root (CI), the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (bin, args) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args];
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  };
  if (asRoot) fs.chmodSync(dir, 0o755);
  run('initdb', ['-D', data, '-U', 'club', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const settings = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60`;
  const logFile = path.join(dir, 'pg.log');
  const start = () => run('pg_ctl', ['-D', data, '-l', logFile, '-o', settings, '-w', '-t', '30', 'start']);
  const stop = (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'club', 'club']);
  let running = true;
  return {
    port,
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: 'club',
      DATABASE_USERNAME: 'club',
      DATABASE_PASSWORD: 'club',
    },
    label: 'postgres',
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-5000) : ''),
    restart: async (downMs) => {
      const stoppedAt = Date.now();
      stop('fast');
      running = false;
      await sleep(Math.max(0, downMs - (Date.now() - stoppedAt)));
      start();
      running = true;
      return { stoppedAt, startedAt: Date.now() };
    },
    async stop() {
      if (running) stop('immediate');
      running = false;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// S3: moto's server (`pip install "moto[server]"`), an S3 API on one port.

export async function startS3({ dir, port, bucket }) {
  const bin = which('moto_server');
  if (!bin) throw new Error('moto_server not found: pip install "moto[server]" (see .ci/run)');
  const handle = child('moto', bin, ['-H', '127.0.0.1', '-p', String(port)], { cwd: dir });
  const endpoint = `http://127.0.0.1:${port}`;
  const config = {
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'cluster', secretAccessKey: 'cluster-secret' },
  };
  const client = new s3sdk.S3Client(config);
  await waitFor('moto_server', () => client.send(new s3sdk.CreateBucketCommand({ Bucket: bucket })).then(() => true), 20_000, 300);
  return {
    client,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'cluster',
      S3_SECRET_ACCESS_KEY: 'cluster-secret',
    },
    async keys() {
      const keys = [];
      let token;
      do {
        const page = await client.send(new s3sdk.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    put: (key, body) => client.send(new s3sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/png' })),
    label: 'moto',
    log: handle.log,
    async stop() {
      client.destroy();
      await stopChild(handle, 'SIGTERM', 5_000);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// HAProxy with deploy/haproxy.cfg (the Strapi pool) and deploy/haproxy-web.cfg (the PWA's Node servers), in the
// foreground (-db).

export async function startHaproxy({ dir, listen, instances, web }) {
  const bin = which('haproxy') ?? (fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : null);
  if (!bin) throw new Error('haproxy not found: apt-get install haproxy (see .ci/run)');
  const socket = path.join(dir, 'haproxy.sock');
  const env = {
    ...process.env,
    LISTEN: listen,
    STRAPI_A: instances[0],
    STRAPI_B: instances[1],
    ERRORS_DIR: path.join(root, 'deploy', 'errors'),
    HAPROXY_SOCKET: socket,
    // Above the instances' REQUEST_DEADLINE_MS (run.mjs).
    HAPROXY_TIMEOUT_SERVER: '65s',
    WEB_LISTEN: web.listen,
    WEB_A: web.instances[0],
    WEB_B: web.instances[1],
  };
  const configs = ['haproxy.cfg', 'haproxy-web.cfg'].flatMap((file) => ['-f', path.join(root, 'deploy', file)]);
  const handle = child('haproxy', bin, ['-db', ...configs], { env });
  await waitFor('haproxy listening', () => fs.existsSync(socket), 10_000, 100);
  return {
    /** Each server's state in a backend ('strapi', 'pwa') as HAProxy sees it ('UP', 'DOWN', 'UP 1/2'…), from its admin socket. */
    async states(backend = 'strapi') {
      const out = await new Promise((resolve, reject) => {
        let text = '';
        const connection = net.createConnection({ path: socket }, () => connection.end('show stat\n'));
        connection.on('data', (chunk) => (text += chunk));
        connection.on('end', () => resolve(text));
        connection.on('error', reject);
      });
      const states = {};
      for (const line of out.split('\n')) {
        const cells = line.split(',');
        if (cells[0] === backend && cells[1] !== 'BACKEND') states[cells[1]] = cells[17];
      }
      return states;
    },
    label: 'haproxy',
    log: handle.log,
    stop: () => stopChild(handle, 'SIGTERM', 5_000),
  };
}

/** A Node program of ours listening on a loopback port (Strapi, the PWA's server): its process and URL. */
function nodeService(label, args, { cwd, port, env }) {
  const handle = child(label, process.execPath, args, { cwd, env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) } });
  return { ...handle, port, url: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------------------------------------------------------
// Strapi: `strapi start` (the compiled app in backend/dist), production mode, API only.

export function startStrapi({ name, port, env }) {
  const strapiBin = path.join(backendDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
  const handle = nodeService(`strapi-${name}`, [strapiBin, 'start'], { cwd: backendDir, port, env });
  const { url } = handle;
  return {
    ...handle,
    name,
    startedAt: Date.now(),
    /** Resolves once /api/health answers 200; rejects if the process exits first. */
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (handle.proc.exitCode !== null)
          throw new Error(`strapi ${name} exited (${handle.proc.exitCode}) while starting:\n${handle.log().slice(-4000)}`);
        try {
          if ((await fetch(`${url}/api/health`)).status === 200) return Date.now();
        } catch {
          /* not listening yet */
        }
        await sleep(250);
      }
      throw new Error(`strapi ${name}: no /api/health 200 within ${timeoutMs} ms:\n${handle.log().slice(-4000)}`);
    },
    kill: (signal) => handle.proc.kill(signal),
    stop: () => stopChild(handle, 'SIGTERM', 30_000),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The PWA's Node server (dist/.ssr/main.js, after `npm run build`): server-rendered pages, sitemap, /api proxied.

export const webServer = path.join(root, 'dist', '.ssr', 'main.js');

export function startWeb({ name, port, env }) {
  const handle = nodeService(`web-${name}`, [webServer], { cwd: root, port, env });
  const { url } = handle;
  return {
    ...handle,
    name,
    /** Resolves once its readiness (no Strapi call) answers 200. */
    async ready(timeoutMs = 30_000) {
      await waitFor(
        `web ${name} answering`,
        async () => {
          if (handle.proc.exitCode !== null) throw new Error(`web ${name} exited (${handle.proc.exitCode}):\n${handle.log().slice(-2000)}`);
          return (await fetch(`${url}/health/ready`)).status === 200;
        },
        timeoutMs,
        250,
      );
    },
    stop: () => stopChild(handle, 'SIGTERM', 10_000),
  };
}
