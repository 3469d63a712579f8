// The directory sync seen from a phone, straight to Strapi on loopback (browser headers: compressed):
// - a first download (every page of /api/directory/<kind>/changes) and its bytes;
// - a refresh when nothing changed: bytes for the three directories, server time per directory (p95 at
//   concurrency 1), and 100 phones refreshing at once (autocannon, 100 connections);
// - a refresh after one member changed: is the change there, and how many bytes.
import http from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';

const KINDS = ['members', 'companies', 'events'];
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/** GET with the browser's headers: status, body (decoded by fetch) and bytes on the wire (compressed). */
function get(url, token) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { ...HEADERS, ...(token && { authorization: `Bearer ${token}` }) } }, (response) => {
      let wire = 0;
      response.on('data', (chunk) => (wire += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, wire, ms: performance.now() - started }));
    });
    request.on('error', reject);
  });
}

const json = async (url, init) => (await fetch(url, init)).json();

async function download(apiUrl, kind, since) {
  let cursor = since;
  let bytes = 0;
  let requests = 0;
  const rows = [];
  for (let more = true; more;) {
    const url = `${apiUrl}/api/directory/${kind}/changes${cursor ? `?since=${cursor}` : ''}`;
    bytes += (await get(url)).wire;
    const answer = await json(url);
    rows.push(...answer.data);
    requests += 1;
    cursor = answer.cursor;
    more = answer.more;
  }
  return { cursor, bytes, requests, rows };
}

function concurrent(apiUrl, paths, connections, amount) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    autocannon({ url: apiUrl, connections, amount, requests: paths.map((path) => ({ method: 'GET', path, headers: HEADERS })) }, (error) =>
      error ? reject(error) : resolve({ p50: percentile(latencies, 50), p95: percentile(latencies, 95), requests: latencies.length }),
    ).on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureDirectorySync({ apiUrl }) {
  const result = { first: {}, unchanged: {}, timing: {} };
  const cursors = {};
  for (const kind of KINDS) {
    const first = await download(apiUrl, kind);
    cursors[kind] = first.cursor;
    result.first[kind] = { bytes: first.bytes, requests: first.requests, rows: first.rows.length };
  }
  // The server re-reads its last second of changes (DIRECTORY_CURSOR_MARGIN_MS in the bench's server).
  await pause(1500);
  for (const kind of KINDS) cursors[kind] = (await download(apiUrl, kind, cursors[kind])).cursor;
  await pause(1500);

  for (const kind of KINDS) {
    const url = `${apiUrl}/api/directory/${kind}/changes?since=${cursors[kind]}`;
    const times = [];
    let wire = 0;
    for (let i = 0; i < 60; i += 1) {
      const answer = await get(url);
      times.push(answer.ms);
      wire = answer.wire;
    }
    result.unchanged[kind] = { bytes: wire, p95: percentile(times.slice(10), 95), p50: percentile(times.slice(10), 50) };
  }
  result.unchangedBytes = KINDS.reduce((sum, kind) => sum + result.unchanged[kind].bytes, 0);
  // 100 phones at once, each asking for its three directories (after a warm-up round of the same).
  const refreshes = KINDS.map((kind) => `/api/directory/${kind}/changes?since=${cursors[kind]}`);
  const rounds = [];
  for (let i = 0; i < 4; i += 1) rounds.push(await concurrent(apiUrl, refreshes, 100, 300));
  result.phones = { ...rounds.at(-1), rounds: rounds.map((r) => r.p95) };

  // One member changes their profession (a member of the club, signed in, on the site).
  const email = `bench-${Date.now()}@example.test`;
  const registered = await json(`${apiUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `Bench ${Date.now()}`, email, password: 'Bench-secret-123', phone: '+32 470 00 00 00' }),
  });
  await pause(1500);
  const before = await download(apiUrl, 'members', cursors.members);
  await pause(1500);
  const profession = `Profession ${Date.now()}`;
  await fetch(`${apiUrl}/api/members/${registered.user.member.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${registered.jwt}` },
    body: JSON.stringify({ data: { Profession: profession } }),
  });
  const after = await download(apiUrl, 'members', before.cursor);
  result.oneMember = {
    bytes: after.bytes,
    rows: after.rows.length,
    arrived: after.rows.some((row) => row.id === registered.user.member.id && row.Profession === profession),
  };
  return result;
}
