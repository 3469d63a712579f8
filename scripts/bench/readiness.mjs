// Readiness of a first visit on a phone (issue 26, "hydrate sooner"): for each page, on a fresh profile with the
// phone profile below, median of N runs: first contentful paint, hydrated (html[data-hydrated], set by
// src/app/client.tsx MarkHydrated), the gap between them, the JavaScript loaded before hydration, and the
// interaction to next paint of the first tap after hydration (Event Timing: PerformanceObserver 'event' entries).
//
// Phone profile: Chromium 390×844 (mobile, touch), DevTools' Slow 4G (562 ms RTT, 1.44 Mbps down, 0.67 Mbps up,
// set on the page's CDP session) and the CPU 4× slower. A fresh browser context (empty profile) for every load.
//
// JS before interactive: every script (/assets/*.js) whose response ended before html[data-hydrated] appeared,
// read from Resource Timing in the page: its encoded body (what crossed the link: the precompressed brotli the
// Node server sends) and, for the budget, the gzip -6 size of the same file in the build (the unit).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './bundle.mjs';
import { median } from './stats.mjs';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-BE',
};
export const PHONE_NETWORK = { offline: false, latency: 562, downloadThroughput: 180_000, uploadThroughput: 84_000 };
export const PHONE_CPU = 4;

/** Installed before any of the page's scripts: paint, hydration and event timings, kept on window.__ready. */
function watchReadiness() {
  const ready = { events: [] };
  window.__ready = ready;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') ready.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        ready.events.push({
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          interactionId: e.interactionId,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing
  }
  const mark = () => {
    if (ready.hydrated === undefined && document.documentElement?.dataset.hydrated) ready.hydrated = performance.now();
  };
  const watch = () => {
    mark();
    new MutationObserver(mark).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  };
  if (document.documentElement) watch();
  else
    new MutationObserver((_, observer) => document.documentElement && (observer.disconnect(), watch())).observe(document, {
      childList: true,
    });
}

/** Scripts of the app whose response ended before the hydration (read after it: their sizes are known by then). */
function scriptsBefore(hydrated) {
  return performance
    .getEntriesByType('resource')
    .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname) && e.responseEnd <= hydrated)
    .map((e) => ({ file: new URL(e.name).pathname.slice(1), encoded: e.encodedBodySize, transfer: e.transferSize, end: e.responseEnd }));
}

/**
 * A finger's tap on the middle of the element, as the phone sends it (CDP touch events). Not a Playwright locator's
 * tap(): its first use evaluates Playwright's injected script in the page, about 100 ms of main thread at 4× CPU
 * right before the tap, which the tap then waited behind (it was counted in the page's INP). The element is found
 * with one small evaluation, scrolled to only when it is off screen.
 */
async function tapOn(page, selector) {
  const point = await page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) return null;
    let box = element.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) {
      element.scrollIntoView({ block: 'center' });
      box = element.getBoundingClientRect();
    }
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, selector);
  if (!point) throw new Error(`readiness: nothing to tap at ${selector}`);
  await page.touchscreen.tap(point.x, point.y);
}

/** Waits for an element without Playwright's injected script (see tapOn). */
const waitForElement = (page, selector, timeout) =>
  page.waitForFunction((target) => document.querySelector(target) !== null, selector, { timeout, polling: 50 });

/** The taps measured: one per fresh load ('first tap after hydration'). */
export const TAPS = {
  menu: { label: '☰', run: (page) => tapOn(page, 'button[aria-label="Ouvrir le menu"]') },
  search: {
    label: 'search, one letter',
    run: async (page) => {
      await tapOn(page, 'input[name="q"]');
      await page.keyboard.type('m');
    },
  },
  signUp: {
    label: 'sign-up (signed in)',
    // The server renders for an anonymous visitor: the signed-in header (avatar) shows the session is read.
    before: (page) => waitForElement(page, '[data-testid="user-avatar"]', 30_000),
    run: (page) => tapOn(page, '[data-testid="sign-up-button"]'),
  },
};

