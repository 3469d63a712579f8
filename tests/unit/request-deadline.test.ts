// @vitest-environment node
// A request past its deadline is answered 503 at once (backend/src/middlewares/request-deadline.ts), and the
// event loop's delay is measured for the health check (backend/src/lifecycle/event-loop-watchdog.ts).
import { afterEach, describe, expect, it } from 'vitest';
import deadline, { DEADLINE_MESSAGE } from '../../backend/src/middlewares/request-deadline';
import {
  eventLoopDelayMs,
  isEventLoopStuck,
  startEventLoopWatchdog,
  stopEventLoopWatchdog,
} from '../../backend/src/lifecycle/event-loop-watchdog';

const strapi = { config: { get: () => '/api' }, log: { warn: () => {} } };

function fakeContext(path: string) {
  const written: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const ctx: any = {
    path,
    method: 'GET',
    respond: true,
    res: {
      headersSent: false,
      writeHead: (status: number, headers: Record<string, string>) => Object.assign(written, { status, headers }),
      end: (body: string) => (written.body = body),
    },
  };
  return { ctx, written };
}

afterEach(() => {
  delete process.env.REQUEST_DEADLINE_MS;
  stopEventLoopWatchdog();
});

describe('request deadline', () => {
  it('answers 503 in French when the route takes longer, and ignores what the route does after', async () => {
    process.env.REQUEST_DEADLINE_MS = '50';
    const { ctx, written } = fakeContext('/api/members');
    let finishRoute!: () => void;
    const started = Date.now();
    await deadline(undefined, { strapi } as never)!(ctx, () => new Promise<void>((resolve) => (finishRoute = resolve)));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(written.status).toBe(503);
    expect(JSON.parse(written.body!).error.message).toBe(DEADLINE_MESSAGE);
    expect(ctx.respond).toBe(false);
    ctx.body = { late: true };
    finishRoute();
  });

  it('leaves a quick route, and paths outside the API, alone', async () => {
    process.env.REQUEST_DEADLINE_MS = '1000';
    const { ctx, written } = fakeContext('/api/members');
    await deadline(undefined, { strapi } as never)!(ctx, async () => {
      ctx.body = { data: [] };
    });
    expect(written.status).toBeUndefined();
    expect(ctx.respond).toBe(true);
    const outside = fakeContext('/admin');
    let called = false;
    await deadline(undefined, { strapi } as never)!(outside.ctx, async () => {
      called = true;
    });
    expect(called).toBe(true);
  });
});

describe('event loop watchdog', () => {
  it('reports a blocked loop as stuck, then recovers', async () => {
    process.env.EVENT_LOOP_STUCK_MS = '300';
    startEventLoopWatchdog();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busyUntil = Date.now() + 600;
    while (Date.now() < busyUntil) {
      /* the loop is held */
    }
    expect(eventLoopDelayMs()).toBeGreaterThanOrEqual(500);
    expect(isEventLoopStuck()).toBe(true);
    // Three seconds later the block is forgotten.
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    expect(isEventLoopStuck()).toBe(false);
    delete process.env.EVENT_LOOP_STUCK_MS;
  }, 10_000);
});
