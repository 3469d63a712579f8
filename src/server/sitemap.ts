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

async function entries(kind: DirectoryKind): Promise<Array<{ path: string; changedAt: number }>> {
  const found: Array<{ path: string; changedAt: number }> = [];
  for (let cursor: string | null = null, more = true; more;) {
    const answer: DirectoryChanges = await fetchDirectoryChanges(kind, cursor);
    for (const record of answer.records) found.push({ path: DETAIL_PATHS[kind](record.id), changedAt: record.changedAt });
    cursor = answer.cursor;
    more = answer.more;
  }
  return found;
}

export async function sitemapXml(origin: string): Promise<string> {
  const details = (await Promise.all((['members', 'companies', 'events'] as const).map(entries))).flat();
  const url = (path: string, changedAt?: number) =>
    `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc>${
      changedAt ? `<lastmod>${new Date(changedAt).toISOString()}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => url(path)),
    ...details.map((entry) => url(entry.path, entry.changedAt)),
    '</urlset>',
    '',
  ].join('\n');
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
