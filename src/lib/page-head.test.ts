import { describe, expect, it } from 'vitest';
import { headTags, shortText } from './page-head';

describe('shortText', () => {
  it('keeps a short text, flattens white space and cuts a long one on a word', () => {
    expect(shortText('  Bonjour\n  le club ')).toBe('Bonjour le club');
    const cut = shortText('mot '.repeat(100), 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/mot…$/);
  });
});

describe('headTags', () => {
  const site = { origin: 'https://club.example.be', siteName: 'Entrepreneurs Belges' };

  it('names the page before the club, with canonical and Open Graph URLs on the public origin', () => {
    const { meta, links } = headTags(
      { title: 'Sophie Lambert', description: 'Consultante', path: '/members-detail/1', image: '/uploads/a.jpg', type: 'profile' },
      site,
    );
    expect(meta).toContainEqual({ title: 'Sophie Lambert · Entrepreneurs Belges' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://club.example.be/members-detail/1' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://club.example.be/uploads/a.jpg' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'fr_BE' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    // No alt given: the page's title names what the image shows.
    expect(meta).toContainEqual({ property: 'og:image:alt', content: 'Sophie Lambert' });
    expect(meta).toContainEqual({ name: 'twitter:image:alt', content: 'Sophie Lambert' });
    expect(links).toEqual([{ rel: 'canonical', href: 'https://club.example.be/members-detail/1' }]);
  });

  it('keeps an absolute media URL (a CDN) and makes the JSON-LD image absolute too', () => {
    const { meta } = headTags(
      {
        title: 'Atelier',
        description: 'Menuiserie',
        path: '/societe-detail/2',
        image: 'https://media.example.be/logo.png',
        imageAlt: 'Logo de Atelier',
        jsonLd: { '@type': 'Organization', name: 'Atelier', logo: '/uploads/logo.png' },
      },
      site,
    );
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://media.example.be/logo.png' });
    expect(meta).toContainEqual({ property: 'og:image:alt', content: 'Logo de Atelier' });
    expect(meta).toContainEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Atelier',
        logo: 'https://club.example.be/uploads/logo.png',
        url: 'https://club.example.be/societe-detail/2',
      },
    });
  });

  it('falls back to the app icon when the page has no image', () => {
    const { meta } = headTags({ title: 'Membres', description: 'Les membres', path: '/members' }, site);
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://club.example.be/icons/icon-512.png' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(meta).toContainEqual({ property: 'og:image:alt', content: 'Entrepreneurs Belges' });
  });
});
