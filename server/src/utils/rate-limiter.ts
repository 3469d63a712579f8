// A sliding-window counter per key, in memory: how many events a key had in the last `windowMs`. Used by the
// auth rate limits (src/middlewares/auth-rate-limit.ts). Each instance counts its own requests: with N
// instances behind a load balancer a key gets up to N× the limit (docs/deploy.md says so).
// Pure code with an injectable clock: unit-tested in tests/unit/rate-limiter.test.ts.

export interface Window {
  /** Events allowed within `windowMs`. */
  max: number;
  windowMs: number;
}

export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();

  constructor(
    /** Keys kept at most: past it the least recently used are forgotten (an attacker varying keys costs memory). */
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string, windowMs: number): number[] {
    const cutoff = this.now() - windowMs;
    const list = (this.events.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length === 0) this.events.delete(key);
    else this.events.set(key, list);
    return list;
  }

  /** Milliseconds until `key` may act again under `window` (0: it may now). */
  retryAfter(key: string, window: Window): number {
    const list = this.recent(key, window.windowMs);
    if (list.length < window.max) return 0;
    return Math.max(1, list[list.length - window.max] + window.windowMs - this.now());
  }

  record(key: string, window: Window) {
    const list = this.recent(key, window.windowMs);
    list.push(this.now());
    // Re-inserted last: the Map's order is the order of use.
    this.events.delete(key);
    this.events.set(key, list.slice(-window.max * 2));
    while (this.events.size > this.maxKeys) this.events.delete(this.events.keys().next().value as string);
  }

  reset(key: string) {
    this.events.delete(key);
  }

  get size() {
    return this.events.size;
  }
}
