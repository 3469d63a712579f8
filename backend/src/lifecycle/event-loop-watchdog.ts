// Measures how late the event loop runs (perf_hooks.monitorEventLoopDelay, plus a tick of our own that
// sees a block still under way), so /api/health can say an instance is stuck. A Node process whose loop is
// blocked answers nothing at all — not its health check, not SIGTERM — so the figure matters on both sides
// of a block: while the loop lags (work hogging it in slices) health answers 503 and the load balancer sends
// traffic elsewhere; a loop blocked for good is left to the orchestrator's liveness timeout
// (docs/deploy.md, "Health checks").
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { envMilliseconds } from './env';

const TICK_MS = 100;
/** How long a delay is remembered: the health check reports the worst of the last seconds. */
const MEMORY_MS = 3_000;

let histogram: IntervalHistogram | undefined;
let timer: NodeJS.Timeout | undefined;
let lastTick = 0;
let samples: { at: number; delay: number }[] = [];

/** The loop is called stuck above this delay (ms). */
export const stuckThreshold = () => envMilliseconds('EVENT_LOOP_STUCK_MS', 2_000, 1);

function tick() {
  const now = performance.now();
  // A tick that comes late is itself a measure of the block; the histogram adds the finer delays between.
  const late = Math.max(0, now - lastTick - TICK_MS, histogram ? histogram.max / 1e6 : 0);
  lastTick = now;
  histogram?.reset();
  samples = samples.filter((sample) => now - sample.at < MEMORY_MS);
  if (late > 0) samples.push({ at: now, delay: late });
}

/** Starts measuring (idempotent). The timer never keeps the process alive. */
export function startEventLoopWatchdog() {
  if (timer) return;
  histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  lastTick = performance.now();
  timer = setInterval(tick, TICK_MS);
  timer.unref();
}

export function stopEventLoopWatchdog() {
  clearInterval(timer);
  timer = undefined;
  histogram?.disable();
  histogram = undefined;
  samples = [];
}

/** The worst event-loop delay of the last few seconds (ms), a block still under way included. */
export function eventLoopDelayMs(): number {
  if (!timer) return 0;
  const now = performance.now();
  const overdue = Math.max(0, now - lastTick - TICK_MS);
  const remembered = samples.filter((sample) => now - sample.at < MEMORY_MS).map((sample) => sample.delay);
  return Math.round(Math.max(overdue, ...remembered));
}

export const isEventLoopStuck = (delay = eventLoopDelayMs()) => delay > stuckThreshold();
