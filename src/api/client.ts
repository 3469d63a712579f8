import { expireSession, getToken } from '@/session/session';
import { ApiError } from './errors';

// In the browser the API is on the page's origin (or VITE_API_URL). The server renderer has no page origin: it
// asks Strapi directly (STRAPI_URL). `import.meta.env.SSR` is a build-time constant: `process` never reaches the browser.
const API_BASE_URL: string = (
  import.meta.env.SSR ? (process.env.STRAPI_URL ?? 'http://127.0.0.1:1337') : (import.meta.env.VITE_API_URL ?? '')
).replace(/\/$/, '');

export function apiUrl(path: string) {
  return `${API_BASE_URL}${path}`;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent even if the page goes away meanwhile (a logout's last word to the server). */
  keepalive?: boolean;
  /**
   * The service worker's session (it cannot read the page's): sent instead of the page's token, and a 401 then
   * ends nothing here (the page learns it on its own next request).
   */
  token?: string | null;
}

async function readError(response: Response): Promise<ApiError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let details: unknown;
  try {
    // Strapi answers { data: null, error: { status, name, message, details } }.
    const payload = (await response.json()) as { error?: { message?: unknown; details?: unknown } } | null;
    if (typeof payload?.error?.message === 'string' && payload.error.message) message = payload.error.message;
    details = payload?.error?.details;
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(message, response.status, details);
}

/** The one fetch of the app: base URL, bearer token, 401 → logout, typed errors; the answer's body unread. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const ownSession = options.token === undefined;
  const token = ownSession ? getToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    const error = new ApiError('Network unavailable', 0, cause);
    console.error(`[api] ${options.method ?? 'GET'} ${path}`, error);
    throw error;
  }

  if (!response.ok) {
    const error = await readError(response);
    console.error(`[api] ${options.method ?? 'GET'} ${path} → ${response.status}`, error.message);
    // The spec: a 401 on any call but the login call ends the session — the session that sent it: a request
    // that left with a token this app has since replaced (a password change revokes the old one) ends nothing.
    if (ownSession && response.status === 401 && !path.includes('/auth/local') && (!token || getToken() === token)) {
      expireSession();
    }
    throw error;
  }
  return response;
}

/** The one fetch wrapper of the app: base URL, JSON, bearer token, 401 → logout, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * An answer of one JSON value per line (a streamed feed), each value as soon as its line has arrived; an answer in
 * plain JSON is one value. A connection cut mid-line throws (the values before it were given).
 */
export async function* apiLines<T>(path: string, options: RequestOptions = {}): AsyncGenerator<T> {
  const response = await send(path, options);
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // The line being received, in pieces: a page of a feed is a megabyte that arrives in many chunks, and joining
  // them as they come would copy it again for each.
  let pieces: string[] = [];
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      let start = 0;
      for (let end = value.indexOf('\n'); end >= 0; end = value.indexOf('\n', start)) {
        const line = pieces.join('') + value.slice(start, end);
        pieces = [];
        start = end + 1;
        if (line.trim()) yield JSON.parse(line) as T;
      }
      if (start < value.length) pieces.push(value.slice(start));
    }
  } finally {
    // The caller stopped early (another viewer): the rest is not downloaded.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
  const rest = pieces.join('');
  if (rest.trim()) yield JSON.parse(rest) as T;
}
