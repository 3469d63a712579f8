import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiContext } from './support/api';
import { openPage } from './support/app';
import { mainScreens, type Screen } from './support/screens';

// The app's security headers (the Node server: what `npm start` and production serve; see security-headers.ts).
const VIDEO_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

function parseCsp(header: string | undefined): Record<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name, values]),
  );
}

let screens: Screen[];
test.beforeAll(async () => {
  const api = await apiContext();
  screens = await mainScreens(api);
  await api.dispose();
});

test('every page and asset carries the CSP (inline scripts by nonce only), nosniff and the referrer policy', async ({ request }) => {
  const dist = process.env.E2E_DIST || 'dist';
  const asset = fs.readdirSync(path.join(dist, 'assets')).find((file) => file.endsWith('.js'));
  const pages = ['/', '/members', '/event-detail/1', '/nulle-part'];
  for (const url of [...pages, '/index.html', `/assets/${asset}`, '/sw.js', '/manifest.webmanifest']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(url === '/nulle-part' ? 404 : 200);
    const headers = response.headers();
    const csp = parseCsp(headers['content-security-policy']);
    if (pages.includes(url)) {
      // A server-rendered page: its router payload is inline, allowed by this response's nonce, and every
      // script it has that can run carries it.
      expect(csp['script-src'], `${url} script-src`).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{20,}'$/)]);
      const nonce = csp['script-src'][1].slice(7, -1);
      const html = await response.text();
      for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
        if (!attributes.includes('application/ld+json')) expect(attributes, url).toContain(`nonce="${nonce}"`);
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
    } else {
      expect(csp['script-src'], `${url} script-src`).toEqual(["'self'"]);
    }
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-src'].sort(), `${url} frame-src`).toEqual([...VIDEO_HOSTS].sort());
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(
      csp['img-src'].filter((source) => !["'self'", 'data:', 'blob:'].includes(source)).every((source) => source.startsWith('https://')),
    ).toBe(true);
    expect(csp['connect-src']).toContain("'self'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

test('the built index.html (the offline shell) has no inline script or inline event handler', async ({ request }) => {
  const html = await (await request.get('/index.html')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc=/);
    expect(body.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
});

test('the app runs under its CSP: no violation on any main screen, the company video frame included', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await openPage(page, screen.path);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    if (violations.length) found[screen.path] = violations;
    if (screen.name.startsWith('company detail') && (await page.locator('iframe').count())) {
      const src = await page.locator('iframe').first().getAttribute('src');
      expect(
        VIDEO_HOSTS.some((host) => src?.startsWith(`${host}/`)),
        `video frame ${src}`,
      ).toBe(true);
    }
  }
  expect(found).toEqual({});
});

test('a frame from another host is refused by the policy', async ({ page }) => {
  await openPage(page, '/');
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true });
        const frame = document.createElement('iframe');
        frame.src = 'https://example.com/';
        document.body.append(frame);
        setTimeout(() => resolve('none'), 3000);
      }),
  );
  expect(blocked).toBe('frame-src');
});
