// API figures on loopback, straight to Strapi: the GET requests the directory screens make (recorded from
// the app itself), with autocannon at concurrency 1 and 10 — p50, p95, requests/s, bytes per response —,
// the full members directory read page after page as the app does, and what an unchanged refresh costs.
import http from 'node:http';
import autocannon from 'autocannon';
import { median, percentile } from './stats.mjs';

// What a browser sends: the server may compress.
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export function run({ url, paths, connections, duration }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let bytes = 0;
    let non2xx = 0;
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        requests: paths.map((path) => ({ method: 'GET', path, headers: BROWSER_HEADERS })),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          connections,
          requests: latencies.length,
          rps: latencies.length / duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          max: Math.max(...latencies),
          bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
          errors: result.errors + result.timeouts + non2xx,
        });
      },
    );
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += resBytes;
      if (statusCode >= 300) non2xx += 1;
    });
  });
}

/** Every page of a directory, one after the other, like fetchAllPages: the time the screen waits. */
async function sequentialReads(url, paths, rounds) {
  const totals = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    for (const path of paths) {
      const response = await fetch(url + path, { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
    }
    totals.push(performance.now() - started);
  }
  return { p50: median(totals), p95: percentile(totals, 95), pages: paths.length };
}

/** One GET with node:http: the bytes as sent (compressed body, status line and headers), not decoded. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let body = 0;
      response.on('data', (chunk) => (body += chunk.length));
      response.on('end', () => {
        let head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          head += response.rawHeaders[i].length + response.rawHeaders[i + 1].length + 4;
        resolve({
          status: response.statusCode,
          etag: response.headers.etag,
          bytes: head + body,
          body,
          encoding: response.headers['content-encoding'] ?? 'identity',
        });
      });
    });
    request.on('error', reject);
  });
}

/** Bytes on the wire for the directory read cold, then revalidated unchanged (If-None-Match). */
async function refreshBytes(url, paths) {
  const result = { cold: 0, coldIdentity: 0, refresh: 0, notModified: 0, requests: paths.length, encoding: 'identity' };
  for (const path of paths) {
    const first = await rawGet(url + path, BROWSER_HEADERS);
    const identity = await rawGet(url + path, { accept: 'application/json' });
    result.cold += first.bytes;
    result.coldIdentity += identity.bytes;
    result.encoding = first.encoding;
    const again = await rawGet(url + path, { ...BROWSER_HEADERS, ...(first.etag ? { 'if-none-match': first.etag } : {}) });
    result.refresh += again.bytes;
    if (again.status === 304) result.notModified += 1;
  }
  return result;
}

/**
 * @param directories { label: [paths…] } — the GET requests each screen makes (paths with query strings)
 */
export async function measureApi({ apiUrl, directories, duration = 10, quick = false }) {
  const results = {};
  for (const [label, paths] of Object.entries(directories)) {
    if (paths.length === 0) continue;
    const seconds = label === 'members' ? duration : Math.max(3, Math.round(duration / 2));
    await run({ url: apiUrl, paths, connections: 1, duration: 2 }); // warm-up (JIT, SQLite page cache)
    const c1 = await run({ url: apiUrl, paths, connections: 1, duration: quick ? 3 : seconds });
    const c10 = await run({ url: apiUrl, paths, connections: 10, duration: quick ? 3 : seconds });
    results[label] = {
      paths,
      c1,
      c10,
      sequential: await sequentialReads(apiUrl, paths, quick ? 10 : 30),
      refresh: await refreshBytes(apiUrl, paths),
    };
  }
  return results;
}
