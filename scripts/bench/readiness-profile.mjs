#!/usr/bin/env node
// Where a first visit's bytes and hydration time go (issue 26), on the phone profile of readiness.mjs, against a
// running Node server of a build made with hidden source maps (as `npm run bench` builds it):
//   node scripts/bench/readiness-profile.mjs --app http://127.0.0.1:4173 --dist .tmp/bench/dist --page /members
// Prints: (1) coverage at hydration — per script, the bytes its functions that ran cover, and per source package
// the unused bytes; (2) a CPU profile from navigation to html[data-hydrated] — self time per source package and
// per module, and the heaviest functions.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { launchBrowser } from './browser.mjs';
import { PHONE, PHONE_CPU, PHONE_NETWORK } from './readiness.mjs';

const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: 'http://127.0.0.1:4173' },
    dist: { type: 'string', default: '.tmp/bench/dist' },
    page: { type: 'string', multiple: true, default: ['/'] },
    top: { type: 'string', default: '25' },
    network: { type: 'boolean', default: true },
    mode: { type: 'string', default: 'coverage,profile,timeline' },
  },
});
const TOP = Number(args.top);

const maps = new Map();
function mapFor(url) {
  const file = path.join(args.dist, new URL(url).pathname);
  if (!maps.has(file))
    maps.set(file, fs.existsSync(`${file}.map`) ? new TraceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) : null);
  return maps.get(file);
}
const packageOf = (source) => {
  if (!source) return '?';
  if (!source.includes('node_modules/')) return source.replace(/^.*?\/src\//, 'src/').replace(/^(src\/[^/]+(\/[^/]+)?).*$/, '$1');
  const rest = source.split('node_modules/').pop();
  return rest.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : rest.split('/')[0];
};
const moduleOf = (source) => (source ? source.replace(/^.*node_modules\//, '').replace(/^.*?\/src\//, 'src/') : '?');

async function openPage(browser, pagePath, setUp) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => {
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated && !window.__hydratedAt) window.__hydratedAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (args.network) await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU });
  await setUp(cdp);
  await page.goto(args.app + pagePath, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 90_000, polling: 20 });
  return { context, page, cdp };
}

async function coverage(browser, pagePath) {
  const { context, page, cdp } = await openPage(browser, pagePath, async (s) => {
    await s.send('Profiler.enable');
    await s.send('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
  });
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  const hydratedAt = await page.evaluate(() => window.__hydratedAt);
  const rows = [];
  const unusedByPackage = {};
  for (const script of result) {
    if (!/\/assets\/.+\.js$/.test(script.url)) continue;
    const file = path.join(args.dist, new URL(script.url).pathname);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    // Block coverage: the innermost range that holds a character decides whether it ran.
    const used = new Uint8Array(source.length);
    const ranges = script.functions.flatMap((f) => f.ranges).sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
    for (const r of ranges) used.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
    let usedBytes = 0;
    for (const u of used) usedBytes += u;
    rows.push({ file: path.basename(file), size: source.length, used: usedBytes });
    const map = mapFor(script.url);
    if (!map) continue;
    // Unused bytes by package: walk lines and columns (sampled every 16 characters, enough for a ranking).
    const lines = source.split('\n');
    let offset = 0;
    for (let line = 0; line < lines.length; line += 1) {
      for (let column = 0; column < lines[line].length; column += 16) {
        if (used[offset + column]) continue;
        const pos = originalPositionFor(map, { line: line + 1, column });
        const pkg = packageOf(pos.source);
        unusedByPackage[pkg] = (unusedByPackage[pkg] ?? 0) + Math.min(16, lines[line].length - column);
      }
      offset += lines[line].length + 1;
    }
  }
  await context.close();
  console.log(`\n== coverage at hydration (${Math.round(hydratedAt)} ms), ${pagePath}: bytes of minified code (raw)`);
  rows.sort((a, b) => b.size - a.size);
  let total = 0;
  let usedTotal = 0;
  for (const r of rows) {
    total += r.size;
    usedTotal += r.used;
    console.log(
      `${r.file.padEnd(40)} ${String(r.size).padStart(8)} ${String(r.used).padStart(8)} used ${((100 * r.used) / r.size).toFixed(0).padStart(3)} %`,
    );
  }
  console.log(
    `${'total'.padEnd(40)} ${String(total).padStart(8)} ${String(usedTotal).padStart(8)} used ${((100 * usedTotal) / total).toFixed(0)} %`,
  );
  console.log('unused bytes by package (raw):');
  for (const [pkg, bytes] of Object.entries(unusedByPackage)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP))
    console.log(`  ${pkg.padEnd(50)} ${String(bytes).padStart(8)}`);
}

