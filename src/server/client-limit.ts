import { LRUCache } from 'lru-cache';

// A per-client request budget for the Node server's own costly answers (POST /assets-pack): at most `limit`
// requests per client in a fixed window. Per instance (in memory): behind a balancer each instance counts its own
// share, which only makes the limit looser, never wrong for a visitor.

export interface ClientLimitOptions {
  limit: number;
  windowMs: number;
  /** The most clients remembered at once (the oldest are forgotten first). */
  maxClients?: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createClientLimit({ limit, windowMs, maxClients = 10_000 }: ClientLimitOptions) {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxClients });
  return (client: string, now = Date.now()): LimitVerdict => {
    let window = windows.get(client);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(client, window);
    }
    window.count += 1;
    return window.count <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
  };
}
