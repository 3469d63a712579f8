// Small rules of the Node server about what a request may carry (src/server/app.ts applies them).

/**
 * Query keys that hold a secret: a form posted before the app's JavaScript started is sent by the browser as
 * GET /login?email=…&password=…. Such a URL must not stay in history, logs or cache keys.
 */
const SECRET_KEY = /password|^code$/i;

export function hasSecretInQuery(url: URL): boolean {
  for (const key of url.searchParams.keys()) if (SECRET_KEY.test(key)) return true;
  return false;
}

/** The same path without the query when it holds a secret (the whole query goes: it may hold the e-mail too). */
export function withoutSecrets(url: URL): string {
  return hasSecretInQuery(url) ? url.pathname : `${url.pathname}${url.search}`;
}

/** Loopback names: always this machine, whatever the configuration. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];
const WILDCARD = ['', '0.0.0.0', '::', '[::]'];

/**
 * The host names a request may carry when PUBLIC_URL is not set (the Host then becomes the pages' origin:
 * canonical, og:url, og:image, sitemap, robots.txt — all cached publicly): the loopback names, the address the
 * server listens on (unless it listens on every interface), and ALLOWED_HOSTS (comma-separated host names).
 */
export function allowedHostNames(listenHost: string | undefined, allowedHostsEnv: string | undefined): Set<string> {
  const listed = (allowedHostsEnv ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
    .map((host) => {
      try {
        return new URL(host.includes('://') ? host : `http://${host}`).hostname; // a port or scheme is ignored
      } catch {
        return host;
      }
    });
  const listen = (listenHost ?? '').trim().toLowerCase();
  return new Set([
    ...LOOPBACK,
    ...(WILDCARD.includes(listen) ? [] : [listen.includes(':') && !listen.startsWith('[') ? `[${listen}]` : listen]),
    ...listed,
  ]);
}
