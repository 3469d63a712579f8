// The load balancer's view of an instance: GET /api/health, and a graceful stop on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { api, baseUrl } from './support/api';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'backend');

describe('GET /api/health', () => {
  it('answers 200 with the database up, without a token, never served from a cache', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok', eventLoop: 'ok' });
    const raw = await fetch(`${baseUrl()}/api/health`);
    // no-store from the controller, or no-cache once the API's ETag middleware (http-cache) rewrote it.
    expect(raw.headers.get('cache-control')).toMatch(/no-store|no-cache/);
  });
});

describe('keep-alive', () => {
  it("keeps idle connections longer than the clients and load balancers in front (65 s, not Node's 5 s)", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ headers: http.IncomingHttpHeaders; socket: unknown }>((resolve, reject) => {
        http
          .get(`${baseUrl()}/api/health`, { agent }, (res) => {
            const socket = res.socket;
            res.resume();
            res.on('end', () => resolve({ headers: res.headers, socket }));
          })
          .on('error', reject);
      });
    const first = await get();
    expect(first.headers['keep-alive']).toMatch(/timeout=65\b/);
    // Past Node's default 5 s, the same connection is still open and answers.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const second = await get();
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  }, 15_000);
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One HTTP request whose body is sent in two halves, `pause` apart: the request is in flight meanwhile. */
function slowPost(port: number, pathname: string, body: string, duringPause: () => Promise<void>) {
  return new Promise<{ status: number; body: any; connection?: string }>((resolve, reject) => {
    const payload = Buffer.from(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half));
    req.flushHeaders();
    duringPause().then(() => req.end(payload.subarray(half)), reject);
  });
}

async function startProductionServer(port: number, dir: string): Promise<ChildProcess> {
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  // `strapi start`, as in production (the compiled app from the global setup), on its own SQLite file:
  // its signal handling is what is tested, not the database.
  const child = spawn(process.execPath, [path.join(backendDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
    cwd: backendDir,
    env: {
      ...process.env,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      PUBLIC_DIR: path.join(dir, 'public'),
      EMAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_ADMIN: 'false',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: 'false',
      LOG_LEVEL: 'info',
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      SHUTDOWN_TIMEOUT_MS: '15000',
      SHUTDOWN_DRAIN_DELAY_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  (child as any).log = () => log;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`strapi start exited early (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return child;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`strapi start did not answer /api/health within 90 s:\n${log}`);
}

describe('SIGTERM on `strapi start`', () => {
  it('answers readiness 503 while still listening, finishes the request in flight, then refuses new connections and exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-shutdown-'));
    const port = await freePort();
    const child = await startProductionServer(port, dir);
    try {
      const base = `http://127.0.0.1:${port}`;
      const email = `shutdown-${Date.now()}@example.test`;
      const password = 'Secret-shutdown-1';
      const registered = await fetch(`${base}/api/auth/local/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'Membre Arrêt', email, password, phone: '+32 470 11 22 33' }),
      });
      expect(registered.status).toBe(200);

      const exited = once(child, 'exit');
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
      // A login whose body arrives in two parts 2 s apart; SIGTERM lands in between.
      const login = slowPost(port, '/api/auth/local', JSON.stringify({ identifier: email, password }), async () => {
        await sleep(300); // the server has the request (headers parsed) and waits for the body
        child.kill('SIGTERM');
        await sleep(300);
        // Announcing the drain (SHUTDOWN_DRAIN_DELAY_MS): still listening, readiness says 503 so the load
        // balancer stops sending traffic, and whatever still comes is served, with `Connection: close`.
        const ready = await fetch(`${base}/api/health/ready`);
        expect(ready.status).toBe(503);
        expect(ready.headers.get('retry-after')).toBe('5');
        expect(await ready.json()).toMatchObject({ status: 'shutting-down' });
        const served = await fetch(`${base}/api/events`);
        expect(served.status).toBe(200);
        expect(served.headers.get('connection')).toBe('close');
        await sleep(1000);
        // Past the delay: the listening socket is closed, a new connection is refused.
        await expect(fetch(`${base}/api/health`)).rejects.toThrow();
        await sleep(400);
      });

      const response = await login;
      expect(response.status).toBe(200);
      expect(typeof response.body.jwt).toBe('string');
      expect(response.connection).toBe('close');
      const [code] = await exited;
      expect(code, (child as any).log()).toBe(0);
      expect((child as any).log()).toContain('[shutdown] draining: 1 request(s) in flight');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
