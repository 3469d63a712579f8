// Server rendering (issue 16), on loopback to the Node server: how long one render of /members takes, asked one
// after the other (the micro-cache off: every request renders), and how many pages per second the server answers
// with the micro-cache on (production's default), 10 at once, as browsers do (compressed).
import { run } from './api-load.mjs';
import { median, percentile } from './stats.mjs';

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/** Full answers (body read), one after the other: what one visitor waits for on the server's side. */
async function sequentialRenders(url, rounds) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < rounds + 5; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: PAGE_HEADERS });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= 5) {
      times.push(performance.now() - started); // the first five warm the JIT and Strapi's caches
      bytes = body.byteLength;
    }
  }
  return { p50: median(times), p95: percentile(times, 95), max: Math.max(...times), htmlBytes: bytes };
}

export async function measureServerRendering({ renderUrl, cachedUrl, pages, rounds = 100, duration = 10 }) {
  const render = {};
  for (const [label, path] of Object.entries(pages)) render[label] = { path, ...(await sequentialRenders(renderUrl + path, rounds)) };
  const load = (url, path) => run({ url, paths: [path], connections: 10, duration });
  return {
    render,
    uncached: await load(renderUrl, pages.members),
    cached: await load(cachedUrl, pages.members),
  };
}
