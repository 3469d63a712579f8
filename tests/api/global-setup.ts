// Compiles the server (tsc), starts backend/scripts/test-server.js on a free port with the test fixtures
// (2 upcoming events, 1 past, with plans) and hands its URL and outbox folder to the tests.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureLoopbackCertificate } from '../../scripts/push-service.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    strapiUrl: string;
    outboxDir: string;
    publicDir: string;
    uploadTmpDir: string;
    /** The Strapi process (its memory is read by the upload tests). */
    strapiPid: number;
    /** The throwaway database's knex client and connection (support/db.ts). */
    db: { client: string; connection: Record<string, unknown> };
    /** The loopback push service's certificate, which the server trusts (support/push.ts). */
    pushCertificate: { certPath: string; keyPath: string };
    /** Strapi's output (warnings and errors), shown by support/api.ts after a 5xx. */
    strapiLog: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const backendDir = path.join(root, 'backend');

type Ready = {
  url: string;
  outbox: string;
  publicDir: string;
  uploadTmpDir: string;
  db: { client: string; connection: Record<string, unknown> };
};

function waitForReady(child: ChildProcess, log: fs.WriteStream): Promise<Ready> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Strapi did not print STRAPI_READY within 90 s')), 90_000);
    child.once('exit', (code) => reject(new Error(`test server exited early (code ${code})`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      log.write(`${line}\n`);
      if (line.startsWith('STRAPI_READY ')) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('STRAPI_READY '.length)));
      } else if (process.env.API_TEST_VERBOSE) {
        process.stdout.write(`[strapi] ${line}\n`);
      }
    });
  });
}

export default async function setup(project: TestProject) {
  // The contract first: the server requires its compiled copy (@club/contract → contract/dist).
  execFileSync('npx', ['tsc', '-p', '../contract/tsconfig.json'], { cwd: backendDir, stdio: 'inherit' });
  execFileSync('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: backendDir, stdio: 'inherit' });
  // Web Push: the tests' push service stands in on loopback, over HTTPS as web-push requires; the server trusts
  // its certificate and accepts its host (support/push.ts).
  const pushCertificate = ensureLoopbackCertificate(path.join(os.tmpdir(), 'club-push-service'));
  const child = spawn(process.execPath, ['scripts/test-server.js'], {
    cwd: backendDir,
    // The auth rate limits are on, as in production; each test request comes from its own client address
    // (support/api.ts), so only the tests that mean to hit a limit do.
    // The reminders' cron every 2 seconds (5 minutes in production): tests/api/reminders.test.ts sees runs.
    // The retention job too (daily in production): tests/api/personal-data.test.ts sees a guest erased.
    env: {
      ...process.env,
      REMINDER_CRON: '*/2 * * * * *',
      RETENTION_CRON: '*/2 * * * * *',
      TEST_FIXTURES: 'true',
      PORT: '0',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: 'true',
      TRUST_PROXY: 'true',
      NODE_EXTRA_CA_CERTS: pushCertificate.certPath,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      // The directories' sync in pages of 50 (1,000 in production): the tests' downloads and a phone's streamed feed
      // run over several pages, as a large club's do.
      DIRECTORY_SYNC_PAGE_SIZE: '50',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Strapi's output to a file: thousands of lines (the bad-input tests' 4xx are logged too), read only after a 5xx.
  const strapiLog = path.join(os.tmpdir(), `club-api-strapi-${process.pid}.log`);
  const log = fs.createWriteStream(strapiLog);
  const ready = await waitForReady(child, log);
  project.provide('strapiLog', strapiLog);
  project.provide('strapiUrl', ready.url);
  project.provide('outboxDir', ready.outbox);
  project.provide('publicDir', ready.publicDir);
  project.provide('uploadTmpDir', ready.uploadTmpDir);
  project.provide('strapiPid', child.pid!);
  project.provide('db', ready.db);
  project.provide('pushCertificate', pushCertificate);

  return async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM'); // the script destroys Strapi and removes its temp dir
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
    clearTimeout(timer); // a pending timer would keep vitest alive
    if (child.exitCode === null) child.kill('SIGKILL');
    log.end();
    fs.rmSync(strapiLog, { force: true });
  };
}
