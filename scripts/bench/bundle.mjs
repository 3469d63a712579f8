// Bundle figures: gzip size of the JavaScript a first visit downloads (per page), which pages load
// swiper and lightgallery, and the service worker's precache.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** gzip -6, what a web server (and vite preview) sends. */
export const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;

// Code signatures: a chunk holding these strings carries the library (its file name may change).
const LIBRARIES = { swiper: 'swiper-wrapper', lightgallery: 'lg-outer' };

function libraryChunks(distDir) {
  const dir = path.join(distDir, 'assets');
  const found = Object.fromEntries(Object.keys(LIBRARIES).map((name) => [name, new Set()]));
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [name, signature] of Object.entries(LIBRARIES)) if (code.includes(signature)) found[name].add(`assets/${file}`);
  }
  return found;
}

// Where the bytes of a page's JavaScript come from, by package (from the build's hidden source maps).
const GROUPS = [
  ['React', /^(react|react-dom|scheduler)$/],
  ['TanStack Router', /^@tanstack\/(react-router|router-core|history|store|react-store)$/],
  ['TanStack Query', /^@tanstack\/(query|react-query)/],
  [
    'Chakra UI (+ emotion, Ark/Zag, floating-ui)',
    /^(@chakra-ui|@emotion|@ark-ui|@zag-js|@floating-ui|@pandacss|stylis|@internationalized|@swc|proxy-compare|hoist-non-react-statics|react-is)/,
  ],
  ['swiper', /^swiper$/],
  ['lightgallery', /^lightgallery$/],
  ['react-toastify', /^(react-toastify|clsx)$/],
  ['date-fns', /^(date-fns|@date-fns)/],
  ['workbox-window', /^workbox-/],
  ['app code (src/)', /^src$/],
];
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    let digit = B64.indexOf(char);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}
const packageOf = (source) => {
  if (!source.includes('node_modules/')) return 'src';
  const rest = source.split('node_modules/').pop();
  return rest.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : rest.split('/')[0];
};

/** gzip KB per group for these files: each group's code gzipped apart, scaled to the real total. */
export function breakdown(distDir, files) {
  const code = {};
  let total = 0;
  for (const file of files) {
    const source = fs.readFileSync(path.join(distDir, file), 'utf8');
    total += gzipSize(path.join(distDir, file));
    const mapFile = path.join(distDir, `${file}.map`);
    if (!fs.existsSync(mapFile)) {
      (code.other ??= []).push(source);
      continue;
    }
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    const lines = source.split('\n');
    let sourceIndex = 0;
    map.mappings.split(';').forEach((line, lineIndex) => {
      const segments = line ? line.split(',').map(decodeVlq) : [];
      let column = 0;
      segments.forEach((segment, i) => {
        column += segment[0];
        if (segment.length > 1) sourceIndex += segment[1];
        const end = i + 1 < segments.length ? column + segments[i + 1][0] : (lines[lineIndex] ?? '').length;
        const pkg = packageOf(map.sources[sourceIndex] ?? '');
        const group = GROUPS.find(([, pattern]) => pattern.test(pkg))?.[0] ?? 'other';
        (code[group] ??= []).push((lines[lineIndex] ?? '').slice(column, end));
      });
    });
  }
  const raw = Object.fromEntries(Object.entries(code).map(([group, parts]) => [group, zlib.gzipSync(parts.join(''), { level: 6 }).length]));
  const sum = Object.values(raw).reduce((a, b) => a + b, 0) || 1;
  return Object.fromEntries(
    Object.entries(raw)
      .map(([group, size]) => [group, (size / sum) * total])
      .sort((a, b) => b[1] - a[1]),
  );
}

/** The chunks the worker stores on demand, not at install (src/offline/on-demand-code.ts). */
const ON_DEMAND_CHUNKS = JSON.parse(fs.readFileSync(new URL('../../src/offline/on-demand-chunks.json', import.meta.url), 'utf8'));
const isOnDemand = (url) => Object.hasOwn(ON_DEMAND_CHUNKS, /^assets\/([A-Za-z]+)-[\w-]+\.(js|css)$/.exec(url)?.[1] ?? '');

/** What the worker's install stores: the manifest written into sw.js, every entry once, raw and gzip sizes. */
export function precacheSize(distDir) {
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const listed = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))];
  const urls = listed.filter((url) => !isOnDemand(url));
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(distDir, url);
    raw += fs.statSync(file).size;
    gzip += /\.(png|jpe?g|webp|woff2)$/.test(url) ? fs.statSync(file).size : gzipSize(file);
  }
  return { entries: urls.length, raw, gzip, onDemand: listed.length - urls.length };
}

/**
 * Opens each page in a fresh context (no service worker: its precache would download everything) and
 * records the scripts the page itself asks for, until the network has been quiet for a while (lazy
 * chunks such as the carousel come after the data).
 */
export async function measureBundle({ browser, appUrl, distDir, pages }) {
  const libraries = libraryChunks(distDir);
  const results = {};
  const apiRequests = new Set();
  for (const [label, { path: pagePath, uses = [] }] of Object.entries(pages)) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const scripts = new Map(); // file → requested before the load event?
    const stylesheets = new Set(); // requested before the load event
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(appUrl).origin) return;
      const file = url.pathname.replace(/^\//, '');
      if (request.resourceType() === 'script' && !scripts.has(file)) scripts.set(file, !loaded);
      if (request.resourceType() === 'stylesheet' && !loaded) stylesheets.add(file);
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) apiRequests.add(url.pathname + url.search);
    });
    // The page's own stylesheet comes inline in its HTML (src/server/page-styles.ts): counted as one stylesheet.
    let inlineStyles = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'document') return;
      const html = await response.text().catch(() => '');
      inlineStyles = [...html.matchAll(/<style[^>]*data-tsr-inline-css[^>]*>([^<]*)<\/style>/g)].map((match) => ({
        file: 'inline <style>',
        gzip: zlib.gzipSync(match[1], { level: 6 }).length,
      }));
    });
    await page.goto(appUrl + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000); // the directories' background prefetch starts after 2 s
    await page.waitForLoadState('networkidle');
    await context.close();
    const files = [...scripts.keys()].filter((f) => fs.existsSync(path.join(distDir, f)));
    const sizes = files
      .map((f) => ({ file: f, gzip: gzipSize(path.join(distDir, f)), critical: scripts.get(f) }))
      .sort((a, b) => b.gzip - a.gzip);
    const loads = Object.fromEntries(Object.entries(libraries).map(([name, chunks]) => [name, files.some((f) => chunks.has(f))]));
    results[label] = {
      path: pagePath,
      uses,
      gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
      critical: sizes.filter((s) => s.critical).reduce((sum, s) => sum + s.gzip, 0),
      files: sizes,
      loads,
      misplaced: Object.keys(loads).filter((name) => loads[name] && !uses.includes(name)),
      byPackage: breakdown(distDir, files),
      stylesheets: [
        ...inlineStyles,
        ...[...stylesheets]
          .filter((file) => fs.existsSync(path.join(distDir, file)))
          .map((file) => ({ file, gzip: gzipSize(path.join(distDir, file)) })),
      ],
    };
  }
  return {
    pages: results,
    precache: precacheSize(distDir),
    serviceWorkerGzip: gzipSize(path.join(distDir, 'sw.js')),
    apiRequests: [...apiRequests],
  };
}
