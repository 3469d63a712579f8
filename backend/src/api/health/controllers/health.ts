// 200 {status:'ok', database:'ok', eventLoopDelayMs} when this instance can serve: the database answers a
// trivial query within DATABASE_HEALTH_TIMEOUT_MS (default 2 s) and the event loop is not stuck (its worst
// delay of the last seconds is under EVENT_LOOP_STUCK_MS, default 2 s: src/lifecycle/event-loop-watchdog.ts).
// 503 when the database fails, the loop is stuck or the instance is shutting down (see
// src/lifecycle/graceful-shutdown.ts), so the load balancer stops sending traffic.
// Strapi's own GET /_health (204) only says the process is up.
//
// GET /api/health/ready is the load balancer's readiness check: 503 only for what is wrong with *this*
// instance (draining, event loop stuck). The database is shared: when it is away every instance fails
// together, and pulling them all would turn a 5-second restart into an outage as long as the balancer's
// "back in" checks (`rise`). Instances stay in the pool and answer 503 with Retry-After themselves while the
// database is away (src/middlewares/database-unavailable.ts), and serve again with its first answer.
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { isDraining } from '../../../lifecycle/graceful-shutdown';
import { envMilliseconds } from '../../../lifecycle/env';
import { eventLoopDelayMs, isEventLoopStuck } from '../../../lifecycle/event-loop-watchdog';

async function databaseAnswers(strapi: Core.Strapi, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const query = strapi.db.connection.raw('SELECT 1');
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database health check timed out')), timeoutMs);
    });
    await Promise.race([query, timeout]);
    return true;
  } catch (error) {
    strapi.log.warn(`[health] database check failed: ${(error as Error).message}`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const database = (await databaseAnswers(strapi, envMilliseconds('DATABASE_HEALTH_TIMEOUT_MS', 2000, 1))) ? 'ok' : 'error';
    const delay = eventLoopDelayMs();
    const eventLoop = isEventLoopStuck(delay) ? 'stuck' : 'ok';
    const status = isDraining() ? 'shutting-down' : database !== 'ok' ? 'error' : eventLoop !== 'ok' ? 'event-loop-stuck' : 'ok';
    ctx.status = status === 'ok' ? 200 : 503;
    if (ctx.status === 503) ctx.set('Retry-After', '5');
    ctx.body = { status, database, eventLoop, eventLoopDelayMs: delay };
  },

  ready(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const delay = eventLoopDelayMs();
    const status = isDraining() ? 'shutting-down' : isEventLoopStuck(delay) ? 'event-loop-stuck' : 'ok';
    ctx.status = status === 'ok' ? 200 : 503;
    if (ctx.status === 503) ctx.set('Retry-After', '5');
    ctx.body = { status, eventLoopDelayMs: delay };
  },
});
