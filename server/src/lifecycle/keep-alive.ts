import type { Server } from 'node:http';

// Node closes an idle keep-alive connection after 5 s. A client (a browser, a load balancer, a test's HTTP
// client) that sends its next request on that socket at the same moment gets "socket hang up" for a request
// the server never saw. The usual rule: the server keeps idle connections open longer than the clients and
// proxies in front of it (load balancers commonly wait 60 s), so it is never the one closing under them.
const DEFAULT_KEEP_ALIVE_MS = 65_000;

export function keepAliveTimeout(): number {
  const value = Number(process.env.KEEP_ALIVE_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_KEEP_ALIVE_MS;
}

export function configureKeepAlive(server: Server, timeoutMs = keepAliveTimeout()) {
  server.keepAliveTimeout = timeoutMs;
  // Must exceed keepAliveTimeout, or Node may drop a connection while the next request's headers arrive.
  server.headersTimeout = timeoutMs + 1_000;
}
