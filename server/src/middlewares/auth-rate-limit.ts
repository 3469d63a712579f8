// Brute-force limits on the account routes, per ACCOUNT as well as per CLIENT. users-permissions' own limit
// counted per IP only, and behind the app's proxy every visitor was 127.0.0.1: one person could lock the
// whole club out of login. Here:
//   - each account (the e-mail or identifier typed, or the signed-in user) has its own budget of failures,
//     so guessing one member's password stops after a few tries without touching anyone else;
//   - each client has a larger budget (a venue's Wi-Fi shares one address), its address taken from a
//     trusted X-Forwarded-For (TRUST_PROXY, TRUSTED_PROXY_HOPS in config/server.ts);
//   - login, password changes and resets count failures only; registration and reset mails count every
//     request (each one creates an account or sends a mail).
// A request over a limit answers 429 in French with Retry-After. AUTH_RATE_LIMIT=false switches it off
// (end-to-end tests, where every browser shares one address). Listed after strapi::body (the account is read
// from the body). Counters live in memory per instance (docs/deploy.md).
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SlidingWindowCounter, type Window } from '../utils/rate-limiter';

const MINUTE = 60_000;

interface Rule {
  method: string;
  path: string;
  client: Window;
  account?: Window;
  /** Which requests use up the budget. */
  counts: 'all' | 'failures';
  /** The account a request is about: a field of the body, or the signed-in user (from the token). */
  accountFrom?: 'identifier' | 'email' | 'token';
}

export const AUTH_RULES: Rule[] = [
  {
    method: 'POST',
    path: '/api/auth/local',
    client: { max: 50, windowMs: 15 * MINUTE },
    account: { max: 10, windowMs: 15 * MINUTE },
    counts: 'failures',
    accountFrom: 'identifier',
  },
  {
    method: 'POST',
    path: '/api/auth/local/register',
    client: { max: 20, windowMs: 60 * MINUTE },
    account: { max: 5, windowMs: 60 * MINUTE },
    counts: 'all',
    accountFrom: 'email',
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    client: { max: 20, windowMs: 60 * MINUTE },
    account: { max: 5, windowMs: 60 * MINUTE },
    counts: 'all',
    accountFrom: 'email',
  },
  { method: 'POST', path: '/api/auth/reset-password', client: { max: 20, windowMs: 15 * MINUTE }, counts: 'failures' },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    client: { max: 20, windowMs: 15 * MINUTE },
    account: { max: 10, windowMs: 15 * MINUTE },
    counts: 'failures',
    accountFrom: 'token',
  },
  {
    method: 'PUT',
    path: '/api/users/me',
    client: { max: 30, windowMs: 15 * MINUTE },
    account: { max: 10, windowMs: 15 * MINUTE },
    counts: 'failures',
    accountFrom: 'token',
  },
];

export const tooManyAttempts = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  return `Trop de tentatives : réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
};

const bodyField = (body: unknown, field: string) => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase().slice(0, 254) : null;
};

async function accountOf(strapi: Core.Strapi, ctx: Context, rule: Rule): Promise<string | null> {
  if (rule.accountFrom === 'identifier' || rule.accountFrom === 'email') return bodyField(ctx.request.body, rule.accountFrom);
  if (rule.accountFrom !== 'token') return null;
  const header = String(ctx.get('authorization') ?? '');
  if (!header.startsWith('Bearer ')) return null;
  try {
    const payload = await strapi.plugin('users-permissions').service('jwt').verify(header.slice(7));
    return payload?.id ? `user:${payload.id}` : null;
  } catch {
    return null; // the route refuses the token itself
  }
}

const authRateLimit: Core.MiddlewareFactory = (_config, { strapi }) => {
  const counter = new SlidingWindowCounter();
  return async (ctx, next) => {
    const rule = AUTH_RULES.find((candidate) => candidate.method === ctx.method && candidate.path === ctx.path);
    if (!rule || process.env.AUTH_RATE_LIMIT === 'false') return next();

    const clientKey = `${rule.path}|client|${ctx.request.ip}`;
    const account = rule.account ? await accountOf(strapi, ctx, rule) : null;
    const accountKey = account ? `${rule.path}|account|${account}` : null;
    const wait = Math.max(
      counter.retryAfter(clientKey, rule.client),
      accountKey && rule.account ? counter.retryAfter(accountKey, rule.account) : 0,
    );
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)));
      throw new errors.RateLimitError(tooManyAttempts(wait), { retryAfter: Math.ceil(wait / 1000) });
    }

    const record = () => {
      counter.record(clientKey, rule.client);
      if (accountKey && rule.account) counter.record(accountKey, rule.account);
    };
    try {
      await next();
    } catch (error) {
      record(); // a refusal (400, 401…) is a failure
      throw error;
    }
    if (rule.counts === 'all' || ctx.status >= 400) record();
  };
};

export default authRateLimit;
