import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { BlankEnv } from 'hono/types';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { proxy } from 'hono/proxy';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Manifest } from '@tanstack/react-router';
import { withInlinePageStyles } from './page-styles';
import { securityHeaders, transportSecurityHeaders, uploadHeaders } from './security-headers.ts';
import { compressAnswer, DIRECTORY_FEED_BROTLI, isDirectoryFeed } from './compress-answer';
import { createPageCache } from './page-cache';
import { render } from './render';
import { createSharedQueries } from './shared-queries';
import { taxonomyKeys } from '@/features/taxonomies/queries';
import { robotsTxt, renderSitemap, emptyDirectoryState, syncDirectories } from './sitemap';
import { createSitemapCache, etagOf, type SitemapAnswer } from './sitemap-cache';
import { createAssetsPack } from './assets-pack';
import { createClientLimit } from './client-limit';
import { ASSETS_PACK_PATH } from '../offline/assets-pack';
import { allowedHostNames, hasSecretInQuery, keepOnOrigin, namesHiddenFile, withoutSecrets } from './request-guards';
import { isUpstreamUnavailable, unavailableApiResponse, unavailableTextResponse } from './upstream-unavailable';

export interface ServerOptions {
  /** The client build (dist/): assets, the offline shell, sw.js, the router manifest. */
  clientDir: string;
  manifest: Manifest;
  /** Strapi's base URL (http://127.0.0.1:1337): /api and /uploads are passed to it. */
  strapiUrl: string;
  /** The site's public origin (PUBLIC_URL), else each request's own — when its host is in `allowedHosts`. */
  publicUrl?: string;
  /** Host names a request's own origin may have without PUBLIC_URL (request-guards.ts); default: loopback only. */
  allowedHosts?: Set<string>;
  env: Record<string, string | undefined>;
  /** How long an anonymous page is served again from memory (src/server/page-cache.ts); 0: every request renders. */
  pageCacheSeconds: number;
  /** How long /sitemap.xml's directory state is kept before it is read again whole; 0: built for each request. */
  sitemapCacheSeconds: number;
  /** How often the kept sitemap is checked against the directories' change feeds at most (sitemap-cache.ts); 2000. */
  sitemapCheckMs?: number;
  /** How long the sectors, skills and services are shared between renders (src/server/shared-queries.ts); 0: never. */
  referenceCacheSeconds: number;
  /** True once the process was asked to stop (main.ts): /health/ready answers 503, no connection is kept open. */
  draining?: () => boolean;
  /** POST /assets-pack per client address: at most `limit` sets never packed before in `windowMs` (default 20 per 10 minutes). */
  assetsPackLimit?: { limit: number; windowMs: number };
}

/** The sitemap: shared caches keep it but ask again each time (a 304 while unchanged): never a deleted member. */
export const SITEMAP_CACHE_CONTROL = 'public, no-cache';

/** Anonymous server-rendered pages: the same for everyone, so shared caches may keep them briefly. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The production HTTP server of the PWA (stateless: any number of instances behind a load balancer).
 * 1. /api and /uploads → Strapi, streamed (the API's text answers compressed here, compress-answer.ts; /uploads made inert).
 *    A GET whose query holds a password or code → 303 to the same path without it.
 * 2. Compression (gzip/deflate) of everything else.
 * 3. Files of the client build: hashed assets immutable for a year, the rest (sw.js, index.html…) revalidated;
 *    POST /assets-pack, the hashed files a service worker's first install lacks, in one answer (assets-pack.ts).
 * 4. /sitemap.xml, /robots.txt, /health/ready (the balancer's check: 503 once stopping).
 * 5. Every other GET: the page, server-rendered for an anonymous visitor (404 for an unknown path or record);
 *    without PUBLIC_URL, only for a Host in `allowedHosts` (4 and 5). A POST to a page: 303 to it.
 */
