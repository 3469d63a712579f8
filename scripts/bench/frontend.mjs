// Time from navigation to the members list rendered (first member card in the DOM), median of N:
// cold online (a new, empty profile; servers up) — on loopback, and over DevTools' Slow 4G (Lighthouse's
// mobile network: a phone, not a loopback socket) — versus warm offline (a profile that already holds the
// service worker's precache and the IndexedDB copy of the directory, servers stopped).
// Measured inside the page: performance.now() counts from the navigation's start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs';
import { median } from './stats.mjs';

const LIST_SELECTOR = '[data-testid="member-card"]';

// Records when the first member card is attached and when the preloader leaves.
function watchRendering(selector) {
  const marks = {};
  window.__benchMarks = marks;
  const check = () => {
    if (marks.app === undefined && document.querySelector('[data-testid="preloader"]')) marks.app = performance.now();
    if (marks.list === undefined && document.querySelector(selector)) marks.list = performance.now();
    if (marks.list !== undefined && marks.preloaderGone === undefined && !document.querySelector('[data-testid="preloader"]')) {
      marks.preloaderGone = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => (marks.dcl = performance.now()));
}

async function openProfile(dir) {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'fr-BE',
    viewport: { width: 412, height: 823 },
  });
}

// Chrome DevTools' "Slow 4G" (Lighthouse's mobile network): 150 ms RTT × 3.75 at request level, 1.6 Mbps down.
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

async function timeMembers(context, appUrl, { network } = {}) {
  await context.addInitScript(watchRendering, LIST_SELECTOR);
  const page = context.pages()[0] ?? (await context.newPage());
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(`${appUrl}/members`);
  await page.waitForFunction(() => window.__benchMarks?.list !== undefined && window.__benchMarks?.preloaderGone !== undefined, null, {
    timeout: 60_000,
  });
  const marks = await page.evaluate(() => window.__benchMarks);
  return { list: marks.list, visible: Math.max(marks.list, marks.preloaderGone), app: marks.app, dcl: marks.dcl };
}

/** Waits until the service worker controls the page and the Query cache is in IndexedDB. */
async function warmUp(context, appUrl) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${appUrl}/members`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The directories' background prefetch starts 2 s after start; the persister writes at most every second.
  await page.waitForTimeout(5000);
  const stored = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('club-offline');
        open.onsuccess = () => {
          try {
            const get = open.result.transaction('keyValue', 'readonly').objectStore('keyValue').get('club-query-cache');
            get.onsuccess = () => resolve(get.result?.value?.length ?? 0);
            get.onerror = () => resolve(0);
          } catch {
            resolve(0);
          }
        };
        open.onerror = () => resolve(0);
      }),
  );
  if (!stored) throw new Error('the Query cache was not stored in IndexedDB');
  return stored;
}

export async function measureFrontend({ appUrl, runs = 5, stopServers }) {
  const cold = [];
  const coldMobile = [];
  const dirs = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const [list, network] of [
        [cold, undefined],
        [coldMobile, SLOW_4G],
      ]) {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-cold-'));
        dirs.push(dir);
        const context = await openProfile(dir);
        try {
          list.push(await timeMembers(context, appUrl, { network }));
        } finally {
          await context.close();
        }
      }
    }
    // The last loopback cold profile becomes the installed app.
    const profile = dirs[dirs.length - 2];
    let context = await openProfile(profile);
    const storedBytes = await warmUp(context, appUrl);
    await context.close();

    await stopServers();
    const warm = [];
    for (let i = 0; i < runs; i += 1) {
      context = await openProfile(profile); // the app opened again, as on a phone
      try {
        warm.push(await timeMembers(context, appUrl));
      } finally {
        await context.close();
      }
    }
    const summary = (list) => ({
      list: median(list.map((r) => r.list)),
      visible: median(list.map((r) => r.visible)),
      app: median(list.map((r) => r.app)),
      all: list.map((r) => r.list),
    });
    const result = { runs, cold: summary(cold), coldMobile: summary(coldMobile), warm: summary(warm), storedBytes };
    result.ratioLoopback = result.warm.list / result.cold.list;
    result.ratio = result.warm.list / result.coldMobile.list;
    return result;
  } finally {
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  }
}
