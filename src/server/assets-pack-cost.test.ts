// @vitest-environment node
// POST /assets-pack may not make the server compress at will (issue: 2.4 KB in, 1.9 MB out, compressed on every
// request, no limit): each distinct set of the build's files is compressed once, and each client is limited.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { testServerOptions } from './test-options';

/** Every brotli or gzip compression the server starts, streamed or in one piece. */
const compressions = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A) => {
      compressions.count += 1;
      return fn(...args);
    };
  const wrapped = {
    ...zlib,
    createBrotliCompress: counted(zlib.createBrotliCompress),
    createGzip: counted(zlib.createGzip),
    brotliCompress: counted(zlib.brotliCompress),
    gzip: counted(zlib.gzip),
  };
  return { ...wrapped, default: wrapped };
});
vi.mock('./render', () => ({ render: async () => new Response('page', { headers: { 'content-type': 'text/html' } }) }));
const { createServer } = await import('./app');

function build() {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  for (let i = 0; i < 5; i += 1) fs.writeFileSync(path.join(clientDir, 'assets', `chunk-${i}.js`), `export const v${i} = 1;\n`.repeat(400));
  return clientDir;
}

function server(limit = { limit: 100, windowMs: 60_000 }) {
  return createServer(
    testServerOptions({
      clientDir: build(),
      assetsPackLimit: limit,
    }),
  );
}

const ask = (app: ReturnType<typeof server>, paths: string[]) =>
  app.request('http://localhost/assets-pack', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
    body: JSON.stringify({ paths }),
  });

describe('the assets pack’s cost', () => {
  it('compresses each distinct set of the build’s files once, whoever asks and however often', async () => {
    const app = server();
    const all = ['/assets/chunk-0.js', '/assets/chunk-1.js', '/assets/chunk-2.js'];
    compressions.count = 0;
    const first = await ask(app, all);
    const firstBody = Buffer.from(await first.arrayBuffer());
    expect(compressions.count).toBe(1);
    compressions.count = 0;
    for (let i = 0; i < 5; i += 1) {
      // The same set in another order, with names the build does not have: the same answer.
      const res = await ask(app, [...all].reverse().concat(`/assets/made-up-${i}.js`));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(Buffer.from(await res.arrayBuffer()).equals(firstBody)).toBe(true);
    }
    expect(compressions.count).toBe(0);
    // Another set is packed once too; gzip is its own copy.
    await ask(app, all.slice(1));
    await ask(app, all.slice(1));
    expect(compressions.count).toBe(1);
  });

  it('answers 429 with Retry-After and a French message past a client’s budget of sets never packed', async () => {
    const app = server({ limit: 2, windowMs: 60_000 });
    const listening: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '0.0.0.0' }, () => resolve(s));
    });
    const port = (listening.address() as AddressInfo).port;
    const post = (from: string, paths: string[]) =>
      new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/assets-pack',
            method: 'POST',
            localAddress: from,
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ paths }));
      });
    try {
      // Two sets never packed: within the budget of 2.
      expect((await post('127.0.0.1', ['/assets/chunk-0.js'])).status).toBe(200);
      expect((await post('127.0.0.1', ['/assets/chunk-1.js'])).status).toBe(200);
      const refused = await post('127.0.0.1', ['/assets/chunk-2.js']);
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      expect(JSON.parse(refused.body)).toEqual({ error: 'Trop de demandes de fichiers : réessaie dans quelques minutes.' });
      // A set already packed costs nothing: a venue's phones behind one address all get it, however many.
      for (let i = 0; i < 20; i += 1) expect((await post('127.0.0.1', ['/assets/chunk-0.js'])).status).toBe(200);
      // Another client is not affected.
      expect((await post('127.0.0.2', ['/assets/chunk-2.js'])).status).toBe(200);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
