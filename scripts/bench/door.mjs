// The door (issue 28) on the phone profile (390×844, CPU 4× slower), the event of the bench seed with its
// attendees (scripts/bench/seed-bench.cjs): opened once online until 'Prêt hors ligne ✓', then offline —
// - first render: from the navigation (the installed app, served by its service worker) to the attendee rows and
//   the count 'Présents 0 / N inscrits' on screen;
// - scan: from the first camera frame showing a member's QR code to that member's row saying 'Présent ✓'.
//   Chromium's fake camera plays a video written here: grey, then a code, grey, the next code… The page marks the
//   frame a code appears in by one pixel of the video's centre (grey or not), read at each frame presented.
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, awaitInPage, persistentProfile } from './browser.mjs';
import { median } from './stats.mjs';
import { qrVideo } from '../qr-video.mjs';

const require = createRequire(import.meta.url);
const { BENCH_DOOR_ORGANISER } = require('./seed-bench.cjs');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const READY = 'Prêt hors ligne ✓';

// In the page: when the rows and the full count are first in the DOM, and when they are on screen. 'painted' is the
// presentation time of the first frame that showed both the count and a row (Element Timing: the attribute is
// set before that frame is painted); 'settled' is the first task after that frame, which also holds whatever
// React scheduled meanwhile (its passive effects), the figure this bench used to report as the render.
function watchDoor(registered) {
  const marks = {};
  window.__doorMarks = marks;
  let settle;
  window.__doorDone = new Promise((resolve) => (settle = resolve));
  const done = () => marks.painted > 0 && marks.settled > 0 && settle(marks);
  const shown = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shown[entry.identifier] ??= entry.renderTime || entry.loadTime;
    if (marks.painted === undefined && shown['door-count'] !== undefined && shown['door-row'] !== undefined)
      marks.painted = Math.max(shown['door-count'], shown['door-row']);
    done();
  }).observe({ type: 'element', buffered: true });
  const check = () => {
    const row = document.querySelector('[data-testid="door-row"] p');
    if (marks.rows === undefined && row) {
      marks.rows = performance.now();
      row.setAttribute('elementtiming', 'door-row');
    }
    const count = document.querySelector('[data-testid="door-count"]');
    if (marks.count === undefined && count && count.textContent.includes(`/ ${registered} inscrits`)) {
      marks.count = performance.now();
      count.setAttribute('elementtiming', 'door-count');
    }
    if (marks.rows !== undefined && marks.count !== undefined && marks.settled === undefined) {
      marks.settled = -1;
      requestAnimationFrame(() =>
        setTimeout(() => {
          marks.settled = performance.now();
          done();
        }),
      );
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

// In the page: the time each code first shows in the video (a centre pixel that is not grey), and the time each
// member's row first says 'Présent ✓'.
function watchScans() {
  const scans = { shown: [], checked: {} };
  window.__doorScans = scans;
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let showing = false;
  const watch = (video) => {
    const onFrame = (now) => {
      context.drawImage(video, video.videoWidth / 2 - 100, video.videoHeight / 2, 1, 1, 0, 0, 1, 1);
      const [r] = context.getImageData(0, 0, 1, 1).data;
      const code = Math.abs(r - 128) > 60;
      if (code && !showing) scans.shown.push(now);
      showing = code;
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  new MutationObserver(() => {
    const video = document.querySelector('video');
    if (video && !video.__watched) {
      video.__watched = true;
      watch(video);
    }
    for (const row of document.querySelectorAll('[data-testid="door-row"][data-checked-in="true"]')) {
      const name = row.querySelector('p')?.textContent;
      if (name && scans.checked[name] === undefined) scans.checked[name] = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-checked-in'] });
}

// In the page: whether the three directories' first download is complete (offline/db.ts, table syncState).
function directoriesComplete() {
  return new Promise((resolve) => {
    const open = indexedDB.open('club-offline');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      try {
        const all = open.result.transaction('syncState').objectStore('syncState').getAll();
        all.onsuccess = () => {
          resolve(all.result.filter((row) => row.complete).length >= 3);
          open.result.close();
        };
      } catch {
        open.result.close();
        resolve(false);
      }
    };
  });
}

// The door's marks, once the rows and the count are painted (watchDoor).
const doorOnScreen = (cdp) => awaitInPage(cdp, 'window.__doorDone', { timeoutMs: 120_000, what: 'no door' });

async function recordStart(page, url, file) {
  await page.goto('about:blank');
  const cdp = await throttled(page, 4);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading,v8',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'commit' });
  await doorOnScreen(cdp);
  const marks = await page.evaluate(() => ({
    ...window.__doorMarks,
    origin: performance.timeOrigin,
    navigation: performance.getEntriesByType('navigation')[0]?.toJSON(),
  }));
  const { profile } = await cdp.send('Profiler.stop');
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  const { writeFileSync } = await import('node:fs');
  writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
  writeFileSync(`${file}.trace.json`, JSON.stringify({ marks, traceEvents: events }));
  await cdp.detach();
}

async function throttled(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Issue 44: a check-in tapped twice at the same spot (the second tap 250 ms later, as a hurried organiser does),
 * offline, CPU 4× slower: the sum of every layout shift after the first tap, those right after an input
 * included (which CLS leaves out). Anything above 0 moves rows under the finger. Null when nobody is left to check in.
 */
async function measureCheckInShift(page, person) {
  if (!person) return null;
  const cdp = await throttled(page, 4);
  try {
    const button = page.getByRole('button', { name: `Enregistrer ${person.name}` });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    await page.evaluate(() => {
      window.__benchShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__benchShifts.push(entry.value);
      }).observe({ type: 'layout-shift' });
    });
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(250);
    await page.touchscreen.tap(x, y);
    await page.locator(`[data-testid="door-row"][data-checked-in="true"]`, { hasText: person.name }).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => window.__benchShifts.reduce((sum, value) => sum + value, 0));
  } finally {
    await cdp.detach();
  }
}

export async function measureDoor({ appUrl, apiUrl, runs = 3, scans = 3, log = () => {} }) {
  const login = await fetch(`${apiUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: BENCH_DOOR_ORGANISER.email, password: BENCH_DOOR_ORGANISER.password }),
  });
  if (!login.ok) throw new Error(`door organiser login: ${login.status}`);
  const session = await login.json();
  const event = (await (await fetch(`${apiUrl}/api/events?filters[Name][$eq]=Soir%C3%A9e%20de%20la%20porte&fields[0]=Name`)).json())
    .data[0];
  const door = await (await fetch(`${apiUrl}/api/events/${event.id}/door`, { headers: { authorization: `Bearer ${session.jwt}` } })).json();
  const attendees = door.data.attendees;
  const registered = attendees.length;
  const scanned = scans > 0 ? attendees.slice(-scans) : [];
  const video = qrVideo(
    scanned.map((person) => `${appUrl}/members-detail/${person.memberId}`),
    { seconds: 2, greySeconds: 2, fps: 15 },
  );

  const profile = await persistentProfile({
    ...PHONE,
    permissions: ['camera'],
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const { context } = profile;
  try {
    await context.addInitScript(
      (stored) => {
        localStorage.setItem('authUser', JSON.stringify(stored.user));
        localStorage.setItem('authToken', stored.jwt);
        localStorage.setItem('isAuthenticated', 'true');
      },
      {
        jwt: session.jwt,
        user: {
          id: session.user.id,
          username: session.user.username,
          name: session.user.member.Name,
          email: session.user.email,
          memberId: session.user.member.id,
          organiser: true,
        },
      },
    );
    await context.addInitScript(watchDoor, registered);
    await context.addInitScript(watchScans);
    const url = `${appUrl}/accueil/${event.id}`;
    const page = context.pages()[0] ?? (await context.newPage());
    // Online, once: the door stores its list and photos; the app's worker installs.
    const preparedAt = Date.now();
    await page.goto(url);
    await page.getByTestId('door-readiness').filter({ hasText: READY }).waitFor({ timeout: 180_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const prepareSeconds = (Date.now() - preparedAt) / 1000;
    await page.reload();
    await page.getByTestId('door-readiness').filter({ hasText: READY }).waitFor({ timeout: 60_000 });
    // Prepared the day before: the directories' first download (the service worker's, off this page) is done too,
    // so the figures are the door's, not a sync still writing on the machine's other core.
    const synced = Date.now();
    await page.waitForFunction(directoriesComplete, undefined, { timeout: 300_000, polling: 1000 });
    const syncSeconds = (Date.now() - synced) / 1000;
    // …and the browser has had the quiet moment after it (its storage settles what was written).
    await page.waitForTimeout(Number(process.env.BENCH_DOOR_QUIET_MS ?? 20_000));
    await context.setOffline(true);

    const firstRender = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto('about:blank');
      const cdp = await throttled(page, 4);
      await page.goto(url, { waitUntil: 'commit' });
      const marks = await doorOnScreen(cdp);
      firstRender.push({ rows: marks.rows, count: marks.count, painted: marks.painted, settled: marks.settled });
      log(
        `door offline start ${run + 1}/${runs}: rows in the page ${Math.round(marks.rows)} ms, painted ${Math.round(marks.painted)} ms, next task ${Math.round(marks.settled)} ms`,
      );
      await cdp.detach();
    }

    // BENCH_DOOR_PROFILE=file: one more offline start, recorded as a CPU profile (file.cpuprofile, open it in
    // DevTools or map it with the bench's hidden source maps) and a trace (file.trace.json), to see where it goes.
    if (process.env.BENCH_DOOR_PROFILE) await recordStart(page, url, process.env.BENCH_DOOR_PROFILE);

    const firstRenderMedian = median(firstRender.map((run) => run.painted));
    const checkInShift = await measureCheckInShift(
      page,
      attendees.find((person) => !person.checkIn && !scanned.includes(person)),
    );
    log(`door check-in tapped twice: layout shift ${checkInShift}`);
    if (scanned.length === 0) return { registered, prepareSeconds, syncSeconds, firstRender, firstRenderMedian, checkInShift, scans: [] };

    // The scanner, offline, the same phone: each code shown → its row says 'Présent ✓'.
    const cdp = await throttled(page, 4);
    await page.getByRole('button', { name: 'Scanner un QR code' }).click();
    const names = scanned.map((person) => person.name);
    await page.waitForFunction((wanted) => wanted.every((name) => window.__doorScans.checked[name] !== undefined), names, {
      timeout: 120_000,
    });
    const { shown, checked } = await page.evaluate(() => window.__doorScans);
    // Each code's check-in follows the last time a code appeared before it.
    const scanTimes = names.map((name) => {
      const at = checked[name];
      const appeared = shown.filter((time) => time <= at).at(-1);
      return at - appeared;
    });
    log(`door scans: ${scanTimes.map((value) => Math.round(value)).join(', ')} ms`);
    await cdp.detach();
    return {
      registered,
      prepareSeconds,
      syncSeconds,
      firstRender,
      firstRenderMedian,
      checkInShift,
      scans: scanTimes,
      firstScan: scanTimes[0],
      scanMedian: median(scanTimes),
    };
  } finally {
    await profile.close();
  }
}
