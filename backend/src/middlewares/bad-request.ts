// Turns errors caused by the client's input into 4xx (Strapi would answer 500):
// - API writes whose body is neither JSON nor multipart → 415;
// - request bodies the parsers reject before any route runs (multipart without boundary, truncated
//   multipart: formidable throws plain errors or sets `httpCode`, which Strapi's error middleware ignores);
// - PostgreSQL "data exception" errors (SQLSTATE class 22: NUL byte, value out of range…) caused by values
//   that passed validation.
// Everything else is rethrown untouched, so real bugs stay 500s (and are logged by strapi::errors).
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const PARSER_STACK = /[\\/]node_modules[\\/](formidable|koa-body|co-body|raw-body)[\\/]/;

/** A 400 message for an error caused by the request, or null for anything else. */
function clientInputMessage(cause: unknown, routed: boolean): string | null {
  if (!cause || typeof cause !== 'object' || cause instanceof errors.ApplicationError) return null;
  const error = cause as { status?: unknown; statusCode?: unknown; httpCode?: unknown; stack?: unknown; message?: unknown; code?: unknown };
  if (typeof error.status === 'number' || typeof error.statusCode === 'number') return null; // already an HTTP error
  const parserError =
    (typeof error.httpCode === 'number' && Number.isInteger(error.httpCode) && error.httpCode >= 400 && error.httpCode < 500) ||
    (typeof error.stack === 'string' && PARSER_STACK.test(error.stack));
  if (!routed && parserError) return `Requête mal formée : ${String(error.message).split('\n')[0].slice(0, 200)}`;
  // The driver's message contains the SQL: not for the client.
  if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code) && 'severity' in error) {
    return 'Requête invalide : une valeur envoyée ne convient pas (type, taille ou caractère)';
  }
  return null;
}

const ONE_CLICK_UNSUBSCRIBE = '/api/reminders/unsubscribe';

/** A write to the API whose body is neither JSON nor multipart (uploads): refused before any parser or route. */
function unsupportedBody(ctx: Context): boolean {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) || !ctx.path.startsWith('/api/')) return false;
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
  // RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form.
  if (ctx.path === ONE_CLICK_UNSUBSCRIBE && ctx.is('urlencoded')) return false;
  return hasBody && !ctx.is('json', 'multipart');
}

const badRequest: Core.MiddlewareFactory = () => async (ctx, next) => {
  // Some users-permissions routes read the body without checking it: an XML or text body was a 500 there.
  if (unsupportedBody(ctx)) ctx.throw(415, 'Type de contenu non accepté : envoyez du JSON (application/json)');
  try {
    await next();
  } catch (error) {
    const message = clientInputMessage(error, Boolean(ctx.state?.route));
    if (message) throw new errors.ValidationError(message, { code: (error as { code?: unknown }).code });
    throw error;
  }
};

export default badRequest;
