// @vitest-environment node
// The auth rate limits' counters (backend/src/utils/rate-limiter.ts) and their client key
// (backend/src/utils/client-address.ts). The counters are in the database: a second store on the same
// database (another instance, or the same one after a restart) sees what the first one counted.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientOf } from '../../backend/src/utils/client-address';
import { THROTTLE_TABLE, ThrottleStore, prepareThrottleTable, waitAfter, type Budget } from '../../backend/src/utils/rate-limiter';

const backendRequire = createRequire(path.resolve(__dirname, '..', '..', 'backend', 'package.json'));
type Knex = ConstructorParameters<typeof ThrottleStore>[0];
const knexOf = (filename: string) =>
  (backendRequire('knex') as (config: object) => Knex)({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });

const PAIR: Budget = { windowMs: 15 * 60_000, free: 3, firstDelayMs: 1000, maxDelayMs: 60_000, lockAfter: 10 };
const opened: Knex[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((knex) => knex.destroy()));
});

describe('waitAfter', () => {
  it('free failures, then a wait that doubles up to its cap, then a lock until the window ends', () => {
    const start = 1_000_000;
    expect([1, 2].map((hits) => waitAfter(hits, PAIR, start, start))).toEqual([0, 0]);
    expect([3, 4, 5, 6, 9].map((hits) => waitAfter(hits, PAIR, start, start))).toEqual([1000, 2000, 4000, 8000, 60_000]);
    expect(waitAfter(10, PAIR, start, start + 60_000)).toBe(14 * 60_000);
    const slowed: Budget = { windowMs: 15 * 60_000, free: 20, firstDelayMs: 1000, maxDelayMs: 30_000 };
    expect(waitAfter(500, slowed, start, start)).toBe(30_000); // never locked
  });
});

describe('ThrottleStore', () => {
  it('shares its counters through the database: a new store (another instance, a restart) sees them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'throttle-'));
    const file = path.join(dir, 'data.db');
    let now = 5_000_000;
    const first = knexOf(file);
    opened.push(first);
    await prepareThrottleTable(first);
    await prepareThrottleTable(first); // idempotent
    const a = new ThrottleStore(first, () => now);
    for (let i = 0; i < 3; i += 1) await a.hit([['pair|x', PAIR]]);
    expect(await a.wait(['pair|x'])).toBe(1000);
    await first.destroy();
    opened.pop();

    const second = knexOf(file);
    opened.push(second);
    await prepareThrottleTable(second);
    const b = new ThrottleStore(second, () => now);
    expect(await b.wait(['pair|x', 'other'])).toBe(1000);
    expect(await b.hit([['pair|x', PAIR]])).toEqual([4]);
    expect(await b.wait(['pair|x'])).toBe(2000);
    // No e-mail or address in clear in the table.
    const keys = await second(THROTTLE_TABLE).select<Array<{ throttle_key: string }>>('throttle_key');
    expect(keys.every((row) => /^[0-9a-f]{64}$/.test(row.throttle_key))).toBe(true);
    // The window over, the count starts again.
    now += PAIR.windowMs + 1;
    expect(await b.wait(['pair|x'])).toBe(0);
    expect(await b.hit([['pair|x', PAIR]])).toEqual([1]);
    // A remembered key, then cleared.
    await b.remember('known|x', 60_000);
    expect(await b.has('known|x')).toBe(true);
    await b.clear('known|x');
    expect(await b.has('known|x')).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('clientOf', () => {
  it('IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 as its /64', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientOf(undefined)).toBe('unknown');
  });
});
