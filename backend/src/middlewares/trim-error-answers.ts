// Error answers never echo a long value back: Strapi's validation errors repeat the value they refused
// (a 1 MB field came back whole in its 400). Listed before strapi::errors (so it sees the formatted
// answer): every string in an error answer is cut to a few hundred characters.
import type { Core } from '@strapi/strapi';

const MAX_MESSAGE = 500;
const MAX_DETAIL = 200;

function trim(value: unknown, max: number, depth = 0): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max)}…` : value;
  if (depth > 8) return undefined;
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => trim(item, MAX_DETAIL, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 40)
        .map(([key, item]) => [key, trim(item, MAX_DETAIL, depth + 1)]),
    );
  }
  return value;
}

export function trimErrorAnswer<T>(body: T): T {
  if (!body || typeof body !== 'object' || !('error' in body)) return body;
  const error = (body as { error?: Record<string, unknown> }).error;
  if (!error || typeof error !== 'object') return body;
  return { ...body, error: { ...error, message: trim(error.message, MAX_MESSAGE), details: trim(error.details ?? {}, MAX_DETAIL) } };
}

const trimErrorAnswers: Core.MiddlewareFactory = () => async (ctx, next) => {
  await next();
  if (ctx.status >= 400 && ctx.body && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body)) ctx.body = trimErrorAnswer(ctx.body);
};

export default trimErrorAnswers;
