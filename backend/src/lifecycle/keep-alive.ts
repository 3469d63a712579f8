import type { Server } from 'node:http';
import { envMilliseconds } from './env';

// Node closes an idle keep-alive connection after 5 s. A client (a browser, a load balancer, a test's HTTP
// client) that sends its next request on that socket at the same moment gets "socket hang up" for a request
// the server never saw. The usual rule: the server keeps idle connections open longer than the clients and
// proxies in front of it (load balancers commonly wait 60 s), so it is never the one closing under them.
const DEFAULT_KEEP_ALIVE_MS = 65_000;

// At least 1: Node reads 0 as "never close an idle connection".
export const keepAliveTimeout = () => envMilliseconds('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_KEEP_ALIVE_MS, 1);

export function configureKeepAlive(server: Server, timeoutMs = keepAliveTimeout()) {
  server.keepAliveTimeout = timeoutMs;
  // Must exceed keepAliveTimeout, or Node may drop a connection while the next request's headers arrive.
  server.headersTimeout = timeoutMs + 1_000;
}
