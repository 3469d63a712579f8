// @vitest-environment node
// /sitemap.xml drops a deleted member at once (issue: a deleted member's URL stayed listed up to 10 minutes, plus an
// hour of public caching). The directories' change feed is faked in memory, as Strapi's answers it: a cursor, the
// rows changed since, the removals since.
import { describe, expect, it, vi } from 'vitest';
import type { DirectoryKind } from '@/api/directory';
import { testServerOptions } from './test-options';

const feed = vi.hoisted(() => {
  const rows = new Map<string, { id: number; changedAt: number; seq: number }>();
  const removals: Array<{ kind: string; id: number; at: number; seq: number }> = [];
  let seq = 0;
  return {
    put(kind: string, id: number) {
      seq += 1;
      rows.set(`${kind}:${id}`, { id, changedAt: Date.UTC(2026, 10, 1) + seq, seq });
    },
    remove(kind: string, id: number) {
      seq += 1;
      rows.delete(`${kind}:${id}`);
      removals.push({ kind, id, at: seq, seq });
    },
    changes(kind: string, since: string | null) {
      const from = since ? Number(since) : 0;
      const records = [...rows.entries()].filter(([key, row]) => key.startsWith(`${kind}:`) && row.seq > from).map(([, row]) => row);
      const removed = from ? removals.filter((r) => r.kind === kind && r.seq > from).map(({ id, at }) => ({ id, at })) : [];
      return { records, removed, cursor: String(seq), more: false, reset: false, remaining: 0 };
    },
  };
});
vi.mock('@/api/directory', () => ({
  fetchDirectoryChanges: async (kind: DirectoryKind, since: string | null) => feed.changes(kind, since),
}));
vi.mock('./render', () => ({ render: async () => new Response('page', { headers: { 'content-type': 'text/html' } }) }));
const { createServer } = await import('./app');

const app = createServer(
  testServerOptions({
    clientDir: '/nonexistent',
    publicUrl: 'https://club.example.be',
    sitemapCacheSeconds: 600, // as in production
    sitemapCheckMs: 0,
  }),
);
const sitemap = (headers: Record<string, string> = {}) => app.request('http://localhost/sitemap.xml', { headers });

describe('the sitemap', () => {
  it('drops a deleted member from the kept sitemap at the next request, and says shared caches must ask again', async () => {
    feed.put('members', 7);
    feed.put('members', 8);
    feed.put('events', 3);
    const before = await sitemap();
    expect(before.status).toBe(200);
    const listed = await before.text();
    expect(listed).toContain('https://club.example.be/members-detail/7');
    expect(listed).toContain('https://club.example.be/event-detail/3');

    feed.remove('members', 7);
    const after = await (await sitemap()).text();
    expect(after).not.toContain('/members-detail/7<');
    expect(after).toContain('https://club.example.be/members-detail/8');
    expect(before.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers 304 to a cache that holds the current one, the new sitemap once something changed', async () => {
    const first = await sitemap();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const same = await sitemap({ 'if-none-match': etag! });
    expect(same.status).toBe(304);
    feed.put('companies', 12);
    const changed = await sitemap({ 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('https://club.example.be/societe-detail/12');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
