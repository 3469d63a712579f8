#!/usr/bin/env node
// Which parts of a first visit React has hydrated when html[data-hydrated] appears, and when the rest follows
// (issue 26): on the phone profile of readiness.mjs, against a running Node server, e.g.
//   node scripts/bench/hydration-probe.mjs --app http://127.0.0.1:4173 --page /members --page /
// A DOM node is hydrated once React has attached its fiber to it (a `__reactFiber…` key). Looked at when the mark
// appears, then 0, 100, 300 and 1,000 ms after; and, looked for every 10 ms up to 3 s, when each part is first
// hydrated (ms from the mark: negative when before it; a part not hydrated within 3 s is left out).
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.mjs';
import { PHONE, PHONE_CPU, PHONE_NETWORK } from './readiness.mjs';

const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: 'http://127.0.0.1:4173' },
    page: { type: 'string', multiple: true, default: ['/members'] },
  },
});

/** In the page, before its scripts: what is hydrated at the mark and after it (kept on window.__hydrationProbe). */
function probe() {
  const PARTS = {
    header: 'header',
    title: 'main h1, h1',
    search: 'input[name="q"]',
    card: '[data-testid="member-card"], main a[href*="detail"]',
    pagination: '[data-testid="pagination"]',
    footer: 'footer',
  };
  const hydrated = (selector) => {
    const element = document.querySelector(selector);
    return element ? Object.keys(element).some((key) => key.startsWith('__reactFiber')) : null;
  };
  window.__hydrationProbe = [];
  window.__hydratedAt = {};
  const startedAt = performance.now();
  const poll = setInterval(() => {
    for (const [name, selector] of Object.entries(PARTS)) {
      if (window.__hydratedAt[name] === undefined && hydrated(selector)) window.__hydratedAt[name] = performance.now();
    }
    if (performance.now() - (markedAt ?? startedAt) > 3000 && markedAt !== undefined) clearInterval(poll);
  }, 10);
  let markedAt;
  new MutationObserver(() => {
    if (markedAt !== undefined || !document.documentElement.dataset.hydrated) return;
    markedAt = performance.now();
    window.__markedAt = markedAt;
    const look = () =>
      window.__hydrationProbe.push({
        after: Math.round(performance.now() - markedAt),
        ...Object.fromEntries(Object.entries(PARTS).map(([name, selector]) => [name, hydrated(selector)])),
      });
    look();
    for (const delay of [0, 100, 300, 1000]) setTimeout(look, delay);
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

const browser = await launchBrowser();
try {
  for (const pagePath of args.page) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(probe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU });
    await page.goto(args.app + pagePath, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__hydrationProbe?.length >= 5, null, { timeout: 90_000, polling: 100 });
    console.log(`== ${pagePath} (null: no such element on the page)`);
    for (const row of await page.evaluate(() => window.__hydrationProbe)) console.log(' ', JSON.stringify(row));
    await page.waitForTimeout(3000);
    const firstHydrated = await page.evaluate(() =>
      Object.fromEntries(Object.entries(window.__hydratedAt).map(([name, at]) => [name, Math.round(at - window.__markedAt)])),
    );
    console.log('  first hydrated, ms from the mark:', JSON.stringify(firstHydrated));
    await context.close();
  }
} finally {
  await browser.close();
}
