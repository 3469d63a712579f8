// Strapi not answering (starting, restarting, stopped, between deploys) is an outage of a moment, not a bug: the
// PWA's server answers 503 with Retry-After, so the app, crawlers and load balancers try again later instead of
// recording an error.

export const RETRY_AFTER_SECONDS = '5';
export const UNAVAILABLE_MESSAGE = 'Le service est momentanément indisponible. Réessaie dans quelques secondes.';

// undici's fetch rejects with TypeError('fetch failed') whose cause holds the socket's error code.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
]);

/** True when `error` (or its cause) says Strapi could not be reached. */
export function isUpstreamUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, cause, name, status, details } = error as {
    code?: unknown;
    cause?: unknown;
    name?: unknown;
    status?: unknown;
    details?: unknown;
  };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  // src/api's ApiError: status 0 when no answer came (its details hold fetch's error), 503 when Strapi said so.
  if (name === 'ApiError' && (status === 0 || status === 503)) return true;
  return isUpstreamUnavailable(cause, depth + 1) || isUpstreamUnavailable(details, depth + 1);
}

/** The answer to an API call while Strapi is away: Strapi's error shape, so the app shows its French message. */
export const unavailableApiResponse = () =>
  new Response(
    JSON.stringify({ data: null, error: { status: 503, name: 'ServiceUnavailableError', message: UNAVAILABLE_MESSAGE, details: {} } }),
    {
      status: 503,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
    },
  );

/** The same for a page or the sitemap: plain French text. */
export const unavailableTextResponse = () =>
  new Response(UNAVAILABLE_MESSAGE, {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
  });
