// @vitest-environment node
// Every redirect of the Node server stays on the app's origin (issue: open redirect), and the server's own
// dot-folders (.ssr/, .vite/) are never served, however their path is written. Raw node:http requests against a
// real listening server: fetch and Playwright read a path that starts with // as another host.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { testServerOptions } from './test-options';

// A route's redirect as TanStack's handler answers it: /elsewhere?to=… redirects to `to` (what a bug in a route would do).
vi.mock('./render', () => ({
  render: async ({ request }: { request: Request }) => {
    const to = new URL(request.url).searchParams.get('to');
    return to
      ? new Response(null, { status: 307, headers: { location: to } })
      : new Response('<p>page</p>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
}));
const { createServer } = await import('./app');

let server: ServerType;
let origin: string;

beforeAll(async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-client-'));
  for (const folder of ['.ssr', '.vite']) fs.mkdirSync(path.join(clientDir, folder));
  fs.writeFileSync(path.join(clientDir, '.ssr', 'main.js'), 'server code');
  fs.writeFileSync(path.join(clientDir, '.vite', 'router-manifest.json'), '{"server":"manifest"}');
  const app = createServer(
    testServerOptions({
      clientDir,
    }),
  );
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** One request with the path exactly as written (no client normalises it). */
function raw(method: string, target: string) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const { port } = new URL(origin);
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers: { 'content-length': 0 } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// The forms a browser (or a proxy decoding the path) reads as another host.
const FOREIGN_TARGETS = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%2f/evil.example/',
  '/%5Cevil.example/',
  '/%252F%252Fevil.example/',
  '/.//evil.example/',
  'https:evil.example/',
  'http://127.0.0.1//evil.example/',
];

describe('redirects of the Node server', () => {
  it('a GET with a secret in its query is redirected on this origin, whatever the path (//host, /\\host, encoded)', async () => {
    for (const target of FOREIGN_TARGETS) {
      const answer = await raw('GET', `${target}?password=x`);
      if (answer.location === undefined) {
        expect(answer.status, target).toBeGreaterThanOrEqual(400);
        continue;
      }
      expect(answer.status, target).toBe(303);
      const resolved = new URL(answer.location, `${origin}/some/page`);
      expect(resolved.origin, `${target} → ${answer.location}`).toBe(origin);
      expect(answer.location, target).toMatch(/^\/(?![/\\])/);
      expect(answer.location, target).not.toMatch(/^\/(%2f|%5c)/i);
      expect(answer.location, target).not.toContain('password');
    }
  });

  it('a form posted to //host/login is sent back to a page on this origin', async () => {
    for (const target of FOREIGN_TARGETS.map((t) => `${t.replace(/\/$/, '')}/login`)) {
      const answer = await raw('POST', target);
      if (answer.location === undefined) {
        expect(answer.status, target).toBeGreaterThanOrEqual(400);
        continue;
      }
      expect(answer.status, target).toBe(303);
      expect(new URL(answer.location, `${origin}/some/page`).origin, `${target} → ${answer.location}`).toBe(origin);
      expect(answer.location, target).toMatch(/^\/(?![/\\])/);
      expect(answer.location, target).not.toMatch(/^\/(%2f|%5c)/i);
    }
  });

  it('a route’s redirect is kept on this origin (a path), another origin’s becomes the home page', async () => {
    const to = (location: string) => raw('GET', `/elsewhere?to=${encodeURIComponent(location)}`);
    expect((await to('/login?redirect=%2Fmembers')).location).toBe('/login?redirect=%2Fmembers');
    expect((await to(`${origin}/login?redirect=%2Fmembers`)).location).toBe('/login?redirect=%2Fmembers');
    for (const foreign of ['//evil.example/login', '/\\evil.example/login', 'https://evil.example/login', 'https:evil.example']) {
      const answer = await to(foreign);
      expect(new URL(answer.location ?? '', `${origin}/x`).origin, foreign).toBe(origin);
      expect(answer.location, foreign).toMatch(/^\/(?![/\\])/);
    }
  });

  it('the ordinary redirects are unchanged', async () => {
    expect(await raw('GET', '/login?email=a%40b.be&password=x')).toMatchObject({ status: 303, location: '/login' });
    expect(await raw('POST', '/register?redirect=%2Fprofile')).toMatchObject({ status: 303, location: '/register?redirect=%2Fprofile' });
  });
});

describe('the server’s own folders', () => {
  it('are never served, however the path is written', async () => {
    for (const target of [
      '/.ssr/main.js',
      '/%2essr/main.js',
      '/%2Essr/main.js',
      '/%2evite/router-manifest.json',
      '//.ssr/main.js',
      '//%2essr/main.js',
      '/%2F%2essr/main.js',
      '/%5C.ssr/main.js',
      '/%5c%2essr%5cmain.js',
      '/%2essr%2fmain.js',
      '/assets/..%2f.ssr%2fmain.js',
      '/assets/%2e%2e/%2essr/main.js',
      '/assets/%2e%2e%2f%2essr%2fmain.js',
      '/%252essr/main.js',
    ]) {
      const answer = await raw('GET', target);
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.body, target).not.toMatch(/server code|manifest/);
    }
  });
});
