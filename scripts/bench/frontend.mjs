// Time from navigation to the members list on screen (first member card in the DOM and painted), median of N:
// cold online (a new, empty profile; servers up) — on loopback, and over DevTools' Slow 4G (Lighthouse's
// mobile network: a phone, not a loopback socket) — versus warm offline (a profile that already holds the
// service worker's precache and the IndexedDB copy of the directory, servers stopped).
// Measured inside the page: performance.now() counts from the navigation's start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, awaitInPage } from './browser.mjs';
import { median } from './stats.mjs';

const LIST_SELECTOR = '[data-testid="member-card"]';

// Records when the first member card is attached and when the preloader leaves, and the main thread's long
// tasks until then.
function watchRendering(selector) {
  const marks = { longTasks: [] };
  window.__benchMarks = marks;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (marks.list === undefined) marks.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser
  }
  // A server-rendered card is in the DOM as soon as the HTML is parsed, but shows only at the first paint.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  let settle;
  // Resolved once the card is on screen (read by the bench through CDP: see timeMembers).
  window.__benchDone = new Promise((resolve) => (settle = resolve));
  const check = () => {
    if (marks.app === undefined && document.querySelector('[data-testid="preloader"]')) marks.app = performance.now();
    if (marks.list === undefined && document.querySelector(selector)) marks.list = performance.now();
    if (marks.list !== undefined && marks.preloaderGone === undefined && !document.querySelector('[data-testid="preloader"]')) {
      marks.preloaderGone = performance.now();
    }
    if (marks.list !== undefined && marks.preloaderGone !== undefined && marks.fcp !== undefined) settle();
  };
  new PerformanceObserver(check).observe({ type: 'paint', buffered: true });
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

// The page's marks, once its first member card is on screen (watchRendering).
const cardOnScreen = (cdp) =>
  awaitInPage(cdp, 'window.__benchDone.then(() => window.__benchMarks)', { timeoutMs: 60_000, what: 'no card' });

async function timeMembers(context, appUrl, { network, cpu } = {}) {
  await context.addInitScript(watchRendering, LIST_SELECTOR);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // The API's bytes on the wire (compressed, headers included), counted as the answers finish.
  const api = new Map();
  let apiBytes = 0;
  let apiRequests = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).pathname.startsWith('/api/')) api.set(requestId, request.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!api.has(requestId)) return;
    apiBytes += encodedDataLength;
    apiRequests += 1;
  });
  await page.goto(`${appUrl}/members`, { waitUntil: 'commit' });
  const marks = await cardOnScreen(cdp);
  const before = { apiBytes, apiRequests };
  await cdp.detach().catch(() => {});
  // On screen: in the DOM and painted.
  const list = Math.max(marks.list, marks.fcp);
  return {
    list,
    inDom: marks.list,
    visible: Math.max(list, marks.preloaderGone),
    app: marks.app,
    dcl: marks.dcl,
    apiBytes: before.apiBytes,
    apiRequests: before.apiRequests,
    longestTask: Math.max(0, ...marks.longTasks),
  };
}

/**
 * The main thread's long tasks of a warm start (CPU 4× slower), traced by Chromium, and what ran inside
 * each: script evaluation (which file), IndexedDB events (the store), parsing, rendering.
 */
async function traceWarmStart(context, appUrl) {
  await context.addInitScript(watchRendering, LIST_SELECTOR);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.goto(`${appUrl}/members`, { waitUntil: 'commit' });
  await cardOnScreen(cdp);
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach().catch(() => {});
  // The renderer's main thread: where the page's tasks run.
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((t) => t.pid === e.pid && t.name === 'ParseHTML'),
  );
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 200_000);
  return tasks
    .map((task) => {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
      const what = (e) => {
        const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
        const file = url.split('/').pop();
        if (e.name === 'EventDispatch') return `event ${e.args?.data?.type}`;
        return file ? `${e.name} ${file}` : e.name;
      };
      const top = inside
        .filter((e) =>
          [
            'EvaluateScript',
            'v8.compile',
            'FunctionCall',
            'EventDispatch',
            'ParseHTML',
            'Layout',
            'UpdateLayoutTree',
            'Paint',
            'TimerFire',
            'FireAnimationFrame',
          ].includes(e.name),
        )
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 3)
        .map((e) => `${what(e)} ${Math.round(e.dur / 1000)} ms`);
      const store = inside.some(
        (e) => e.name === 'EventDispatch' && ['success', 'complete'].includes(e.args?.data?.type) && e.dur > 50_000,
      );
      return { ms: Math.round(task.dur / 1000), top, store };
    })
    .sort((a, b) => b.ms - a.ms);
}

/** What the app keeps in IndexedDB: every row of every table, with its size as JSON. */
function readStore() {
  return new Promise((resolve) => {
    const open = indexedDB.open('club-offline');
    open.onerror = () => resolve({});
    open.onsuccess = () => {
      const database = open.result;
      const tables = [...database.objectStoreNames];
      const out = {};
      if (tables.length === 0) return resolve(out);
      const tx = database.transaction(tables, 'readonly');
      let pending = tables.length;
      for (const table of tables) {
        const rows = [];
        const cursor = tx.objectStore(table).openCursor();
        cursor.onsuccess = () => {
          const c = cursor.result;
          if (c) {
            const text = JSON.stringify(c.value);
            rows.push([JSON.stringify(c.primaryKey), text.length, text]);
            c.continue();
          } else {
            out[table] = rows;
            if (--pending === 0) resolve(out);
          }
        };
      }
    };
  });
}

