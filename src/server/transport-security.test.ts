// @vitest-environment node
// Strict-Transport-Security on every answer of the app when its public origin is https (issue: no HSTS), the
// proxied /api and /uploads included; never on http. A fake Strapi on a local port; a real listening server.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { testServerOptions } from './test-options';

vi.mock('./render', () => ({
  render: async () => new Response('<p>page</p>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }),
}));
const { createServer } = await import('./app');

let strapi: http.Server;
let strapiUrl: string;
beforeAll(async () => {
  strapi = http.createServer((req, res) => {
    if (req.url?.startsWith('/uploads/')) res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
  });
  await new Promise<void>((resolve) => strapi.listen(0, '127.0.0.1', resolve));
  strapiUrl = `http://127.0.0.1:${(strapi.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => strapi.close(resolve)));

async function headersOf(publicUrl: string | undefined) {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-client-'));
  fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self;');
  const app = createServer(
    testServerOptions({
      clientDir,
      strapiUrl,
      publicUrl,
      env: { PUBLIC_URL: publicUrl },
    }),
  );
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const seen: Record<string, string | null> = {};
  try {
    for (const [url, init] of [
      ['/members', {}],
      ['/sw.js', {}],
      ['/robots.txt', {}],
      ['/health/ready', {}],
      ['/gone.js', {}],
      ['/login?password=x', { redirect: 'manual' }],
      ['/api/members', {}],
      ['/api/auth/local', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
      ['/uploads/photo.png', {}],
    ] as const) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, init);
      await res.arrayBuffer();
      seen[url] = res.headers.get('strict-transport-security');
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen;
}

describe('Strict-Transport-Security', () => {
  it('is on every answer of the app, pages, files, redirects, /api and /uploads, when PUBLIC_URL is https', async () => {
    const seen = await headersOf('https://club.example.be');
    for (const [url, value] of Object.entries(seen)) expect(value, url).toBe('max-age=31536000; includeSubDomains');
  });

  it('is never sent when the public origin is http or unset (a local run must stay reachable over http)', async () => {
    for (const publicUrl of ['http://localhost:4173', undefined]) {
      const seen = await headersOf(publicUrl);
      for (const [url, value] of Object.entries(seen)) expect(value, `${publicUrl} ${url}`).toBeNull();
    }
  });
});
