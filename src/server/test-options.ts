// The Node server's options in its unit tests: no cache, an empty route manifest, a Strapi nobody listens on.
import type { ServerOptions } from './app';

export const testServerOptions = (options: Pick<ServerOptions, 'clientDir'> & Partial<ServerOptions>): ServerOptions => ({
  manifest: { routes: {} },
  strapiUrl: 'http://127.0.0.1:9',
  env: {},
  pageCacheSeconds: 0,
  sitemapCacheSeconds: 0,
  referenceCacheSeconds: 0,
  ...options,
});
