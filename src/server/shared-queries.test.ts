import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSharedQueries } from './shared-queries';

const SECTORS = ['taxonomies', 'sectors'];
const PAGE = ['members', 'page', { page: 1 }];

function requestWith(entries: Array<[unknown[], unknown, number]>) {
  const client = new QueryClient();
  for (const [key, data, updatedAt] of entries) client.setQueryData(key, data, { updatedAt });
  return client;
}

describe('createSharedQueries', () => {
  it("copies a kept reference answer into the next request's own client, with its original time", () => {
    let now = 1_000;
    const shared = createSharedQueries({ ttlMs: 60_000, shared: (key) => key[0] === 'taxonomies', now: () => now });
    shared.keep(requestWith([[SECTORS, ['Tech'], 900]]));
    now = 30_000;
    const next = new QueryClient();
    shared.seed(next);
    expect(next.getQueryData(SECTORS)).toEqual(['Tech']);
    expect(next.getQueryState(SECTORS)?.dataUpdatedAt).toBe(900);
  });

  it('never keeps what is not reference data (a page of members is per request)', () => {
    const shared = createSharedQueries({ ttlMs: 60_000, shared: (key) => key[0] === 'taxonomies' });
    shared.keep(requestWith([[PAGE, { items: [] }, Date.now()]]));
    const next = new QueryClient();
    shared.seed(next);
    expect(next.getQueryData(PAGE)).toBeUndefined();
  });

  it('forgets an answer older than its time to live, and keeps the newer of two answers', () => {
    let now = 0;
    const shared = createSharedQueries({ ttlMs: 60_000, shared: () => true, now: () => now });
    shared.keep(requestWith([[SECTORS, ['Old'], 0]]));
    shared.keep(requestWith([[SECTORS, ['New'], 10]]));
    shared.keep(requestWith([[SECTORS, ['Older'], 5]]));
    const soon = new QueryClient();
    shared.seed(soon);
    expect(soon.getQueryData(SECTORS)).toEqual(['New']);
    now = 60_010;
    const late = new QueryClient();
    shared.seed(late);
    expect(late.getQueryData(SECTORS)).toBeUndefined();
  });

  it('keeps nothing when turned off (time to live 0)', () => {
    const shared = createSharedQueries({ ttlMs: 0, shared: () => true });
    shared.keep(requestWith([[SECTORS, ['Tech'], Date.now()]]));
    const next = new QueryClient();
    shared.seed(next);
    expect(next.getQueryData(SECTORS)).toBeUndefined();
  });
});
