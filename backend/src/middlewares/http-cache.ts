// Validators for the API's JSON reads, so an unchanged refresh costs a few hundred bytes instead of the
// whole directory (a phone at an event, a weak signal, the list refreshed on every visit).
//
// GET/HEAD /api/* answered 200 with a JSON body get:
//   ETag: W/"<sha1 of the body>"        weak: the same data, whatever the transfer encoding
//   Cache-Control: no-cache             the browser keeps the copy but asks each time (If-None-Match);
//                                       `private` as well when the request carries a token
//   Vary: Authorization                 a signed-in member's copy is never reused for another caller
// and a request whose If-None-Match matches is answered 304 with no body. The query still runs (the hash is
// of the answer): this saves bytes on the wire, not server time.
//
// Listed early in config/middlewares.ts so it hashes the final body: a middleware that rewrites API bodies
// (e.g. a privacy filter) must come after it in that list.
import type { Core } from '@strapi/strapi';
import { createHash } from 'node:crypto';
import { errors } from '@strapi/utils';

/** The largest JSON answer sent (the query budget keeps every page of the app far below it). */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

const isJsonBody = (body: unknown) =>
  body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match: '*' or a comma-separated list of (weak or strong) entity tags. */
function matches(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

const httpCache: Core.MiddlewareFactory<{ prefix?: string }> = (config = {}) => {
  const prefix = config.prefix ?? '/api/';
  return async (ctx, next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(prefix)) return;
    if (ctx.status !== 200 || !isJsonBody(ctx.body)) return;

    const json = JSON.stringify(ctx.body);
    if (json.length > MAX_ANSWER_BYTES) {
      throw new errors.ValidationError('Réponse trop volumineuse : demandez moins d’éléments par page ou moins de relations (populate).');
    }
    ctx.body = json; // serialised once: koa would stringify the object again
    ctx.type = 'application/json';
    const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', ctx.get('Authorization') ? 'private, no-cache' : 'no-cache');
    ctx.vary('Authorization');
    // Weak comparison (RFC 9110 §13.1.2). A request's own `Cache-Control: no-cache` does not matter here (unlike
    // koa's ctx.fresh): it tells caches to revalidate, and this is the revalidation — fetch() adds it whenever
    // a script sets If-None-Match itself.
    if (matches(ctx.get('If-None-Match'), etag)) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
};

export default httpCache;
