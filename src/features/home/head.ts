import type { PageHead } from '@/lib/page-head';

/** The home page as previews and search engines see it: the club itself (schema.org Organization). */
export const homeHead = (clubName: string): PageHead => ({
  title: clubName,
  description: 'Le club gratuit des entrepreneurs : membres, sociétés, événements et photos.',
  path: '/',
  jsonLd: { '@type': 'Organization', name: clubName, description: 'Le club gratuit des entrepreneurs.' },
});
