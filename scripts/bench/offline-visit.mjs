// Issue 27's figures: a first visit of 3 s on a phone, then the tab closed — when is the whole directory on the
// device, counted from the service worker's activation and from the navigation; bytes on the wire of that first
// full sync through the Node server (compressed as Chromium asks, against uncompressed); the page's long tasks
// while the worker syncs; and whether a never-opened member then opens offline.
import http from 'node:http';
import { persistentProfile } from './browser.mjs';
import { startSlowLink } from './slow-link.mjs';

const KINDS = ['members', 'companies', 'events'];
/** Members stored before the directory is searchable offline (issue 47: the first page of the feed). */
const FIRST_MEMBERS = 1000;

function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept: 'application/json', 'accept-encoding': encoding } }, (response) => {
        let wire = 0;
        const chunks = [];
        response.on('data', (chunk) => {
          wire += chunk.length;
          if (encoding === 'identity') chunks.push(chunk);
        });
        response.on('end', () => resolve({ wire, text: encoding === 'identity' ? Buffer.concat(chunks).toString() : null }));
      })
      .on('error', reject);
  });
}

/**
 * Bytes of a first full sync through the Node server, per encoding, as the PWA's sync asks it (src/api/directory.ts):
 * one streamed request per directory, every page a line in columns, member cards by id.
 */
async function firstSyncBytes(appUrl) {
  const totals = { identity: 0, gzip: 0, br: 0, requests: 0, records: 0 };
  for (const kind of KINDS) {
    const url = `${appUrl}/api/directory/${kind}/changes?cards=directory&shape=columns`;
    const plain = await wireBytes(url, 'identity');
    totals.identity += plain.wire;
    // What Chromium asks for (brotli too: over https, and here on 127.0.0.1), and gzip for a client without brotli.
    totals.gzip += (await wireBytes(url, 'gzip, deflate')).wire;
    totals.br += (await wireBytes(url, 'gzip, deflate, br')).wire;
    totals.requests += 1;
    for (const line of plain.text.split('\n').filter(Boolean)) totals.records += JSON.parse(line).columns.id.length;
  }
  return totals;
}

// Never creates the app's database (an empty one would be upgraded by the app later) and closes its connection at
// once (an open one blocks the app's own upgrade of the database until it is collected).
const READ_SYNC_STATE = () =>
  new Promise((resolve) => {
    const open = indexedDB.open('club-offline');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      try {
        const all = db.transaction('syncState', 'readonly').objectStore('syncState').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => resolve([]);
      } catch {
        resolve([]);
      } finally {
        db.close();
      }
    };
  });

/**
 * The page's long tasks, and its long animation frames with the scripts that ran in them (who invoked each): a frame
 * of the sync is one whose scripts were started by the worker's news (BroadcastChannel) or the device store's
 * answers (IndexedDB), where the page recomputes its screens from the synced directories. The app's own start
 * (React's rendering after hydration, the carousel) is counted apart.
 */
