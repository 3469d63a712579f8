import type { Env } from '../src/utils/strapi-types';
import { assertProductionSecrets, secret } from './secrets';
import cronTasks from './cron-tasks';

export default ({ env }: { env: Env }) => {
  // Outside development and test, refuses to start with a missing or development secret (config/secrets.ts).
  assertProductionSecrets(env);
  return {
    // Loopback by default: Strapi sits behind the PWA's Node server (or a proxy), which is what the world
    // reaches. Reachable directly, a client could also forge X-Forwarded-For when TRUST_PROXY is on. Set
    // HOST=0.0.0.0 only where a proxy on another machine or container must reach it.
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    url: env('PUBLIC_URL', ''),
    // Behind a load balancer or reverse proxy: trust its X-Forwarded-* headers, so the client's IP (the
    // auth rate limit's key) and protocol are the real ones, not the proxy's. Only the last
    // TRUSTED_PROXY_HOPS addresses of X-Forwarded-For are believed (those our own proxies appended): a
    // client cannot pick its address by sending the header itself. Enable only when Strapi is reachable
    // through those proxies alone.
    proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: env.int('TRUSTED_PROXY_HOPS', 1) },
    // Tests point this at a throwaway folder so their uploads never mix with the demo's.
    dirs: { public: env('PUBLIC_DIR', './public') },
    // The event reminders (config/cron-tasks.ts). CRON_ENABLED=false turns them off on an instance.
    cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
    app: {
      keys: secret(env, 'APP_KEYS')
        .split(',')
        .map((key) => key.trim()),
    },
  };
};
