// Strapi's router matches paths without regard to case (and koa-router tolerates a trailing slash), so
// /api/Members/… reaches the members controller while a middleware testing '/api/members' does not see it:
// capital letters once walked past the privacy, media and numeric-id rules. Every content-API path is made
// canonical here, first of all, so each later middleware and the router see one spelling:
//   percent-encoded letters, digits and -._~ decoded · lower case · '//' → '/' · './' and '../' resolved
//   · no trailing '/'.
// Content-API paths hold nothing whose case matters (type names, numeric ids, documentIds are lower case).
import path from 'node:path';
import type { Core } from '@strapi/strapi';

const UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

export function canonicalApiPath(requestPath: string, prefix = '/api'): string {
  const decoded = requestPath.replace(UNRESERVED, (encoded) => String.fromCharCode(parseInt(encoded.slice(1), 16)));
  const normalized = path.posix.normalize(decoded.toLowerCase()).replace(/\/+$/, '');
  // Only the content API is rewritten ('../' climbing out of it, e.g. /api/../admin, stays as sent).
  if (normalized !== prefix && !normalized.startsWith(`${prefix}/`)) return requestPath;
  return normalized;
}

const canonicalPath: Core.MiddlewareFactory = (_config, { strapi }) => {
  const prefix = strapi.config.get('api.rest.prefix', '/api') as string;
  return async (ctx, next) => {
    const canonical = canonicalApiPath(ctx.path, prefix);
    if (canonical !== ctx.path) ctx.path = canonical;
    await next();
  };
};

export default canonicalPath;