async function signedInMember(apiUrl) {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const answer = await (
    await fetch(`${apiUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `Bench ${stamp}`,
        email: `ready-${stamp}@example.test`,
        password: 'Bench-secret-123',
        phone: '+32 470 00 00 00',
      }),
    })
  ).json();
  if (!answer.jwt) throw new Error(`readiness: registration failed: ${JSON.stringify(answer).slice(0, 300)}`);
  // As the app's login does (src/api/auth.ts mapSessionUser): /api/users/me answers the member too.
  const me = await (await fetch(`${apiUrl}/api/users/me`, { headers: { authorization: `Bearer ${answer.jwt}` } })).json();
  const raw = me.member ? me : answer.user;
  const user = {
    id: raw.id,
    username: raw.username,
    name: raw.member?.Name || raw.username,
    email: raw.email,
    memberId: raw.member?.id ?? null,
  };
  if (user.memberId === null) throw new Error('readiness: the new account has no member');
  return { user, token: answer.jwt };
}

async function oneLoad({ browser, appUrl, apiUrl, distDir, pagePath, tap, gzipOf }) {
  const context = await browser.newContext(PHONE);
  try {
    if (tap.signedIn) {
      const { user, token } = await signedInMember(apiUrl);
      await context.addInitScript(
        ([u, t]) => {
          localStorage.setItem('authUser', u);
          localStorage.setItem('authToken', t);
          localStorage.setItem('isAuthenticated', 'true');
        },
        [JSON.stringify(user), token],
      );
    }
    await context.addInitScript(watchReadiness);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU });
    await page.goto(appUrl + pagePath, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__ready?.hydrated !== undefined && window.__ready?.fcp !== undefined, null, {
      timeout: 90_000,
      polling: 20,
    });
    await tap.definition.before?.(page);
    const tapAt = await page.evaluate(() => performance.now());
    await tap.definition.run(page);
    // Event Timing reports an interaction after its next paint; at 4× CPU give it time.
    await page.waitForTimeout(2500);
    const ready = await page.evaluate(() => window.__ready);
    const scripts = await page.evaluate(scriptsBefore, ready.hydrated);
    await cdp.detach().catch(() => {});
    const interactions = ready.events.filter((e) => e.interactionId > 0 && e.start >= tapAt - 50);
    const inp = interactions.length ? Math.max(...interactions.map((e) => e.duration)) : 0;
    const files = scripts.map((s) => s.file).filter((f) => fs.existsSync(path.join(distDir, f)));
    return {
      fcp: ready.fcp,
      hydrated: ready.hydrated,
      gap: ready.hydrated - ready.fcp,
      jsEncoded: scripts.reduce((sum, s) => sum + s.encoded, 0),
      jsGzip: files.reduce((sum, f) => sum + gzipOf(f), 0),
      jsFiles: files.length,
      files,
      inp,
      // A tap with no interaction entry at all (under 16 ms) counts as 0.
      interactions: interactions.map((e) => `${e.name} ${Math.round(e.duration)}`),
    };
  } finally {
    await context.close();
  }
}

/**
 * pages: { label: { path, taps: ['menu', 'search', …] } }. The first tap of each page also gives its load
 * figures (FCP, hydrated, JS); every further tap is a fresh load of its own.
 */
export async function measureReadiness({ browser, appUrl, apiUrl, distDir, pages, runs = 5, log = () => {} }) {
  const gzipCache = new Map();
  const gzipOf = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSize(path.join(distDir, file)));
    return gzipCache.get(file);
  };
  const results = {};
  for (const [label, { path: pagePath, taps }] of Object.entries(pages)) {
    const loads = [];
    const inp = {};
    for (const [index, name] of taps.entries()) {
      const definition = TAPS[name];
      const list = [];
      for (let i = 0; i < runs; i += 1) {
        try {
          list.push(
            await oneLoad({ browser, appUrl, apiUrl, distDir, pagePath, gzipOf, tap: { definition, signedIn: name === 'signUp' } }),
          );
        } catch (error) {
          log(`readiness: ${pagePath} ${name} run ${i + 1} failed: ${error.message.split('\n')[0]}`);
        }
      }
      if (index === 0) loads.push(...list);
      inp[name] = {
        label: definition.label,
        median: list.length ? median(list.map((r) => r.inp)) : NaN,
        all: list.map((r) => r.inp),
        interactions: list.map((r) => r.interactions.join(' ')),
      };
    }
    const m = (key) => (loads.length ? median(loads.map((r) => r[key])) : NaN);
    // The files of the median load (the set is the same from run to run).
    const files = loads.length ? loads[0].files : [];
    results[label] = {
      path: pagePath,
      runs: loads.length,
      fcp: m('fcp'),
      hydrated: m('hydrated'),
      gap: m('gap'),
      jsEncoded: m('jsEncoded'),
      jsGzip: m('jsGzip'),
      jsFiles: m('jsFiles'),
      files: files.map((f) => ({ file: f, gzip: gzipOf(f) })).sort((a, b) => b.gzip - a.gzip),
      all: loads.map((r) => ({ fcp: Math.round(r.fcp), hydrated: Math.round(r.hydrated) })),
      inp,
    };
  }
  return results;
}
