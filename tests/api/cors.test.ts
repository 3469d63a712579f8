// CORS never reflects a stranger's origin with credentials (it did outside production, on /api and /admin):
// a page on evil.example must not read a signed-in member's answers.
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/api';

describe('CORS', () => {
  it('an unknown origin gets no Access-Control-Allow-Origin, on the API and the admin routes', async () => {
    for (const path of ['/api/members', '/admin/init']) {
      for (const method of ['GET', 'OPTIONS']) {
        const res = await fetch(`${baseUrl()}${path}`, {
          method,
          headers: {
            Origin: 'https://evil.example',
            'Access-Control-Request-Method': 'GET',
            'Access-Control-Request-Headers': 'authorization',
          },
        });
        expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).not.toBe('https://evil.example');
        expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).not.toBe('*');
      }
    }
  });

  it('the app’s own origin (APP_URL) is allowed', async () => {
    const res = await fetch(`${baseUrl()}/api/members`, { headers: { Origin: 'http://localhost:4173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
  });
});
