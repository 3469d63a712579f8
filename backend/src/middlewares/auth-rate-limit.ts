// Brute-force limits on the account routes, made for a club whose events put a hundred people behind one
// Wi-Fi address. users-permissions' own limit counted per address only (behind the app's proxy, everyone
// was 127.0.0.1), and a later per-address budget still let 50 typos lock a whole room out. Here:
//   - failures count per (client, account) PAIR: one person guessing one member's password is slowed after
//     3 failures (a wait that doubles each time) and refused after 10, for that pair only;
//   - per ACCOUNT, from every client together: slowed after 20 failures (at most 30 s between attempts),
//     never locked, so a guesser with many addresses cannot shut the owner out; a client that already logged
//     into that account (the owner's phone) is not slowed by it;
//   - per CLIENT, over every account (password spraying from one address): slowed after 100 failures in
//     15 minutes, never locked. A correct login is refused only by its own pair's failures, or past 100
//     failures of the room within 15 minutes by a wait of a few seconds;
//   - registration and reset mails count every request (each creates an account or sends a mail): 300
//     registrations an hour per client, 5 per e-mail address.
// A client is an IPv4 address or an IPv6 /64 (utils/client-address.ts), taken from a trusted X-Forwarded-For
// (TRUST_PROXY, TRUSTED_PROXY_HOPS in config/server.ts). A request that must wait answers 429 in French with
// Retry-After. Counters live in the database (utils/rate-limiter.ts): shared by every instance, kept across
// restarts. AUTH_RATE_LIMIT=false switches it off (end-to-end tests, where every browser shares one address).
// Listed after strapi::body (the account is read from the body).
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ThrottleStore, type Budget } from '../utils/rate-limiter';
import { clientOf } from '../utils/client-address';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Slowed after 3 failures, refused after 10 (until 15 minutes after the first). */
const PAIR: Budget = { windowMs: 15 * MINUTE, free: 3, firstDelayMs: SECOND, maxDelayMs: MINUTE, lockAfter: 10 };
/** Slowed, never locked. */
const slowed = (free: number, windowMs = 15 * MINUTE): Budget => ({ windowMs, free, firstDelayMs: SECOND, maxDelayMs: 30 * SECOND });
/** `max` requests, then refused until the window ends. */
const capped = (max: number, windowMs: number): Budget => ({ windowMs, free: max, firstDelayMs: 0, maxDelayMs: 0, lockAfter: max });

interface Rule {
  method: string;
  path: string;
  /** Which requests use up the budgets. */
  counts: 'all' | 'failures';
  /** The account a request is about: a field of the body, or the signed-in user (from the token). */
  accountFrom?: 'identifier' | 'email' | 'token';
  pair?: Budget;
  account?: Budget;
  client: Budget;
  /** Login: a success forgets the pair's failures and lets that client past the account's slowdown later. */
  remembersSuccess?: boolean;
}

export const AUTH_RULES: Rule[] = [
  {
    method: 'POST',
    path: '/api/auth/local',
    counts: 'failures',
    accountFrom: 'identifier',
    pair: PAIR,
    account: slowed(20),
    client: slowed(100),
    remembersSuccess: true,
  },
  {
    method: 'POST',
    path: '/api/auth/local/register',
    counts: 'all',
    accountFrom: 'email',
    account: capped(5, HOUR),
    client: capped(300, HOUR),
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    counts: 'all',
    accountFrom: 'email',
    account: capped(5, HOUR),
    client: capped(100, HOUR),
  },
  { method: 'POST', path: '/api/auth/reset-password', counts: 'failures', client: capped(20, 15 * MINUTE) },
  { method: 'POST', path: '/api/auth/change-password', counts: 'failures', accountFrom: 'token', pair: PAIR, client: slowed(50) },
  { method: 'PUT', path: '/api/users/me', counts: 'failures', accountFrom: 'token', pair: PAIR, client: slowed(50) },
];

/** How long a client that logged into an account is let past that account's slowdown. */
const KNOWN_CLIENT_MS = 30 * DAY;

export const tooManyAttempts = (retryAfterMs: number) => {
  if (retryAfterMs < MINUTE) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / SECOND));
    return `Trop de tentatives : réessaie dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`;
  }
  const minutes = Math.ceil(retryAfterMs / MINUTE);
  return `Trop de tentatives : réessaie dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
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
  let store: ThrottleStore | undefined;
  return async (ctx, next) => {
    const rule = AUTH_RULES.find((candidate) => candidate.method === ctx.method && candidate.path === ctx.path);
    if (!rule || process.env.AUTH_RATE_LIMIT === 'false') return next();
    store ??= new ThrottleStore(strapi.db.connection);

    const client = clientOf(ctx.request.ip);
    const account = rule.accountFrom ? await accountOf(strapi, ctx, rule) : null;
    const keys = {
      client: `${rule.path}|client|${client}`,
      pair: account && rule.pair ? `${rule.path}|pair|${client}|${account}` : null,
      account: account && rule.account ? `${rule.path}|account|${account}` : null,
      known: account && rule.remembersSuccess ? `${rule.path}|known|${client}|${account}` : null,
    };
    const watched = [keys.client, keys.pair].filter((key): key is string => key !== null);
    // The owner's known client is not slowed by what others do to the account.
    if (keys.account && !(keys.known && (await store.has(keys.known)))) watched.push(keys.account);
    const wait = await store.wait(watched);
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.ceil(wait / SECOND)));
      throw new errors.RateLimitError(tooManyAttempts(wait), { retryAfter: Math.ceil(wait / SECOND) });
    }

    const record = async () => {
      const entries: Array<[string, Budget]> = [[keys.client, rule.client]];
      if (keys.pair && rule.pair) entries.push([keys.pair, rule.pair]);
      if (keys.account && rule.account) entries.push([keys.account, rule.account]);
      await store!.hit(entries);
    };
    try {
      await next();
    } catch (error) {
      await record().catch((failure) => strapi.log.error('auth rate limit: counting failed', failure)); // a refusal (400, 401…) is a failure
      throw error;
    }
    if (rule.counts === 'all' || ctx.status >= 400) await record();
    else if (rule.remembersSuccess && keys.pair && keys.known) {
      await Promise.all([store.clear(keys.pair), store.remember(keys.known, KNOWN_CLIENT_MS)]);
    }
  };
};

export default authRateLimit;
