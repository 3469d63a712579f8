// @vitest-environment node
// POST /assets-pack: a service worker's first install gets the build's files it lacks in one answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { testServerOptions } from './test-options';

vi.mock('./render', () => ({ render: async () => new Response('page', { headers: { 'content-type': 'text/html' } }) }));
const { createServer } = await import('./app');

function appWithAssets(files: Record<string, string>) {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.mkdirSync(path.join(clientDir, '.ssr'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(clientDir, name), body);
  fs.writeFileSync(path.join(clientDir, 'secret.txt'), 'not an asset');
  fs.writeFileSync(path.join(clientDir, '.ssr', 'main.js'), 'not an asset');
  const app = createServer(
    testServerOptions({
      clientDir,
    }),
  );
  return (body: unknown, headers: Record<string, string> = {}) =>
    app.request('http://localhost/assets-pack', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
}

describe('the assets pack', () => {
  it('answers the asked files that exist, with their content types, and leaves out the others', async () => {
    const ask = appWithAssets({
      'assets/app-1a2b.js': 'export const a = 1;',
      'assets/client-3c.css': 'body{margin:0}',
      'index.html': '<!doctype html><title>Club</title>',
    });
    const response = await ask({ paths: ['/assets/app-1a2b.js', '/assets/client-3c.css', '/assets/gone-9z.js', '/index.html'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      files: [
        { path: '/assets/app-1a2b.js', type: 'text/javascript; charset=utf-8', body: 'export const a = 1;' },
        { path: '/assets/client-3c.css', type: 'text/css; charset=utf-8', body: 'body{margin:0}' },
        { path: '/index.html', type: 'text/html; charset=utf-8', body: '<!doctype html><title>Club</title>' },
      ],
    });
  });

  it('is compressed as the client accepts, brotli first', async () => {
    const ask = appWithAssets({ 'assets/app-1a2b.js': 'export const a = 1;\n'.repeat(500) });
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await ask({ paths: ['/assets/app-1a2b.js'] }, { 'accept-encoding': accepted });
      expect(response.headers.get('content-encoding')).toBe(encoding);
    }
  });

  it('refuses with a 4xx anything but a list of the build’s hashed text files, never reading outside dist/assets', async () => {
    const ask = appWithAssets({ 'assets/app-1a2b.js': 'x' });
    for (const body of [
      { paths: ['/assets/../secret.txt'] },
      { paths: ['/secret.txt'] },
      { paths: ['/.ssr/main.js'] },
      { paths: ['/assets/.hidden.js'] },
      { paths: ['/assets/app-1a2b.js', 3] },
      { paths: [] },
      { paths: Array.from({ length: 201 }, (_, i) => `/assets/a${i}.js`) },
      { files: ['/assets/app-1a2b.js'] },
      'not json',
    ]) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).not.toContain('not an asset');
    }
    expect((await ask('x'.repeat(40 * 1024))).status).toBe(413);
  });
});
