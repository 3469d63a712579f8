// @vitest-environment node
// The Node server's own rules (issue 25, findings 1, 4, 11, 12), with a fake Strapi on a local port and the page
// renderer replaced by a stub (it echoes the origin it was given, as canonical and og:url would).
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { testServerOptions } from './test-options';

vi.mock('./render', () => ({
  render: async ({ request, origin }: { request: Request; origin: string }) =>
    new Response(`<link rel="canonical" href="${origin}${new URL(request.url).pathname}">`, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    }),
}));

const { createServer } = await import('./app');
const { allowedHostNames } = await import('./request-guards');

/** A directory answer's shape: many rows that look alike (what compression is for). */
const DIRECTORY_JSON = JSON.stringify({
  data: Array.from({ length: 300 }, (_, i) => ({
    id: i + 1,
    Name: `Membre ${i + 1}`,
    Profession: 'Entrepreneur',
    changedAt: '2026-11-25T10:00:00.000Z',
  })),
});

let strapi: http.Server;
let strapiUrl: string;
/** What the fake Strapi received, per path. */
const received: Record<string, http.IncomingHttpHeaders> = {};

beforeAll(async () => {
  strapi = http.createServer((req, res) => {
    received[req.url ?? ''] = req.headers;
    if (req.url === '/uploads/poc.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<script>alert(1)</script>');
    } else if (req.url === '/uploads/photo.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    } else if (req.url === '/api/directory/members/changes') {
      // As Strapi: its own gzip when the caller asks for it.
      const body = Buffer.from(DIRECTORY_JSON);
      if (/gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' }).end(zlib.gzipSync(body));
      } else {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
      }
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    }
  });
  await new Promise<void>((resolve) => strapi.listen(0, '127.0.0.1', resolve));
  strapiUrl = `http://127.0.0.1:${(strapi.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => strapi.close(resolve)));

function app(options: { publicUrl?: string; allowedHosts?: Set<string>; draining?: () => boolean } = {}) {
  return createServer(
    testServerOptions({
      clientDir: fs.mkdtempSync(path.join(os.tmpdir(), 'club-client-')),
      strapiUrl,
      ...options,
    }),
  );
}

/** The app on a real port (as `node dist/.ssr/main.js` runs it), for what only a real socket shows. */
async function listening(hono: ReturnType<typeof app>) {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: hono.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the Node server', () => {
  it('answers an /api request sent with "Expect: 100-continue" (finding 11), without passing the header on', async () => {
    const server = await listening(app());
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/api/health',
            method: 'POST',
            headers: { Expect: '100-continue', 'Content-Type': 'application/json', 'Content-Length': 2 },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('continue', () => req.end('{}'));
        req.on('error', reject);
      });
      expect(answer).toEqual({ status: 200, body: '{"status":"ok"}' });
      expect(received['/api/health'].expect).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('sends the API’s answers compressed as the client accepts (brotli, else gzip), streamed, the same JSON', async () => {
    const server = await listening(app());
    try {
      const ask = (acceptEncoding: string) =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http
            .get(
              {
                host: '127.0.0.1',
                port: server.port,
                path: '/api/directory/members/changes',
                headers: { 'accept-encoding': acceptEncoding },
              },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
              },
            )
            .on('error', reject);
        });
      const br = await ask('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.body.length).toBeLessThan(DIRECTORY_JSON.length / 5);
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(DIRECTORY_JSON);

      const gzip = await ask('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(DIRECTORY_JSON);

      const plain = await ask('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(DIRECTORY_JSON);
    } finally {
      await server.close();
    }
  });

  it('serves /uploads inert: sandbox CSP and nosniff, a download for anything but an image (finding 1)', async () => {
    const server = await listening(app());
    try {
      const page = await fetch(`http://127.0.0.1:${server.port}/uploads/poc.html`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('content-disposition')).toBe('attachment');
      const image = await fetch(`http://127.0.0.1:${server.port}/uploads/photo.png`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-disposition')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('a GET with a password or code in its query is sent to the same path without it, never stored (finding 4)', async () => {
    for (const url of [
      '/login?email=v%40x.be&password=Secret',
      '/register?name=Jean&email=j%40d.be&password=Secret&phone=0470',
      '/change-password?currentPassword=a&password=b&passwordConfirmation=b',
      '/forgot-password?code=123456',
      '/members?Password=x',
    ]) {
      const res = await app().request(`http://localhost${url}`);
      expect(res.status, url).toBe(303);
      expect(res.headers.get('location'), url).toBe(url.split('?')[0]);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    // Other queries are pages as before.
    const search = await app().request('http://localhost/members?q=code');
    expect(search.status).toBe(200);
  });

  it('a form posted to a page before the app started gets the page again by GET, not a 404 (finding 4)', async () => {
    for (const [url, location] of [
      ['/login', '/login'],
      ['/register?redirect=%2Fprofile', '/register?redirect=%2Fprofile'],
      ['/login?password=Secret', '/login'],
    ]) {
      const res = await app().request(`http://localhost${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=v%40x.be&password=Secret',
      });
      expect(res.status, url).toBe(303);
      expect(res.headers.get('location'), url).toBe(location);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('without PUBLIC_URL, a Host that is not ours never reaches pages, the sitemap or robots.txt (finding 12)', async () => {
    const server = app({ allowedHosts: allowedHostNames('0.0.0.0', 'club.example.be, www.club.example.be:8080') });
    for (const url of ['/robots.txt', '/sitemap.xml', '/members', '/']) {
      const res = await server.request(`http://evil.example${url}`);
      expect(res.status, url).toBe(400);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
      expect(await res.text(), url).not.toContain('evil.example');
    }
    const robots = await server.request('http://localhost:4173/robots.txt');
    expect(await robots.text()).toContain('http://localhost:4173/sitemap.xml');
    const listed = await server.request('http://www.club.example.be/members');
    expect(await listed.text()).toContain('href="http://www.club.example.be/members"');

    // With PUBLIC_URL the Host is never used: any Host gets the public origin.
    const pinned = app({ publicUrl: 'https://club.example.be' });
    const res = await pinned.request('http://evil.example/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('https://club.example.be/sitemap.xml');
  });

  it('answers 503 with Retry-After, not 500, while Strapi is down or starting (issue 30)', async () => {
    // A port nothing listens on: Strapi between a stop and a start.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const server = await listening(
      createServer(
        testServerOptions({
          clientDir: fs.mkdtempSync(path.join(os.tmpdir(), 'club-client-')),
          strapiUrl: downUrl,
        }),
      ),
    );
    try {
      for (const [url, init] of [
        ['/api/members', {}],
        ['/api/auth/local', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
        ['/uploads/photo.png', {}],
      ] as const) {
        const res = await fetch(`http://127.0.0.1:${server.port}${url}`, init);
        expect(res.status, url).toBe(503);
        expect(res.headers.get('retry-after'), url).toBe('5');
        expect(res.headers.get('cache-control'), url).toBe('no-store');
        if (url.startsWith('/api')) {
          expect((await res.json()).error.message, url).toBe('Le service est momentanément indisponible. Réessaie dans quelques secondes.');
        } else await res.arrayBuffer();
      }
    } finally {
      await server.close();
    }
  });

  it('once stopping, says so to the balancer (readiness 503) and closes each connection after its answer', async () => {
    let stopping = false;
    const server = await listening(app({ draining: () => stopping }));
    const get = (pathname: string) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: server.port, path: pathname, agent: new http.Agent({ keepAlive: true }) }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    try {
      expect(await get('/health/ready')).toEqual({ status: 200, connection: 'keep-alive' });
      expect((await get('/api/members')).connection).toBe('keep-alive');
      stopping = true;
      expect(await get('/health/ready')).toEqual({ status: 503, connection: 'close' });
      // A page and a proxied API answer alike (the latter's headers come read-only from fetch).
      expect(await get('/members')).toEqual({ status: 200, connection: 'close' });
      expect(await get('/api/members')).toEqual({ status: 200, connection: 'close' });
    } finally {
      await server.close();
    }
  });
});
