// A phone's link between Chromium and the app's Node server: DevTools' Slow 4G (562 ms round trip, 1.44 Mbps
// down, 675 kbps up) applied at the socket, so that it holds for every request of the profile — the page's and
// the service worker's alike (DevTools' throttling of a page does not reach its service worker). Down- and
// upstream bandwidth are shared by all connections, as on one radio link.
import net from 'node:net';

export const SLOW_4G_LINK = { rttMs: 562, downBytesPerSecond: 180_000, upBytesPerSecond: 84_000 };

/** A scheduler for one direction of the link: each chunk leaves after the half round trip and its turn on the wire. */
function direction(bytesPerSecond, delayMs) {
  let wireFreeAt = 0;
  return (chunk, send) => {
    const now = performance.now();
    const start = Math.max(now, wireFreeAt);
    wireFreeAt = start + (chunk.length / bytesPerSecond) * 1000;
    setTimeout(send, wireFreeAt - now + delayMs);
  };
}

/** Starts the link in front of `target` (host:port); resolves { url, bytesDown, close }. */
export function startSlowLink(targetPort, link = SLOW_4G_LINK) {
  const down = direction(link.downBytesPerSecond, link.rttMs / 2);
  const up = direction(link.upBytesPerSecond, link.rttMs / 2);
  const stats = { bytesDown: 0 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    // Order is kept: each direction's chunks are scheduled in arrival order on a monotonic clock.
    client.on('data', (chunk) => up(chunk, () => upstream.writable && upstream.write(chunk)));
    upstream.on('data', (chunk) => {
      stats.bytesDown += chunk.length;
      down(chunk, () => client.writable && client.write(chunk));
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    // The server's end reaches the phone after the last byte it sent.
    upstream.on('end', () => down(Buffer.alloc(0), () => client.end())).on('error', end);
    client.on('end', () => up(Buffer.alloc(0), () => upstream.end()));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stats,
        close: () =>
          new Promise((done) => {
            sockets.forEach((socket) => socket.destroy());
            server.close(() => done());
          }),
      });
    });
  });
}
