import { createHash } from 'node:crypto';
import { emptyDirectoryState, renderSitemap, syncDirectories, type DirectoryState } from './sitemap';

// The sitemap kept in memory, and kept true. It used to be rebuilt every 10 minutes and sent with a public
// max-age of an hour: a deleted member's page stayed listed for up to 70 minutes. A push from Strapi would reach
// one instance of several behind a balancer; instead each instance asks the directories' change feeds from its
// cursors before answering (at most every `checkMs`, concurrent requests sharing one check): a few hundred bytes
// per directory when nothing changed, only the changes otherwise. Every instance thus lists the same records, in
// the same order (renderSitemap), and answers the same ETag.

export interface SitemapAnswer {
  xml: string;
  etag: string;
}

export interface SitemapCacheOptions {
  /** How often the feeds are asked at most (ms); between checks the cached sitemap is answered as is. */
  checkMs: number;
  /** How long a directory state is used before it is read again from scratch (a safety net, ms). */
  rebuildMs: number;
  now?: () => number;
}

/** The content's hash: the same sitemap has the same ETag on every instance. */
export const etagOf = (xml: string) => `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;

export function createSitemapCache({ checkMs, rebuildMs, now = Date.now }: SitemapCacheOptions) {
  let state: DirectoryState | null = null;
  let builtAt = 0;
  let checkedAt = 0;
  let version = 0;
  let check: Promise<void> | null = null;
  const answers = new Map<string, SitemapAnswer & { version: number }>();

  async function refresh() {
    const fresh = !state || now() - builtAt >= rebuildMs;
    // A copy: requests answered meanwhile read the previous state whole, never one half-updated.
    const next = fresh || !state ? emptyDirectoryState() : copyOf(state);
    const startedAt = now();
    const changed = await syncDirectories(next);
    if (fresh) builtAt = startedAt;
    if (fresh || changed) version += 1;
    state = next;
    checkedAt = startedAt;
  }

  return async function sitemap(origin: string): Promise<SitemapAnswer> {
    if (!state || now() - checkedAt >= checkMs) {
      check ??= refresh().finally(() => (check = null));
      await check;
    }
    const kept = answers.get(origin);
    if (kept?.version === version) return kept;
    const xml = renderSitemap(origin, state!);
    const answer = { xml, etag: etagOf(xml), version };
    if (answers.size >= 8) answers.clear(); // a handful of origins at most (PUBLIC_URL, or loopback names in development)
    answers.set(origin, answer);
    return answer;
  };
}

const copyOf = (state: DirectoryState): DirectoryState => ({
  members: { cursor: state.members.cursor, changedAt: new Map(state.members.changedAt) },
  companies: { cursor: state.companies.cursor, changedAt: new Map(state.companies.changedAt) },
  events: { cursor: state.events.cursor, changedAt: new Map(state.events.changedAt) },
});
