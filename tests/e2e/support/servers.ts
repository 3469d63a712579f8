import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// Servers of their own for the tests that must kill them (offline) or swap the build (update).

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}:\n${buffer.slice(-2000)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}:\n${buffer.slice(-2000)}`));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number) {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${url}:\n${output.slice(-2000)}`);
}

/** Ports of the servers a spec starts itself, shifted by E2E_PORT_OFFSET when suites run side by side. */
export const ownPort = (port: number) => port + Number(process.env.E2E_PORT_OFFSET || 0);

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

// A test that fails half-way must not leave a server holding its port.
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

function track(child: ChildProcess) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

/** A real Strapi on a throwaway database (demo data seeded unless told otherwise). */
export async function startApi(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const child = track(
    spawn(process.execPath, ['backend/scripts/test-server.js'], {
      env: { ...process.env, PORT: String(port), SEED_DEMO: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const line = await waitForLine(child, /STRAPI_READY (\{.*\})/, 180_000);
  const info = JSON.parse(line.replace('STRAPI_READY ', ''));
  return { url: info.url, stop: stopper(child) };
}

/** The built PWA (outDir) served by its Node server (as in production), proxying /api and /uploads to apiUrl. */
export async function startApp(port: number, apiUrl: string, outDir = process.env.E2E_DIST || 'dist'): Promise<RunningServer> {
  const child = track(
    spawn(process.execPath, [path.resolve(outDir, '.ssr/main.js')], {
      // PUBLIC_URL is required in production (src/server/public-url.ts): the address the tests use.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        STRAPI_URL: apiUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/robots.txt`, child, 60_000);
  return { url, stop: stopper(child) };
}

/** The former name (vite preview served the tests before the Node server): offline.spec.ts keeps it unchanged. */
export const startPreview = startApp;

/** Builds the PWA (the browser's build, then its server's) into another folder, e.g. the next version for the update test. */
export async function buildApp(outDir: string, env: Record<string, string>): Promise<void> {
  await viteBuild(['--outDir', outDir, '--emptyOutDir'], env);
  await viteBuild(['--ssr', '--outDir', path.join(outDir, '.ssr'), '--emptyOutDir'], env);
}

function viteBuild(args: string[], env: Record<string, string>): Promise<void> {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed:\n${output.slice(-3000)}`))));
  });
}
