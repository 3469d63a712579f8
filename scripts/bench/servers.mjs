// The bench's own servers: a throwaway Strapi (backend/scripts/test-server.js) seeded with the bench data,
// and the Node server of a fresh build in its own folder. Both are stopped by the bench, never left behind.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import webpush from 'web-push';
import { ensureLoopbackCertificate } from '../push-service.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const running = new Set();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

function track(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
}

function waitForLine(child, pattern, timeoutMs) {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}:\n${buffer.slice(-3000)}`)), timeoutMs);
    const onData = (chunk) => {
      buffer += chunk.toString();
      const match = buffer.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}:\n${buffer.slice(-3000)}`));
    });
  });
}

export function compileServer() {
  // The contract first: the server imports its compiled output, which a fresh checkout does not have yet.
  execFileSync('npm', ['run', 'build:contract'], { cwd: path.join(ROOT, 'backend'), stdio: 'ignore' });
  execFileSync('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: path.join(ROOT, 'backend'), stdio: 'inherit' });
}

/** A fresh build; hidden source maps (no reference in the code, not precached) let the bench attribute bytes. */
export function buildApp(outDir) {
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // The Node server that serves it (server rendering), as in production.
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', '--outDir', path.join(outDir, '.ssr'), '--emptyOutDir'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Random secrets for a throwaway production-mode server. */
function throwawaySecrets() {
  const random = () => randomBytes(24).toString('base64');
  return {
    APP_KEYS: `${random()},${random()}`,
    API_TOKEN_SALT: random(),
    ADMIN_JWT_SECRET: random(),
    TRANSFER_TOKEN_SALT: random(),
    JWT_SECRET: random(),
    ENCRYPTION_KEY: random(),
    ...Object.fromEntries(
      Object.entries(webpush.generateVAPIDKeys()).map(([name, key]) => [`VAPID_${name === 'publicKey' ? 'PUBLIC' : 'PRIVATE'}_KEY`, key]),
    ),
  };
}

/** The push service's stand-in certificate (scripts/bench/push.mjs), which the bench's Strapi trusts. */
export const PUSH_CERTIFICATE = ensureLoopbackCertificate(path.join(os.tmpdir(), 'club-bench-push-service'));

/** Strapi on a fresh database (SQLite in a temp dir, or a throwaway PostgreSQL database with DATABASE_CLIENT=postgres). */
export async function startStrapi({ port, sizes }) {
  const child = track(
    spawn(process.execPath, ['backend/scripts/test-server.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        SEED_DEMO: 'false',
        TEST_FIXTURES: 'false',
        SEED_MODULE: path.join(ROOT, 'scripts/bench/seed-bench.cjs'),
        SEED_OPTIONS: JSON.stringify(sizes),
        LOG_LEVEL: 'warn',
        // What a deployment runs: the bench measures production code paths, which refuse the development
        // secrets (backend/config/secrets.ts): a throwaway set, new each run.
        NODE_ENV: 'production',
        ...throwawaySecrets(),
        // Production's bcrypt cost, not the test server's (backend/src/extensions/users-permissions/password-cost.ts).
        PASSWORD_HASH_COST: '10',
        NODE_EXTRA_CA_CERTS: PUSH_CERTIFICATE.certPath,
        PUSH_SERVICE_HOSTS: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const started = Date.now();
  const match = await waitForLine(child, /STRAPI_READY (\{.*\})/, 15 * 60_000);
  const info = JSON.parse(match[1]);
  return { url: info.url, database: info.database, seconds: (Date.now() - started) / 1000, stop: stopper(child) };
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** The build's Node server (dist/.ssr/main.js), as `npm start` and production run it. */
export async function startPreview({ port, apiUrl, outDir, env = {} }) {
  const child = track(
    spawn(process.execPath, [path.join(outDir, '.ssr', 'main.js')], {
      cwd: ROOT,
      // PUBLIC_URL is required in production (src/server/public-url.ts): the address the bench uses.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        STRAPI_URL: apiUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child, 60_000);
  return { url, stop: stopper(child) };
}
