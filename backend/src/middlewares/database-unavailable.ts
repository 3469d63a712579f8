// While the database is unreachable (restarting, failing over, its connections all gone), requests that need
// it fail with a driver error that Strapi answers as a plain 500 — "a bug", for clients and monitoring alike.
// Here they become 503 with `Retry-After` and a French message: the PWA and any HTTP client know to try again,
// and the instance stays in the load balancer's pool (its readiness check does not depend on the shared
// database: docs/deploy.md). Listed right after strapi::errors so it sees every inner error first.
import type { Core } from '@strapi/strapi';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Le service est momentanément indisponible. Réessaie dans quelques secondes.';

// Retry-After in seconds: a restart or fail-over usually takes a few.
const RETRY_AFTER_SECONDS = '5';

// SQLSTATE class 08 (connection exception), 57P01–57P03 (admin/crash shutdown, cannot connect now), 53300
// (too many connections); socket-level codes; knex's pool timeout; pg's messages for a cut connection.
const SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES =
  /Connection terminated|Knex: Timeout acquiring a connection|Client has encountered a connection error|connect ECONNREFUSED|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

/** True when `error` (or what it wraps) says the database could not be reached, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    nativeError?: unknown;
    errors?: unknown;
  };
  if (typeof e.code === 'string' && (SQLSTATES.test(e.code) || SOCKET_CODES.has(e.code))) return true;
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  const inner = [e.cause, e.originalError, e.nativeError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}

// Errors that follow a lost connection but also have other causes, confirmed by asking the database:
// - knex's answer to a query on a transaction whose connection died;
// - 401/403: users-permissions swallows any error while it looks up a token's user *or the public role's
//   permissions*, and Strapi then refuses the request ("Missing or invalid credentials"): every visitor
//   would be told to log in while the database restarts. A `SELECT 1` per refusal costs little.
const AFTERMATH = /Transaction query already complete|Connection ended unexpectedly/i;

const isRefusal = (status: unknown) => status === 401 || status === 403;

function mayBeDatabaseLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { status, name } = error as { status?: unknown; name?: unknown };
  return AFTERMATH.test(error.message) || isRefusal(status) || name === 'UnauthorizedError' || name === 'ForbiddenError';
}

// A file database (SQLite) does not go away; its one connection may be busy, and a probe would time out.
const isRemote = (strapi: Core.Strapi) => (strapi.config.get('database.connection') as { client?: string })?.client === 'postgres';

/** `SELECT 1` within `timeoutMs`. */
async function databaseAnswers(strapi: Core.Strapi, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)));
    await Promise.race([strapi.db.connection.raw('SELECT 1'), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const databaseUnavailable: Core.MiddlewareFactory =
  (_config, { strapi }) =>
  async (ctx, next) => {
    const remote = isRemote(strapi);
    const unavailable = (reason: string) => {
      strapi.log.warn(`[database] ${ctx.method} ${ctx.path}: database unavailable (${reason}): 503`);
      ctx.status = 503;
      ctx.set('Retry-After', RETRY_AFTER_SECONDS);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        data: null,
        error: { status: 503, name: 'ServiceUnavailableError', message: DATABASE_UNAVAILABLE_MESSAGE, details: {} },
      };
    };
    try {
      await next();
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        unavailable((error as Error).message?.split('\n')[0]);
        return;
      }
      if (remote && mayBeDatabaseLoss(error) && !(await databaseAnswers(strapi, 1000))) {
        unavailable(`${(error as Error).message?.split('\n')[0]}, and the database does not answer`);
        return;
      }
      throw error;
    }
    // The same refusal, answered rather than thrown (Strapi's authenticate step calls ctx.unauthorized()).
    if (remote && isRefusal(ctx.status) && !(await databaseAnswers(strapi, 1000)))
      unavailable(`${ctx.status}, and the database does not answer`);
  };

export default databaseUnavailable;

/**
 * A query started without anyone awaiting it (a fire-and-forget write, a hook) that fails because the database
 * connection died would crash the instance as an unhandled rejection: seen once in a PostgreSQL restart under
 * load. That one is logged; any other unhandled rejection still crashes the process as Node does by default.
 */
export function surviveDatabaseLoss(strapi: Core.Strapi) {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    strapi.log.warn(`[database] a query failed with no one waiting for it: ${(reason as Error)?.message?.split('\n')[0]}`);
  });
}
