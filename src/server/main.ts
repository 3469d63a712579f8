// The Node server of the PWA: `node dist/.ssr/main.js` after `npm run build` (see docs/deploy.md).
// Environment: PORT (4173), HOST (0.0.0.0), STRAPI_URL (http://127.0.0.1:1337), PUBLIC_URL (the site's public
// origin, for canonical URLs and link previews; required with NODE_ENV=production, where the server refuses to start
// without it; elsewhere the default is each request's, when its host is a loopback name, HOST or listed in
// ALLOWED_HOSTS — comma-separated host names — and otherwise refused), PAGE_CACHE_SECONDS (how long an anonymous
// page is served again from memory: 10; 0 turns it off), SITEMAP_CACHE_SECONDS (how long
// /sitemap.xml's directory state is used before it is read whole again: 600; between, it follows the change feeds),
// REFERENCE_CACHE_SECONDS (how long renders share the sectors, skills and services lists: 60; 0 turns it off),
// CLIENT_DIR (the client build: the folder above this file), SHUTDOWN_DRAIN_DELAY_MS (how long a stopping instance
// keeps answering with its readiness at 503 before it closes its socket: 3000), plus the CSP's VITE_MEDIA_ORIGIN /
// VITE_API_URL (security-headers.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Manifest } from '@tanstack/react-router';
import { CLUB_TIME_ZONE } from '@club/contract';
import { createServer } from './app';
import { allowedHostNames } from './request-guards';
import { publicUrlFromEnv } from './public-url';

// Dates are Brussels dates on the server as in the browser (the app formats in Europe/Brussels explicitly; this
// covers anything that would not).
process.env.TZ ??= CLUB_TIME_ZONE;

// Required in production (public-url.ts): a clear message and a non-zero exit rather than a site that writes
// whichever Host came first into its publicly cached sitemap and canonical URLs.
let publicUrl: string | undefined;
try {
  publicUrl = publicUrlFromEnv(process.env);
} catch (error) {
  console.error(`[server] ${(error as Error).message}`);
  process.exit(1);
}

let draining = false;
const drainDelayMs = Number(process.env.SHUTDOWN_DRAIN_DELAY_MS ?? 3000);

const clientDir = process.env.CLIENT_DIR ?? fileURLToPath(new URL('../', import.meta.url));
const app = createServer({
  clientDir,
  manifest: JSON.parse(readFileSync(`${clientDir}/.vite/router-manifest.json`, 'utf8')) as Manifest,
  strapiUrl: (process.env.STRAPI_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, ''),
  publicUrl,
  allowedHosts: allowedHostNames(process.env.HOST, process.env.ALLOWED_HOSTS),
  env: process.env,
  pageCacheSeconds: Number(process.env.PAGE_CACHE_SECONDS || 10),
  sitemapCacheSeconds: Number(process.env.SITEMAP_CACHE_SECONDS || 600),
  referenceCacheSeconds: Number(process.env.REFERENCE_CACHE_SECONDS || 60),
  draining: () => draining,
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 4173), hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`PWA server on http://${info.address}:${info.port} (Strapi: ${process.env.STRAPI_URL ?? 'http://127.0.0.1:1337'})`);
});

// Take no new connection and finish the requests in flight (5 s at most).
function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
// An orchestrator's stop (SIGTERM): first say so (readiness 503, connections closed after each answer) while still
// answering, so the balancer takes this instance out (deploy/haproxy-web.cfg: 2 checks 0.5 s apart), then stop.
process.once('SIGTERM', () => {
  draining = true;
  setTimeout(stop, drainDelayMs).unref();
});
// Ctrl-C in a terminal (npm start): at once.
process.once('SIGINT', stop);
