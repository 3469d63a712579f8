// What a page says about itself to link previewers (LinkedIn, WhatsApp, Slack…) and search engines: the
// <title>, description, canonical URL, Open Graph, Twitter card and schema.org JSON-LD. Built here once,
// from a small summary each page's loader returns, in the shape of TanStack Router's `head()`. React escapes
// the attributes; the router escapes the JSON-LD (`script:ld+json`), so any text a member typed is safe.

export interface PageHead {
  /** The page's own name (a member, a company, an event, 'Membres'…), before the club's name. */
  title: string;
  description: string;
  /** The path of the page (no query string, except where the query names the content). */
  path: string;
  /** An image's URL (absolute or from the site's root): a rendition about 600–1200 px wide. */
  image?: string | null;
  /** What the image shows, in the words the page gives it (its `alt`): `og:image:alt`, `twitter:image:alt`. */
  imageAlt?: string;
  /** Open Graph type. */
  type?: 'website' | 'profile' | 'article';
  /** schema.org structured data (Person, Organization, Event…), without @context. */
  jsonLd?: Record<string, unknown>;
}

type MetaTag = Record<string, string> | { title: string } | { 'script:ld+json': Record<string, unknown> };

/** Descriptions are cut to what previewers show (≈ 160 characters), on a word. */
export function shortText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

export const absoluteUrl = (value: string, origin: string) => new URL(value, origin).href;

/** `head()`'s meta and links for one page. `siteName` is the club's name; `origin` the site's (https://…). */
export function headTags(head: PageHead, { origin, siteName }: { origin: string; siteName: string }) {
  const url = absoluteUrl(head.path, origin);
  const title = head.title === siteName ? siteName : `${head.title} · ${siteName}`;
  const image = head.image ? absoluteUrl(head.image, origin) : absoluteUrl('/icons/icon-512.png', origin);
  // Previewers read it to screen-reader users; the app's icon stands for the club.
  const imageAlt = head.image ? (head.imageAlt ?? head.title) : siteName;
  const meta: MetaTag[] = [
    { title },
    { name: 'description', content: head.description },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: 'fr_BE' },
    { property: 'og:site_name', content: siteName },
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  if (head.jsonLd) {
    const data: Record<string, unknown> = { '@context': 'https://schema.org', ...head.jsonLd, url };
    // schema.org wants absolute URLs for the image and logo too.
    for (const key of ['image', 'logo']) if (typeof data[key] === 'string') data[key] = absoluteUrl(data[key], origin);
    meta.push({ 'script:ld+json': data });
  }
  return { meta, links: [{ rel: 'canonical', href: url }] };
}
