import { fetchDirectoryChanges, type DirectoryChanges, type DirectoryKind } from '@/api/directory';

// /sitemap.xml and /robots.txt. The sitemap lists what an anonymous visitor can open: the public pages and every
// member, company and event the public API answers (the directory feed: hidden members are never in it).

const DETAIL_PATHS: Record<DirectoryKind, (id: number) => string> = {
  members: (id) => `/members-detail/${id}`,
  companies: (id) => `/societe-detail/${id}`,
  events: (id) => `/event-detail/${id}`,
};
const PUBLIC_PAGES = ['/', '/members', '/societe', '/events', '/photos', '/confidentialite'];

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** What the sitemap lists of each directory: its records' change times by id, and where its feed was read up to. */
export type DirectoryState = Record<DirectoryKind, { cursor: string | null; changedAt: Map<number, number> }>;

const KINDS = ['members', 'companies', 'events'] as const;

/**
 * Brings `state` up to date with the directories' change feeds (the same feeds the phones sync from): from its
 * cursors only what changed since — records added or changed, removed ones dropped (a deleted or hidden member, an
 * unpublished event) — and nothing at all when nothing changed (Strapi answers that before any query:
 * global::directory-unchanged). Without a state, everything. True when something changed.
 */
export async function syncDirectories(state: DirectoryState): Promise<boolean> {
  const changed = await Promise.all(
    KINDS.map(async (kind) => {
      const directory = state[kind];
      let touched = false;
      for (let more = true; more;) {
        const answer: DirectoryChanges = await fetchDirectoryChanges(kind, directory.cursor);
        if (answer.reset) directory.changedAt.clear();
        for (const record of answer.records) directory.changedAt.set(record.id, record.changedAt);
        for (const removal of answer.removed) directory.changedAt.delete(removal.id);
        touched ||= answer.reset || answer.records.length > 0 || answer.removed.length > 0;
        directory.cursor = answer.cursor;
        more = answer.more;
      }
      return touched;
    }),
  );
  return changed.some(Boolean);
}

export const emptyDirectoryState = (): DirectoryState => ({
  members: { cursor: null, changedAt: new Map() },
  companies: { cursor: null, changedAt: new Map() },
  events: { cursor: null, changedAt: new Map() },
});

/** The sitemap of `state` for `origin`; records by id, so that every instance writes the same bytes (ETag). */
export function renderSitemap(origin: string, state: DirectoryState): string {
  const url = (path: string, changedAt?: number) =>
    `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc>${
      changedAt ? `<lastmod>${new Date(changedAt).toISOString()}</lastmod>` : ''
    }</url>`;
  const details = KINDS.flatMap((kind) =>
    [...state[kind].changedAt.entries()].sort(([a], [b]) => a - b).map(([id, changedAt]) => url(DETAIL_PATHS[kind](id), changedAt)),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => url(path)),
    ...details,
    '</urlset>',
    '',
  ].join('\n');
}

/** Built from scratch (no cache: SITEMAP_CACHE_SECONDS=0). */
export async function sitemapXml(origin: string): Promise<string> {
  const state = emptyDirectoryState();
  await syncDirectories(state);
  return renderSitemap(origin, state);
}

/** Crawlers may read every public page; the account pages and the API are of no use to them. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /forget-password',
    'Disallow: /change-password/',
    'Disallow: /members-detail-edit/',
    'Disallow: /societe-detail-edit',
    'Disallow: /mes-evenements',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
