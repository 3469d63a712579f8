import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllPages, toQueryString } from './strapi';

// The parser Strapi itself reads query strings with (koa's `qs`, installed with the server).
const strapiQs = createRequire(import.meta.url)('../../backend/node_modules/qs') as { parse: (query: string) => unknown };

describe('toQueryString', () => {
  it("writes Strapi's bracket notation with encoded values", () => {
    const params = {
      fields: ['Name', 'About'],
      populate: { Logo: { fields: ['url', 'formats'] }, members: { fields: ['Name'], populate: { BioImage: { fields: ['url'] } } } },
      filters: { Name: { $eqi: 'Économie & co / 50% (test)' } },
      sort: ['Date:asc', 'StartingTime:asc'],
      pagination: { page: 2, pageSize: 100 },
      empty: undefined,
    };
    const ours = toQueryString(params).slice(1);
    expect(strapiQs.parse(ours)).toEqual({
      fields: ['Name', 'About'],
      populate: { Logo: { fields: ['url', 'formats'] }, members: { fields: ['Name'], populate: { BioImage: { fields: ['url'] } } } },
      filters: { Name: { $eqi: 'Économie & co / 50% (test)' } },
      sort: ['Date:asc', 'StartingTime:asc'],
      pagination: { page: '2', pageSize: '100' },
    });
    expect(ours).toContain('populate[members][populate][BioImage][fields][0]=url');
    expect(ours).toContain('pagination[pageSize]=100');
  });

  it('is empty without parameters', () => {
    expect(toQueryString({})).toBe('');
  });
});

describe('fetchAllPages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first page, then for all the others at once, and keeps the order', async () => {
    const started: number[] = [];
    const release: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('pagination[page]'));
        started.push(page);
        // Pages 2 and 3 wait until both have been asked for: a sequential reader would never finish.
        if (page > 1)
          await new Promise<void>((resolve) => {
            release.push(resolve);
            if (release.length === 2) release.forEach((go) => go());
          });
        const body = {
          data: [{ id: page * 10 }, { id: page * 10 + 1 }],
          meta: { pagination: { page, pageSize: 100, pageCount: 3, total: 6 } },
        };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const items = await fetchAllPages<{ id: number }>('/api/members', { fields: ['Name'] });
    expect(items.map((item) => item.id)).toEqual([10, 11, 20, 21, 30, 31]);
    expect(started[0]).toBe(1);
    expect(started.slice(1).sort()).toEqual([2, 3]);
  });

  it('stops after one request when there is a single page', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } } }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchAllPages('/api/members', {})).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