function watchLongTasks() {
  window.__benchLongTasks = [];
  window.__benchFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__benchLongTasks.push({ at: Math.round(entry.startTime), ms: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__benchFrames.push({
        at: Math.round(entry.startTime),
        ms: Math.round(entry.duration),
        blocking: Math.round(entry.blockingDuration),
        invokers: entry.scripts.map((script) => script.invoker),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

const SYNC_INVOKER = /BroadcastChannel|IDB(Request|Transaction|Database|OpenDBRequest)/;

/** Long animation frames that blocked (past 50 ms) and ran the sync's work on the page. */
const syncFrames = (frames, after) =>
  frames.filter((frame) => frame.at > after && frame.blocking > 0 && frame.invokers.some((invoker) => SYNC_INVOKER.test(invoker)));

/** One first visit: 3 s (or `stayMs`) on the page, the tab closed (or kept), the worker watched until complete. */
async function firstVisit({ appPort, memberId, memberName, stayMs, keepOpen }) {
  const link = await startSlowLink(appPort);
  const { context, close } = await persistentProfile({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(watchLongTasks);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = performance.now();
    await page.goto(`${link.url}/`, { waitUntil: 'commit' });
    let activatedAt = null;
    let completeAt = null;
    let firstMembersAt = null;
    let hydratedAt = null;
    let longTasks = [];
    let frames = [];
    const deadline = started + 90_000;
    let closedAt = null;
    // Offline-ready is both: the app's files (the worker active) and the whole directory (which a worker may download
    // while it installs).
    while (performance.now() < deadline && (completeAt === null || activatedAt === null)) {
      const now = performance.now() - started;
      if (!keepOpen && closedAt === null && now >= stayMs) {
        [longTasks, frames] = await page.evaluate(() => [window.__benchLongTasks, window.__benchFrames]).catch(() => [[], []]);
        await page.close();
        closedAt = now;
      }
      if (hydratedAt === null && closedAt === null) {
        hydratedAt =
          (await page
            .evaluate(() => (document.documentElement.dataset.hydrated === 'true' ? performance.now() : null))
            .catch(() => null)) ?? null;
      }
      const [worker] = context.serviceWorkers();
      if (worker) {
        if (activatedAt === null && (await worker.evaluate(() => Boolean(self.registration.active)).catch(() => false))) {
          activatedAt = performance.now() - started;
        }
        const states = await worker.evaluate(READ_SYNC_STATE).catch(() => []);
        // Members searchable offline: their first 1,000 (or all of a smaller club) stored (issue 47).
        const members = states.find((state) => state.kind === 'members');
        if (firstMembersAt === null && members && (members.complete || (members.count ?? 0) >= FIRST_MEMBERS))
          firstMembersAt = performance.now() - started;
        if (completeAt === null && KINDS.every((kind) => states.some((state) => state.kind === kind && state.complete)))
          completeAt = performance.now() - started;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (keepOpen) [longTasks, frames] = await page.evaluate(() => [window.__benchLongTasks, window.__benchFrames]).catch(() => [[], []]);
    const afterHydration = hydratedAt === null ? longTasks : longTasks.filter((task) => task.at > hydratedAt);
    // Then the network is cut: a member never opened, in a new tab.
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${link.url}/members-detail/${memberId}`).catch(() => {});
    const opened = await offline
      .getByRole('heading', { level: 1, name: memberName })
      .first()
      .textContent({ timeout: 20_000 })
      .catch(() => null);
    return {
      activatedAt,
      completeAt,
      // A directory complete before the activation counts 0.
      fromActivation: activatedAt !== null && completeAt !== null ? Math.max(0, completeAt - activatedAt) : null,
      readyAt: activatedAt !== null && completeAt !== null ? Math.max(activatedAt, completeAt) : null,
      firstMembersAt,
      firstMembersFromActivation: activatedAt !== null && firstMembersAt !== null ? Math.max(0, firstMembersAt - activatedAt) : null,
      bytesDown: link.stats.bytesDown,
      longTasksAfterHydration: afterHydration,
      syncFramesAfterHydration: syncFrames(frames, hydratedAt ?? 0),
      offlineMember: opened,
    };
  } finally {
    await close();
    await link.close();
  }
}

export async function measureOfflineVisit({ appUrl, appPort, apiUrl }) {
  const bytes = await firstSyncBytes(appUrl);
  const first = await (await fetch(`${apiUrl}/api/members?fields[0]=Name&sort=id:desc&pagination[pageSize]=1`)).json();
  const member = first.data[0];
  const closed = await firstVisit({ appPort, memberId: member.id, memberName: member.Name, stayMs: 3000, keepOpen: false });
  const open = await firstVisit({ appPort, memberId: member.id, memberName: member.Name, stayMs: 0, keepOpen: true });
  return { bytes, closed, open, memberName: member.Name };
}
