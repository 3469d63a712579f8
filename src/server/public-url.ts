// PUBLIC_URL, the site's public origin, read once at start (main.ts).
//
// Without it the origin written into canonical URLs, the sitemap and robots.txt comes from each request's Host,
// and those answers are cached publicly: a Host with a foreign port (club.example.be:8443) ended up in them for
// everyone for up to ten minutes. In production the server therefore refuses to start without it; development and
// tests keep the request's own origin (loopback names, HOST, ALLOWED_HOSTS only: request-guards.ts).

/** The configured public origin (no trailing slash), or undefined when unset outside production. Throws otherwise. */
export function publicUrlFromEnv(env: Record<string, string | undefined>): string | undefined {
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'PUBLIC_URL is not set. In production (NODE_ENV=production) the PWA server needs the site’s public origin, e.g. PUBLIC_URL=https://club.example.be: without it, canonical URLs, the sitemap and robots.txt, all cached publicly, would take their origin from each request’s Host header.',
      );
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${value}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an origin such as https://club.example.be (no path, query or credentials): ${value}`);
  }
  return url.origin;
}
