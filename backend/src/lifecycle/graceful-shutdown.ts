// Graceful shutdown, so N instances can be rolled behind a load balancer without cutting requests.
//
// What Strapi 5.54 does on its own: createStrapi() adds a SIGTERM/SIGINT listener (`terminateStrapi`)
// that calls strapi.destroy() at once; destroy() *destroys every open socket* (in-flight requests
// included), closes the database and the process exits. A request being answered during a rolling
// deploy is cut.
//
// What this adds, on SIGTERM/SIGINT:
// 1. the readiness check (/api/health/ready, and /api/health) answers 503 at once, while the instance keeps
//    listening and serving for SHUTDOWN_DRAIN_DELAY_MS (default 5 s; answers carry `Connection: close`): the
//    load balancer sees the 503s and stops sending traffic. Closing the listening socket first would show it
//    "connection refused" instead, an error for every client without retries until its checks notice;
// 2. then stop accepting connections, close idle keep-alive sockets, answer the requests already received
//    (each with `Connection: close`), and only then destroy Strapi — or after SHUTDOWN_TIMEOUT_MS (default
//    25 s: under Kubernetes' 30 s grace period, with the drain delay).
import type { Core } from '@strapi/strapi';
import type { IncomingMessage, Server, ServerResponse } from 'http';
import { envMilliseconds } from './env';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
const DEFAULT_TIMEOUT_MS = 25_000;
// Longer than the balancer needs to see a failed readiness check (HAProxy in docs/deploy.md: under 2 s).
const DEFAULT_DRAIN_DELAY_MS = 5_000;

let draining = false;
const inFlight = new Set<ServerResponse>();
const tracked = new WeakSet<Server>();

/** True once a shutdown started: the health endpoint reports it. */
export const isDraining = () => draining;

/** Counts the requests in flight on this server (call before it listens). Idempotent. */
export function trackRequests(server: Server) {
  if (tracked.has(server)) return;
  tracked.add(server);
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    // 'close' fires once the response is sent, or when the client went away.
    res.once('close', () => inFlight.delete(res));
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
  });
}

const shutdownTimeout = () => envMilliseconds('SHUTDOWN_TIMEOUT_MS', DEFAULT_TIMEOUT_MS);
const drainDelay = () => envMilliseconds('SHUTDOWN_DRAIN_DELAY_MS', DEFAULT_DRAIN_DELAY_MS);

/** Step 1: readiness answers 503, the socket stays open and requests are still served for `delayMs`. */
export async function announceDraining(delayMs = drainDelay()): Promise<void> {
  draining = true;
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/**
 * Stops accepting connections and waits until the requests in flight are answered (or `timeoutMs`).
 * Resolves true when everything was answered in time.
 */
export async function drain(server: Server, timeoutMs = shutdownTimeout()): Promise<boolean> {
  draining = true;
  // No new connections; the callback (all sockets closed) is not awaited: upgraded or idle-but-open
  // sockets (admin dev server, slow clients) would hold it. strapi.destroy() cuts what is left.
  if (server.listening) server.close();
  // Node ≥ 19 closes idle keep-alive sockets in close(); say it explicitly for clarity.
  server.closeIdleConnections?.();
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');

  const deadline = Date.now() + timeoutMs;
  while (inFlight.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return inFlight.size === 0;
}

/** Announces the drain, drains the HTTP server, then destroys Strapi (plugins, server, database pool). */
export async function shutdown(strapi: Core.Strapi, timeoutMs = shutdownTimeout(), delayMs = drainDelay()): Promise<void> {
  const server = strapi.server?.httpServer as Server | undefined;
  if (server) {
    if (delayMs > 0) strapi.log.info(`[shutdown] readiness 503, still serving for ${delayMs} ms`);
    await announceDraining(delayMs);
    const waiting = inFlight.size;
    if (waiting > 0) strapi.log.info(`[shutdown] draining: ${waiting} request(s) in flight`);
    const drained = await drain(server, timeoutMs);
    if (!drained) strapi.log.warn(`[shutdown] ${inFlight.size} request(s) still open after ${timeoutMs} ms: cut`);
  }
  await strapi.destroy();
}

/**
 * Called from register(): counts requests and swaps Strapi's destroy-at-once signal listener for the
 * draining one. An embedder that removed Strapi's listeners (scripts/test-server.js) handles signals
 * itself and calls shutdown(); nothing is installed then.
 */
export function installGracefulShutdown(strapi: Core.Strapi) {
  trackRequests(strapi.server.httpServer as Server);
  let started = false;
  const onSignal = (signal: string) => {
    // Strapi notes signals may arrive twice (npm and the process group): the first one wins.
    if (started) return;
    started = true;
    strapi.log.info(`[shutdown] ${signal} received`);
    shutdown(strapi).then(
      () => process.exit(0),
      (error) => {
        console.error('[shutdown] failed', error);
        process.exit(1);
      },
    );
  };
  for (const signal of SIGNALS) {
    const strapiListeners = process.listeners(signal).filter((listener) => listener.name === 'terminateStrapi');
    if (strapiListeners.length === 0) continue;
    for (const listener of strapiListeners) process.removeListener(signal, listener);
    process.on(signal, onSignal);
  }
}
