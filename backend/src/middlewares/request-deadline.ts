// A content-API request still unanswered after REQUEST_DEADLINE_MS (default 20 s) is answered 503 at once,
// so a slow query or a saturated database never keeps a client (or a load balancer's connection) hanging.
// The work already started finishes in the background and its answer is dropped. Listed after
// strapi::body in config/middlewares.ts: the time spent receiving an upload does not count.
import type { Core } from '@strapi/strapi';
import { envMilliseconds } from '../lifecycle/env';
import { apiPrefix } from '../utils/content-api-route';

export const DEADLINE_MESSAGE = 'Le serveur met trop de temps à répondre. Réessaie dans un moment.';

const requestDeadline: Core.MiddlewareFactory = (_config, { strapi }) => {
  const prefix = apiPrefix(strapi);
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    const deadline = envMilliseconds('REQUEST_DEADLINE_MS', 20_000, 1);
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const work = next();
    const expired = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        timedOut = true;
        resolve();
      }, deadline);
    });
    try {
      await Promise.race([work, expired]);
    } finally {
      clearTimeout(timer);
    }
    if (!timedOut) return;
    // The answer is ours from now on; whatever the route does later is ignored.
    work.catch((error: Error) => strapi.log.warn(`[deadline] ${ctx.method} ${ctx.path} failed after its deadline: ${error?.message}`));
    strapi.log.warn(`[deadline] ${ctx.method} ${ctx.path} cut after ${deadline} ms`);
    // Written here and now: the route may still set a body when it finishes; koa must not send that one.
    ctx.respond = false;
    if (!ctx.res.headersSent) {
      ctx.res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' });
      ctx.res.end(JSON.stringify({ data: null, error: { status: 503, name: 'DeadlineError', message: DEADLINE_MESSAGE, details: {} } }));
    }
  };
};

export default requestDeadline;