export function createServer({
  clientDir,
  manifest,
  strapiUrl,
  publicUrl,
  allowedHosts = allowedHostNames(undefined, undefined),
  env,
  pageCacheSeconds,
  sitemapCacheSeconds,
  referenceCacheSeconds,
  draining = () => false,
  assetsPackLimit = { limit: 20, windowMs: 10 * 60 * 1000 },
  sitemapCheckMs = 2000,
}: ServerOptions) {
  const app = new Hono();

  // HSTS on every answer when the public origin is https (security-headers.ts): pages, files, redirects, and the
  // proxied /api and /uploads alike (a browser's first answer from the domain may be any of them).
  // A stopping instance first tells the balancer (readiness 503) and closes each connection after its answer, so
  // the balancer takes it out and has no idle connection to it to reuse when its socket closes (main.ts).
  const transport = transportSecurityHeaders(publicUrl);
  app.use('*', async (c, next) => {
    await next();
    const added = draining() ? { ...transport, Connection: 'close' } : transport;
    const res = withHeaders(c.res, added);
    if (res === c.res) return;
    c.res = undefined; // replaced, not merged with the old answer's headers
    c.res = res;
  });
  app.get('/health/ready', (c) => (draining() ? unavailableTextResponse() : c.text('ok', 200, { 'Cache-Control': 'no-store' })));
  const originOfUrl = (url: string) => publicUrl?.replace(/\/$/, '') ?? new URL(url).origin;
  const originOf = (c: Context) => originOfUrl(c.req.url);
  // Without PUBLIC_URL the Host header becomes the origin written into pages, the sitemap and robots.txt, which
  // shared caches keep: a Host that is not ours is refused rather than echoed to everyone.
  const untrustedHost = (c: Context) =>
    !publicUrl && !allowedHosts.has(new URL(c.req.url).hostname.toLowerCase())
      ? c.text('Requête refusée : nom d’hôte inconnu.', 400, { 'Cache-Control': 'no-store' })
      : null;
  const shared = createSharedQueries({ ttlMs: referenceCacheSeconds * 1000, shared: (key) => key[0] === taxonomyKeys.all[0] });
  const pageManifest = withInlinePageStyles(manifest, clientDir);
  const renderPage = createPageCache(
    (request, nonce) => render({ request, origin: originOfUrl(request.url), manifest: pageManifest, nonce, shared }),
    {
      ttlMs: pageCacheSeconds * 1000,
    },
  );

  const toStrapi = (c: Context) => {
    const url = new URL(c.req.url);
    const clientIp = clientAddress(c);
    const forwardedFor = c.req.header('x-forwarded-for');
    return proxy(`${strapiUrl}${url.pathname}${url.search}`, {
      raw: c.req.raw,
      headers: {
        ...c.req.header(),
        host: undefined,
        // Node's fetch refuses an Expect header (a 500 for every client sending 'Expect: 100-continue', as some
        // do before a large upload); the server has already answered 100 Continue to the client.
        expect: undefined,
        // Like a reverse proxy's: Strapi's per-visitor rate limits see the visitor, not this server.
        'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${clientIp}` : clientIp,
        'x-forwarded-host': c.req.header('host'),
        'x-forwarded-proto': url.protocol.slice(0, -1),
      },
      // Uncompressed from Strapi: fetch would decompress it anyway; the answer is compressed once, below.
      customFetch: (request: Request) => {
        request.headers.set('accept-encoding', 'identity');
        return fetch(request);
      },
    }).catch((error: unknown) => {
      if (!isUpstreamUnavailable(error)) throw error;
      return unavailableApiResponse();
    });
  };
  const toApi = async (c: Context) =>
    compressAnswer(await toStrapi(c), c.req.header('accept-encoding'), {
      brotliQuality: isDirectoryFeed(c.req.path) ? DIRECTORY_FEED_BROTLI : undefined,
    });
  app.all('/api', toApi);
  app.all('/api/*', toApi);
  // Files are inert here too (security-headers.ts): the app's origin must never run an uploaded page or script.
  app.all('/uploads/*', async (c) => {
    const response = await toStrapi(c);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(uploadHeaders(headers.get('content-type')))) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  // A form sent before the app's JavaScript started arrives as GET /login?email=…&password=…: sent on at once to
  // the same path without its query, never stored (nothing here logs a URL), and never to another host (//host/…).
  app.use('*', async (c, next) => {
    if (!['GET', 'HEAD'].includes(c.req.method) || !hasSecretInQuery(new URL(c.req.url))) return next();
    return c.body(null, 303, { Location: withoutSecrets(new URL(c.req.url)), 'Cache-Control': 'no-store' });
  });

  // A first install's missing files in one answer, each distinct set compressed once (assets-pack.ts). A worker
  // asks once per install; a client asking for sets never packed is limited; past the limit it fetches the files
  // one by one (src/sw/precache.ts), so a 429 costs a slower install, never a broken one — and a client can no
  // longer make this server compress at will. Sets already packed are never limited: many phones behind one
  // address (a venue's Wi-Fi, the balancer without a trusted X-Forwarded-For) install at full speed.
  const packLimit = createClientLimit(assetsPackLimit);
  const assetsPack = createAssetsPack(clientDir, (c) => {
    const verdict = packLimit(clientAddress(c));
    if (verdict.allowed) return null;
    return c.json({ error: 'Trop de demandes de fichiers : réessaie dans quelques minutes.' }, 429, {
      'Retry-After': String(verdict.retryAfterSeconds),
      'Cache-Control': 'no-store',
    });
  });
  app.post(
    ASSETS_PACK_PATH,
    bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json({ error: 'Liste de fichiers trop longue.' }, 413) }),
    (c) => assetsPack(c),
  );

  app.use('*', compress());

  // Every answer of the app (not Strapi's) carries the security headers; a page sets its own (with its nonce).
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders(env))) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });

  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      // The build's brotli copies (build/precompress.ts) when the browser takes brotli; otherwise compress() gzips.
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );

  app.get('/robots.txt', (c) => {
    const refused = untrustedHost(c);
    if (refused) return refused;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(originOf(c)));
  });
  // Kept in memory and checked against the directories' change feeds before answering (sitemap-cache.ts): a
  // deleted member leaves it within seconds on every instance. Shared caches must ask again each time (no-cache)
  // and get a 304 while nothing changed (the ETag is the content's hash, the same on every instance).
  const cachedSitemap =
    sitemapCacheSeconds > 0 ? createSitemapCache({ checkMs: sitemapCheckMs, rebuildMs: sitemapCacheSeconds * 1000 }) : null;
  const freshSitemap = async (origin: string): Promise<SitemapAnswer> => {
    const state = emptyDirectoryState();
    await syncDirectories(state);
    const xml = renderSitemap(origin, state);
    return { xml, etag: etagOf(xml) };
  };
  app.get('/sitemap.xml', async (c) => {
    const refused = untrustedHost(c);
    if (refused) return refused;
    const { xml, etag } = await (cachedSitemap ?? freshSitemap)(originOf(c));
    const headers = { 'Cache-Control': SITEMAP_CACHE_CONTROL, ETag: etag };
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    )
      return c.body(null, 304, headers);
    return c.body(xml, 200, { ...headers, 'Content-Type': 'application/xml; charset=utf-8' });
  });

  const files = serveStatic({
    root: clientDir,
    onFound: (path, c) => {
      c.header('Cache-Control', 'no-cache');
      if (path.endsWith('sw.js')) c.header('Service-Worker-Allowed', '/');
    },
  });
  // Only paths with an extension are files: '/' and the routes are rendered, never dist/index.html (the
  // client-rendered offline shell, which the service worker precaches as /index.html).
  app.use('*', async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (!FILE_PATH.test(pathname)) return next();
    if (namesHiddenFile(pathname)) return c.text('Not Found', 404); // .vite/ and .ssr/ are the server's, encoded or not
    return files(c as Context<BlankEnv, string>, next);
  });

  app.get('*', async (c) => {
    const { pathname } = new URL(c.req.url);
    if (FILE_PATH.test(pathname)) return c.text('Not Found', 404); // a missing file, not a page
    const refused = untrustedHost(c);
    if (refused) return refused;
    const nonce = randomBytes(16).toString('base64');
    const response = await renderPage(c.req.raw, nonce);
    const headers = new Headers(response.headers);
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      for (const [name, value] of Object.entries(securityHeaders(env, nonce))) headers.set(name, value);
      // Rendered without any credential (server/render.tsx): the same page for everyone. A 404 is not kept
      // either: an event is a 404 until its organiser publishes it, and must appear as soon as it is.
      headers.set('Cache-Control', response.status === 200 ? PAGE_CACHE_CONTROL : 'no-store');
    }
    // A route's redirect stays on this site, whatever path the request had (sameOriginLocation).
    const location = headers.get('location');
    if (location) headers.set('location', keepOnOrigin(location, c.req.url, [new URL(c.req.url).origin, originOf(c)]));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  // A form posted to a page before the app's JavaScript could take it (the app holds submissions it cannot handle
  // yet; this is the fallback): the page again, by GET, rather than a 404. The body is never read. The Location is
  // always a path of this site (withoutSecrets): POST //evil.example/login must not send the visitor there.
  app.post('*', (c) => {
    const url = new URL(c.req.url);
    if (FILE_PATH.test(url.pathname)) return c.text('Not Found', 404);
    return c.body(null, 303, { Location: withoutSecrets(url), 'Cache-Control': 'no-store' });
  });

  app.onError((error, c) => {
    // Strapi away (the sitemap's calls): a moment's outage, said so.
    if (isUpstreamUnavailable(error)) return unavailableTextResponse();
    console.error('[server]', error);
    return c.text('Internal Server Error', 500);
  });
  return app;
}

/** The answer with these headers; a fetched answer's headers are read-only: then a copy with headers of its own. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const entries = Object.entries(headers);
  try {
    for (const [name, value] of entries) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of entries) copy.headers.set(name, value);
    return copy;
  }
}

/** The client's address as this server sees it (the socket's peer; '' when there is no socket: app.request in tests). */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}
