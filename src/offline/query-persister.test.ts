import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ClubDatabase } from './db';
import { createQueryPersister, PERSIST_MAX_AGE, REWRITE_UNCHANGED_AFTER, removeOutdatedQueries, storeQueryAnswer } from './persister';
import { applyDelta, clearDirectory, provideItemReader, readAll, readMany, readOne } from './directory-store';
import { provideClubDb } from './club-db';
import { db as appDb } from './db';

// directory-store reads the app's store, as app/client.tsx provides it.
provideClubDb(() => Promise.resolve(appDb));

let database: ClubDatabase;
afterEach(async () => {
  await database?.delete();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function clientWith(persister: ReturnType<typeof createQueryPersister>) {
  return new QueryClient({ defaultOptions: { queries: { retry: false, persister: persister.persisterFn } } });
}

describe('the per-query store', () => {
  it('writes one row per query: refreshing one query rewrites only its row', async () => {
    database = new ClubDatabase(`q-${Math.random()}`);
    const persister = createQueryPersister(database, 'v1');
    const client = clientWith(persister);
    await client.fetchQuery({ queryKey: ['members', 'page', { page: 1 }], queryFn: () => ['a'] });
    await client.fetchQuery({ queryKey: ['events', 'detail', 7], queryFn: () => ({ id: 7 }) });
    await settle();
    expect((await database.queries.toArray()).map((row) => row.value.queryKey)).toHaveLength(2);

    const put = vi.spyOn(database.queries, 'put');
    await client.fetchQuery({ queryKey: ['events', 'detail', 7], queryFn: () => ({ id: 7, name: 'changed' }), staleTime: 0 });
    await settle();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0][0].value.queryKey).toEqual(['events', 'detail', 7]);
  });

  it('does not write again a query asked again that brought back the same data, unless its row is an hour old', async () => {
    database = new ClubDatabase(`q-${Math.random()}`);
    const first = clientWith(createQueryPersister(database, 'v1'));
    const photos = () => [
      { id: 1, url: '/a.jpg' },
      { id: 2, url: '/b.jpg' },
    ];
    await first.fetchQuery({ queryKey: ['event-photos'], queryFn: photos });
    await settle();

    // The app opened again: the row is restored, asked again at once, and the answer is the same.
    const second = clientWith(createQueryPersister(database, 'v1'));
    const put = vi.spyOn(database.queries, 'put');
    const queryFn = vi.fn(photos);
    await second.fetchQuery({ queryKey: ['event-photos'], queryFn });
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    await settle();
    expect(put).not.toHaveBeenCalled();

    // A changed answer is written.
    await second.fetchQuery({ queryKey: ['event-photos'], queryFn: () => [{ id: 1, url: '/a.jpg' }], staleTime: 0 });
    await settle();
    expect(put).toHaveBeenCalledTimes(1);

    // The same answer an hour later is written again, so that the row keeps within the 7-day limit.
    vi.useFakeTimers({ now: Date.now() + REWRITE_UNCHANGED_AFTER, toFake: ['Date'] });
    try {
      await second.fetchQuery({ queryKey: ['event-photos'], queryFn: () => [{ id: 1, url: '/a.jpg' }], staleTime: 0 });
      await settle();
    } finally {
      vi.useRealTimers();
    }
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('never stores private queries nor those marked stored: false (the synced lists); restores a row into a new app, then asks again', async () => {
    database = new ClubDatabase(`q-${Math.random()}`);
    const first = clientWith(createQueryPersister(database, 'v1'));
    await first.fetchQuery({ queryKey: ['me', 'profile'], queryFn: () => ({ email: 'x' }) });
    // The synced lists (and what is computed from them whole) say so.
    await first.fetchQuery({ queryKey: ['members', 'list'], queryFn: () => [1, 2, 3], meta: { stored: false } });
    await first.fetchQuery({ queryKey: ['members', 'detail', 1], queryFn: () => ({ id: 1, name: 'stored' }) });
    await settle();
    expect((await database.queries.toArray()).map((row) => row.value.queryKey)).toEqual([['members', 'detail', 1]]);

    const second = clientWith(createQueryPersister(database, 'v1'));
    const queryFn = vi.fn(() => ({ id: 1, name: 'fresh' }));
    const restored = await second.fetchQuery({ queryKey: ['members', 'detail', 1], queryFn });
    expect(restored).toEqual({ id: 1, name: 'stored' });
    await vi.waitFor(() => expect(second.getQueryData(['members', 'detail', 1])).toEqual({ id: 1, name: 'fresh' }));
  });

  it('drops a row of another app version, and a corrupt row, without breaking the query', async () => {
    database = new ClubDatabase(`q-${Math.random()}`);
    const old = clientWith(createQueryPersister(database, 'v1'));
    await old.fetchQuery({ queryKey: ['members', 'detail', 2], queryFn: () => 'old' });
    await settle();
    await database.queries.put({ key: 'q-["members","detail",3]', value: { nonsense: true } as never });

    const next = clientWith(createQueryPersister(database, 'v2'));
    expect(await next.fetchQuery({ queryKey: ['members', 'detail', 2], queryFn: () => 'new' })).toBe('new');
    expect(await next.fetchQuery({ queryKey: ['members', 'detail', 3], queryFn: () => 'ok' })).toBe('ok');
  });
});

describe('a query answer stored by the service worker', () => {
  const photos = [
    { id: 1, url: '/a.jpg' },
    { id: 2, url: '/b.jpg' },
  ];

  it('is restored by the page as its own stored query, then asked again', async () => {
    database = new ClubDatabase(`w-${Math.random()}`);
    expect(await storeQueryAnswer(database, ['event-photos'], photos, 'v1')).toBe(true);
    const page = clientWith(createQueryPersister(database, 'v1'));
    const queryFn = vi.fn(() => [{ id: 3, url: '/c.jpg' }]);
    expect(await page.fetchQuery({ queryKey: ['event-photos'], queryFn })).toEqual(photos);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
  });

  it('is not written again when the answer is the same, unless its row is an hour old or of another version', async () => {
    database = new ClubDatabase(`w-${Math.random()}`);
    await storeQueryAnswer(database, ['event-photos'], photos, 'v1');
    const put = vi.spyOn(database.queries, 'put');
    expect(await storeQueryAnswer(database, ['event-photos'], structuredClone(photos), 'v1')).toBe(false);
    expect(put).not.toHaveBeenCalled();
    expect(await storeQueryAnswer(database, ['event-photos'], photos.slice(1), 'v1')).toBe(true);
    expect(await storeQueryAnswer(database, ['event-photos'], photos.slice(1), 'v2')).toBe(true);
    vi.useFakeTimers({ now: Date.now() + REWRITE_UNCHANGED_AFTER, toFake: ['Date'] });
    try {
      expect(await storeQueryAnswer(database, ['event-photos'], photos.slice(1), 'v2')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(put).toHaveBeenCalledTimes(3);
  });

  it('removes the rows a page of this version would not restore: another version, older than 7 days, unreadable', async () => {
    database = new ClubDatabase(`w-${Math.random()}`);
    await storeQueryAnswer(database, ['kept'], 'fresh', 'v2');
    await storeQueryAnswer(database, ['other-version'], 'old', 'v1');
    vi.useFakeTimers({ now: Date.now() - PERSIST_MAX_AGE - 60_000, toFake: ['Date'] });
    try {
      await storeQueryAnswer(database, ['expired'], 'stale', 'v2');
    } finally {
      vi.useRealTimers();
    }
    await database.queries.put({ key: 'q-["broken"]', value: { nonsense: true } as never });
    expect(await removeOutdatedQueries(database, 'v2')).toBe(3);
    expect((await database.queries.toArray()).map((row) => row.value.queryKey)).toEqual([['kept']]);
  });
});

describe('the synced records', () => {
  it('one changed record is one row written; reads skip tombstones and follow the sort key', async () => {
    database = new ClubDatabase(`r-${Math.random()}`);
    // directory-store uses the app's database: point it at this one.
    const { db } = await import('./db');
    const records = [3, 1, 2].map((id) => ({ id, changedAt: 100, sortKey: `k${id}`, item: { id } }));
    await applyDelta('members', { records, removed: [] }, { cursor: '100.3', complete: true, viewer: null, reset: false });
    const put = vi.spyOn(db.directory, 'bulkPut');
    await applyDelta(
      'members',
      { records: [{ id: 2, changedAt: 200, sortKey: 'k2', item: { id: 2, v: 2 } }], removed: [{ id: 3, at: 200 }] },
      { cursor: '200.2', complete: true, viewer: null, reset: false },
    );
    expect(put.mock.calls[0][0]).toHaveLength(2);
    expect(await readAll('members')).toEqual([{ id: 1 }, { id: 2, v: 2 }]);
    expect(await readOne('members', 3)).toBeUndefined();
    await db.delete();
  });

  it('reads a directory larger than one chunk whole and once, homonyms across a chunk boundary included', async () => {
    database = new ClubDatabase(`r-${Math.random()}`);
    const { db } = await import('./db');
    // The test before deleted the app's database (which closes it): open it again.
    if (!db.isOpen()) await db.open();
    // 250 members; ids 96 to 105 share one sort key, so the first chunk (100 rows) ends among them.
    const key = (id: number) => (id >= 96 && id <= 105 ? 'k0096' : `k${String(id).padStart(4, '0')}`);
    const records = Array.from({ length: 250 }, (_, index) => index + 1)
      .reverse()
      .map((id) => ({ id, changedAt: 100, sortKey: key(id), item: { id } }));
    await applyDelta('members', { records, removed: [] }, { cursor: '100.250', complete: true, viewer: null, reset: false });
    await applyDelta(
      'companies',
      { records: [{ id: 1, changedAt: 100, sortKey: 'a', item: { id: -1 } }], removed: [] },
      { cursor: '100.1', complete: true, viewer: null, reset: false },
    );
    const read = await readAll<{ id: number }>('members');
    expect(read.map((item) => item.id)).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
    await db.delete();
  });

  it('an answer continuing from a cursor the store no longer holds (cleared at logout meanwhile) is not applied', async () => {
    database = new ClubDatabase(`r-${Math.random()}`);
    const { db } = await import('./db');
    if (!db.isOpen()) await db.open();
    const page = (from: number) =>
      Array.from({ length: 2 }, (_, index) => ({
        id: from + index,
        changedAt: 100,
        sortKey: `k${from + index}`,
        item: { id: from + index },
      }));
    expect(
      await applyDelta(
        'members',
        { records: page(1), removed: [] },
        { cursor: '100.2', complete: false, viewer: '25:87', reset: false, from: null },
      ),
    ).toBe(2);
    await clearDirectory('members');
    const second = await applyDelta(
      'members',
      { records: page(3), removed: [] },
      { cursor: '100.4', complete: true, viewer: '25:87', reset: false, from: '100.2' },
    );
    expect(second).toBeNull();
    expect(await readAll('members')).toEqual([]);
    // Continuing from the cursor that is stored is applied.
    await applyDelta(
      'members',
      { records: page(1), removed: [] },
      { cursor: '100.2', complete: false, viewer: null, reset: false, from: null },
    );
    expect(
      await applyDelta(
        'members',
        { records: page(3), removed: [] },
        { cursor: '100.4', complete: true, viewer: null, reset: false, from: '100.2' },
      ),
    ).toBe(2);
    expect((await readAll<{ id: number }>('members')).map((item) => item.id)).toEqual([1, 2, 3, 4]);
    await db.delete();
  });

  it('reads each record through the reader given, with the names its directory keeps (merged; a reset starts over)', async () => {
    database = new ClubDatabase(`r-${Math.random()}`);
    const { db } = await import('./db');
    if (!db.isOpen()) await db.open();
    provideItemReader((kind, id, stored, names) => ({ kind, id, sector: names.sectors?.[String((stored as number[])[0])] }));
    try {
      const record = (id: number, sector: number) => ({ id, changedAt: 100, sortKey: `k${id}`, item: [sector] });
      await applyDelta(
        'members',
        { records: [record(1, 20)], removed: [], names: { sectors: { 20: 'Services' } } },
        { cursor: '100.1', complete: false, viewer: null, reset: false },
      );
      await applyDelta(
        'members',
        { records: [record(2, 21)], removed: [], names: { sectors: { 21: 'Industrie' } } },
        { cursor: '100.2', complete: true, viewer: null, reset: false },
      );
      expect(await readAll('members')).toEqual([
        { kind: 'members', id: 1, sector: 'Services' },
        { kind: 'members', id: 2, sector: 'Industrie' },
      ]);
      expect(await readOne('members', 2)).toEqual({ kind: 'members', id: 2, sector: 'Industrie' });
      expect(await readMany('members', [2, 9])).toEqual([{ kind: 'members', id: 2, sector: 'Industrie' }, undefined]);
      // A copy replaced (reset) keeps only the new answer's names.
      await applyDelta(
        'members',
        { records: [record(3, 22)], removed: [], names: { sectors: { 22: 'Commerce' } } },
        { cursor: '100.3', complete: true, viewer: null, reset: true },
      );
      expect((await db.syncState.get('members'))?.names).toEqual({ sectors: { 22: 'Commerce' } });
    } finally {
      provideItemReader((_kind, _id, stored) => stored);
      await db.delete();
    }
  });
});