async function cpuProfile(browser, pagePath) {
  const { context, page, cdp } = await openPage(browser, pagePath, async (s) => {
    await s.send('Profiler.enable');
    await s.send('Profiler.setSamplingInterval', { interval: 200 });
    await s.send('Profiler.start');
  });
  const { profile } = await cdp.send('Profiler.stop');
  const timing = await page.evaluate(() => ({
    hydrated: window.__hydratedAt,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  await context.close();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0) / 1000));
  const byPackage = {};
  const byModule = {};
  const byFunction = {};
  let total = 0;
  for (const [id, ms] of self) {
    const node = byId.get(id);
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    total += ms;
    let pkg = url ? new URL(url, args.app).pathname : `(${functionName || 'program'})`;
    let mod = pkg;
    let name = functionName || '(anonymous)';
    if (/\/assets\/.+\.js$/.test(url)) {
      const map = mapFor(url);
      const pos = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : {};
      pkg = pos.source ? packageOf(pos.source) : path.basename(url);
      mod = pos.source ? moduleOf(pos.source) : path.basename(url);
      name = `${pos.name || functionName || '(anonymous)'} ${mod}:${pos.line ?? ''}`;
    } else if (!url) {
      name = `(${functionName})`;
    }
    byPackage[pkg] = (byPackage[pkg] ?? 0) + ms;
    byModule[mod] = (byModule[mod] ?? 0) + ms;
    byFunction[name] = (byFunction[name] ?? 0) + ms;
  }
  const show = (title, table) => {
    console.log(title);
    for (const [k, v] of Object.entries(table)
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP))
      console.log(`  ${v.toFixed(0).padStart(6)} ms  ${k}`);
  };
  console.log(
    `\n== CPU profile, navigation → hydrated, ${pagePath} (CPU ${PHONE_CPU}×): FCP ${Math.round(timing.fcp)} ms, hydrated ${Math.round(timing.hydrated)} ms; ${total.toFixed(0)} ms sampled`,
  );
  show('self time by package:', byPackage);
  show('self time by module:', byModule);
  show('heaviest functions (self):', byFunction);
}

/** A trace of the same load: between FCP and hydrated, what the main thread did (top-level work by kind, ms),
 *  and when each script arrived and ran. */
async function timeline(browser, pagePath) {
  const events = [];
  let cdpRef;
  const { context, page, cdp } = await openPage(browser, pagePath, async (s) => {
    cdpRef = s;
    s.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await s.send('Tracing.start', {
      categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
  });
  const marks = await page.evaluate(() => ({
    hydrated: window.__hydratedAt,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    origin: performance.timeOrigin,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({
        file: e.name.split('/').pop(),
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
        bytes: e.encodedBodySize,
      })),
  }));
  const done = new Promise((resolve) => cdpRef.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming');
  const main = events.find(
    (e) =>
      e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((t) => t.pid === e.pid && t.name === 'EvaluateScript'),
  );
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  // Trace clock → page clock: the ts of the FCP mark is known in both.
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  const t0 = fcpEvent ? fcpEvent.ts / 1000 - marks.fcp : (nav?.ts ?? 0) / 1000;
  const at = (e) => e.ts / 1000 - t0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && at(e) >= marks.fcp && at(e) <= marks.hydrated);
  const busy = tasks.reduce((sum, t) => sum + t.dur / 1000, 0);
  const kinds = {};
  const KINDS = [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'ParseHTML',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'HitTest',
    'RunMicrotasks',
    'FireAnimationFrame',
    'ResourceReceivedData',
  ];
  for (const e of onMain) {
    if (!KINDS.includes(e.name) || at(e) < marks.fcp || at(e) > marks.hydrated) continue;
    // Count the outermost of its kind only.
    kinds[e.name] = (kinds[e.name] ?? 0) + e.dur / 1000;
  }
  console.log(
    `\n== timeline ${pagePath}: FCP ${Math.round(marks.fcp)} → hydrated ${Math.round(marks.hydrated)} ms; main thread busy ${busy.toFixed(0)} ms in ${tasks.length} tasks (longest ${Math.max(0, ...tasks.map((t) => t.dur / 1000)).toFixed(0)} ms)`,
  );
  for (const [k, v] of Object.entries(kinds).sort((a, b) => b[1] - a[1]))
    console.log(`  ${v.toFixed(0).padStart(6)} ms  ${k} (nested counted in its parent too)`);
  console.log('  scripts (start → end, bytes):');
  for (const s of marks.scripts)
    console.log(`    ${String(s.start).padStart(6)} → ${String(s.end).padStart(6)}  ${String(s.bytes).padStart(7)}  ${s.file}`);
  const evals = onMain.filter((e) => e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript').filter((e) => e.dur > 5000);
  console.log('  module evaluations > 5 ms (at, ms):');
  for (const e of evals)
    console.log(
      `    ${at(e).toFixed(0).padStart(6)}  ${(e.dur / 1000).toFixed(0).padStart(5)} ms  ${(e.args?.data?.url ?? e.args?.url ?? '').split('/').pop()}`,
    );
  const long = tasks.filter((t) => t.dur > 50_000);
  console.log(`  tasks > 50 ms after FCP: ${long.map((t) => `${at(t).toFixed(0)}:${(t.dur / 1000).toFixed(0)}`).join(' ')}`);
}

const browser = await launchBrowser();
try {
  for (const pagePath of args.page) {
    if (args.mode.includes('coverage')) await coverage(browser, pagePath);
    if (args.mode.includes('profile')) await cpuProfile(browser, pagePath);
    if (args.mode.includes('timeline')) await timeline(browser, pagePath);
  }
} finally {
  await browser.close();
}
