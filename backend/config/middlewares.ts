import type { Env } from '../src/utils/strapi-types';
import os from 'node:os';
import { mediaOrigins } from './plugins';

// Origins allowed to call the API from a browser. The PWA normally shares Strapi's origin (the app's server
// proxies /api and /uploads), where CORS plays no part. When the PWA is on another origin (VITE_API_URL),
// list it in CORS_ORIGINS (comma-separated). Otherwise only APP_URL's origin — plus, outside production,
// the local development servers — may call with credentials: any other origin is never reflected.
const DEVELOPMENT_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'];

function corsOrigins(env: Env): string[] {
  const listed = env('CORS_ORIGINS', '')
    .split(',')
    .map((origin: string) => origin.trim())
    .filter(Boolean);
  if (listed.length) return listed;
  const app = new URL(env('APP_URL', 'http://localhost:4173')).origin;
  if (env('NODE_ENV') === 'production') return [app];
  return [...new Set([app, ...DEVELOPMENT_ORIGINS])];
}

const CORS_PATHS = /^\/(api|uploads)(\/|$)/;

/** Strapi's cors middleware calls this per request: the allowed origins there, none elsewhere. */
function corsOriginFor(origins: string[]) {
  return (ctx: { path: string }) => (CORS_PATHS.test(ctx.path) ? origins : []);
}

export default ({ env }: { env: Env }) => [
  // One spelling of every /api path (lower case, no '//' or trailing '/') before anything looks at it: the
  // router ignores case, the rules below must not (src/middlewares/canonical-path.ts).
  'global::canonical-path',
  'strapi::logger',
  // gzip/brotli (koa-compress) for JSON and text: the directories' JSON shrinks many times over, which counts on
  // a phone's slow network. Outermost but the logger, so it compresses the final body (after http-cache and
  // member-privacy); images are skipped (not compressible). Behind a proxy that compresses, it is harmless.
  'strapi::compression',
  // Error answers never echo long values back (before strapi::errors: it sees the formatted answer).
  'global::trim-error-answers',
  'strapi::errors',
  // Database unreachable (restart, fail-over) → 503 with Retry-After instead of 500 (src/middlewares/database-unavailable.ts).
  'global::database-unavailable',
  // The query budget: populate depth and breadth, filters, fields, sort, pagination, URL length (400/414).
  'global::query-budget',
  // ETag + 304 for the API's JSON reads (src/middlewares/http-cache.ts). Early in the list: it must hash the
  // final body, so a middleware that rewrites API bodies (member-privacy) goes after it.
  'global::http-cache',
  // Malformed bodies and PostgreSQL data exceptions → 400 instead of 500 (see src/middlewares/bad-request.ts).
  'global::bad-request',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          // + the media host (bucket or CDN) when media are not on local disk: the admin shows them.
          'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigins(env)],
          'media-src': ["'self'", 'data:', 'blob:', ...mediaOrigins(env)],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  // Files under /uploads are served inert (sandbox CSP, nosniff, downloads for non-images): after
  // strapi::security, whose CSP it replaces there (src/middlewares/upload-headers.ts).
  'global::upload-headers',
  // CORS only for what the PWA calls: /api and /uploads. The admin panel (/admin) and the admin's API (/upload,
  // /content-manager, /users-permissions…) never answer another origin: a script on the app's origin must not
  // be able to turn a member's browser into an admin session (the admin's own pages are same-origin).
  { name: 'strapi::cors', config: { origin: corsOriginFor(corsOrigins(env)) } },
  'strapi::poweredBy',
  'strapi::query',
  // A directory refresh when nothing changed: two index lookups, answered before the permission engine
  // (src/api/directory/middlewares/directory-unchanged.ts).
  'api::directory.directory-unchanged',
  // Uploaded temp files are removed whatever the outcome (Strapi's body parser keeps them when a rule refuses).
  'global::upload-temp-files',
  {
    name: 'strapi::body',
    config: {
      formidable: {
        // The body parser writes uploads here; refused ones are removed by global::upload-temp-files.
        uploadDir: env('UPLOAD_TMP_DIR', os.tmpdir()),
        // Past the upload limit the parser stops reading at once (and removes the partial file).
        maxFileSize: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
      },
    },
  },
  // Login, registration, password routes: limits per account and per client (429 in French).
  'global::auth-rate-limit',
  // A request still unanswered after REQUEST_DEADLINE_MS is answered 503 (after the body: upload time is free).
  'global::request-deadline',
  'strapi::session',
  'strapi::favicon',
  // Turns /api/<type>/<numeric id> into /api/<type>/<documentId> before the router sees it.
  'global::numeric-id',
  // A media field is populated, never further (its `related` link would list every entry using the file).
  'global::media-populate',
  // Image renditions keep url, width and height only on content-API reads (src/middlewares/media-formats.ts).
  'global::media-formats',
  // Phone/e-mail visibility and hidden members, on every /api response and query (src/middlewares/member-privacy.ts).
  'global::member-privacy',
  'strapi::public',
];
