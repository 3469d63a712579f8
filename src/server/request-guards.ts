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

/**
 * The same path without the query when it holds a secret (the whole query goes: it may hold the e-mail too), as a
 * Location on this origin.
 */
export function withoutSecrets(url: URL): string {
  return sameOriginLocation(url.pathname, hasSecretInQuery(url) ? '' : url.search);
}

/**
 * Leading slashes and backslashes, plain or percent-encoded (once or more): a browser reads a Location '//host/…'
 * or '/\host/…' as another host, and a proxy or client that decodes the path turns '/%2F%2Fhost' into one.
 */
const LEADING_SEPARATORS = /^(?:[/\\]|%(?:25)*(?:2f|5c))+/i;

/**
 * A Location for this path and search that no client can read as another site: one leading '/', then the path
 * (GET //evil.example/?password=x → /evil.example/, never //evil.example/, a phishing page on the club's link).
 */
export function sameOriginLocation(pathname: string, search = ''): string {
  const location = `/${pathname.replace(LEADING_SEPARATORS, '')}${search}`;
  // Whatever is left must resolve on the origin it is given on; if not, the home page.
  return new URL(location, 'http://origin.invalid').host === 'origin.invalid' ? location : '/';
}

/**
 * A Location from elsewhere (the router's redirects) kept on this site: a path of `origins` as a path, anything
 * else the home page.
 */
export function keepOnOrigin(location: string, base: string, origins: string[]): string {
  try {
    const target = new URL(location, base);
    return origins.includes(target.origin) ? sameOriginLocation(target.pathname, target.search) + target.hash : '/';
  } catch {
    return '/';
  }
}

/**
 * True when a path, once decoded (as the static file handler decodes it, and again for double encoding), names a
 * file or folder whose name starts with a dot: .ssr/ and .vite/ are the server's ('/%2essr/main.js' is '/.ssr/main.js').
 */
export function namesHiddenFile(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round < 4; round += 1) {
    if (/(?:^|[/\\])\./.test(path)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true; // a malformed escape: never a file of the build
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
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
