// CORS never reflects a stranger's origin with credentials (it did outside production, on /api and /admin):
// a page on evil.example must not read a signed-in member's answers. The app's own origin is allowed on /api
// only, never on the admin.
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

  // A script that ran on the app's origin (an uploaded page, say) must not reach the admin with the browser's
  // admin cookie: the admin and its API never answer the app's origin, preflight or not.
  it('the app’s origin is never allowed on /admin or the admin’s API', async () => {
    const app = 'http://localhost:4173';
    for (const path of [
      '/admin/init',
      '/admin/access-token',
      '/admin/users/me',
      '/upload',
      '/content-manager/init',
      '/users-permissions/roles',
    ]) {
      for (const method of ['GET', 'OPTIONS', 'POST']) {
        const res = await fetch(`${baseUrl()}${path}`, {
          method,
          headers: { Origin: app, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
        });
        expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull();
        expect(res.headers.get('access-control-allow-credentials'), `${method} ${path}`).toBeNull();
      }
    }
    // /api keeps answering the app (a preflight too).
    const preflight = await fetch(`${baseUrl()}/api/auth/local`, {
      method: 'OPTIONS',
      headers: { Origin: app, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(app);
  });
});