const storeBytes = (store) => Object.values(store).reduce((sum, rows) => sum + rows.reduce((s, [, size]) => s + size, 0), 0);

/** A row without the moments it was written at (a refetch of the same data rewrites only those). */
const withoutStamps = (text) => text.replace(/"(dataUpdatedAt|errorUpdatedAt|dataUpdateCount|syncedAt|fetchFailureCount)":\d+/g, '');

/**
 * Rows added or rewritten between two reads of the store, and their bytes: all of them, and those whose
 * content changed (not only the moment of their refetch).
 */
function storeDiff(before, after) {
  const diff = { rows: 0, bytes: 0, changedRows: 0, changedBytes: 0, tables: {} };
  for (const [table, list] of Object.entries(after)) {
    const old = new Map((before[table] ?? []).map(([key, , text]) => [key, text]));
    for (const [key, size, text] of list) {
      const previous = old.get(key);
      if (previous === text) continue;
      diff.rows += 1;
      diff.bytes += size;
      if (previous !== undefined && withoutStamps(previous) === withoutStamps(text)) continue;
      diff.changedRows += 1;
      diff.changedBytes += size;
      diff.tables[table] = (diff.tables[table] ?? 0) + size;
    }
  }
  return diff;
}

const syncedAt = (store, kind) => {
  const row = (store.syncState ?? []).find(([key]) => key === JSON.stringify(kind));
  return row ? JSON.parse(row[2]) : null;
};

/** Waits until the service worker controls the page and every directory is synced into IndexedDB. */
async function warmUp(context, appUrl) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${appUrl}/members`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The directories' background sync starts 2 s after start.
  for (let i = 0; i < 120; i += 1) {
    const store = await page.evaluate(readStore);
    if (['members', 'companies', 'events'].every((kind) => syncedAt(store, kind)?.complete)) return { page, store };
    await page.waitForTimeout(500);
  }
  throw new Error('the directories were not synced into IndexedDB');
}

/**
 * One event changes (a member signs up elsewhere); the installed app is opened again and syncs: the rows it
 * writes to IndexedDB, and their bytes.
 */
async function measureEventChange({ page, store, appUrl, apiUrl }) {
  const event = (await (await fetch(`${apiUrl}/api/directory/events?pageSize=1`)).json()).data[0];
  const stamp = Date.now();
  const registered = await (
    await fetch(`${apiUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `Bench ${stamp}`,
        email: `bench-${stamp}@example.test`,
        password: 'Bench-secret-123',
        phone: '+32 470 00 00 00',
      }),
    })
  ).json();
  // Let the registration (a new member) reach this phone first: the write measured is the event's alone.
  await page.goto(`${appUrl}/members`);
  await page.waitForFunction(() => true);
  await page.waitForTimeout(4000);
  const before = await page.evaluate(readStore);
  await fetch(`${apiUrl}/api/events/${event.id}/sign-up`, { method: 'POST', headers: { authorization: `Bearer ${registered.jwt}` } });
  await page.goto(`${appUrl}/members`);
  const previous = syncedAt(before, 'events')?.syncedAt;
  for (let i = 0; i < 40 && syncedAt(await page.evaluate(readStore), 'events')?.syncedAt === previous; i += 1)
    await page.waitForTimeout(250);
  await page.waitForTimeout(1000);
  const after = await page.evaluate(readStore);
  return { ...storeDiff(before, after), storedBytes: storeBytes(store) };
}

export async function measureFrontend({ appUrl, apiUrl, runs = 5, stopServers }) {
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
    const warmed = await warmUp(context, appUrl);
    const eventChange = await measureEventChange({ ...warmed, appUrl, apiUrl });
    await context.close();

    await stopServers();
    const warm = [];
    const warmSlow = [];
    for (let i = 0; i < runs; i += 1) {
      for (const [list, cpu] of [
        [warm, undefined],
        [warmSlow, 4],
      ]) {
        context = await openProfile(profile); // the app opened again, as on a phone
        try {
          list.push(await timeMembers(context, appUrl, { cpu }));
        } finally {
          await context.close();
        }
      }
    }
    context = await openProfile(profile);
    let longTasks = [];
    try {
      longTasks = await traceWarmStart(context, appUrl);
    } finally {
      await context.close();
    }
    const summary = (list) => ({
      list: median(list.map((r) => r.list)),
      visible: median(list.map((r) => r.visible)),
      app: median(list.map((r) => r.app)),
      apiBytes: median(list.map((r) => r.apiBytes)),
      apiRequests: median(list.map((r) => r.apiRequests)),
      longestTask: Math.max(...list.map((r) => r.longestTask)),
      all: list.map((r) => r.list),
    });
    const result = {
      runs,
      cold: summary(cold),
      coldMobile: summary(coldMobile),
      warm: summary(warm),
      warmSlow: summary(warmSlow),
      storedBytes: eventChange.storedBytes,
      longTasks,
      eventChange,
    };
    result.ratioLoopback = result.warm.list / result.cold.list;
    result.ratio = result.warm.list / result.coldMobile.list;
    return result;
  } finally {
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  }
}
