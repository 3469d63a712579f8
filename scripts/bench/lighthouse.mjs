// Lighthouse 12 (its default: mobile, simulated slow 4G and 4× CPU slowdown), 3 runs per page, each in a
// fresh Chromium profile (a first visit). Reported: the median of each score and of CLS, and the
// failing audits of the median run, so a miss says why.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs';
import { median } from './stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

export async function measureLighthouse({ appUrl, pages, runs = 3 }) {
  const results = {};
  for (const [label, pagePath] of Object.entries(pages)) {
    const lhrs = [];
    for (let i = 0; i < runs; i += 1) lhrs.push(await runOnce(appUrl + pagePath));
    const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);
    const perf = lhrs.map((lhr) => score(lhr, 'performance'));
    const medianPerf = median(perf);
    const medianRun = lhrs.reduce((best, lhr) =>
      Math.abs(score(lhr, 'performance') - medianPerf) < Math.abs(score(best, 'performance') - medianPerf) ? lhr : best,
    );
    results[label] = {
      path: pagePath,
      performance: medianPerf,
      accessibility: median(lhrs.map((lhr) => score(lhr, 'accessibility'))),
      bestPractices: median(lhrs.map((lhr) => score(lhr, 'best-practices'))),
      seo: median(lhrs.map((lhr) => score(lhr, 'seo'))),
      cls: median(lhrs.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue)),
      lcp: median(lhrs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue)),
      tbt: median(lhrs.map((lhr) => lhr.audits['total-blocking-time'].numericValue)),
      all: perf,
      failing: Object.fromEntries(CATEGORIES.map((category) => [category, failing(medianRun, category)])),
    };
  }
  return results;
}
