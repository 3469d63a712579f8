// A phone's link between Chromium and the app's Node server: DevTools' Slow 4G (562 ms round trip, 1.44 Mbps
// down, 675 kbps up) applied at the socket, so that it holds for every request of the profile — the page's and
// the service worker's alike (DevTools' throttling of a page does not reach its service worker). Down- and
// upstream bandwidth are shared by all connections, as on one radio link.
import net from 'node:net';

export const SLOW_4G_LINK = { rttMs: 562, downBytesPerSecond: 180_000, upBytesPerSecond: 84_000 };

/**
 * One direction of the link: `connection()` gives each connection its sender. A chunk leaves after the half
 * round trip and its turn on the wire, which all connections share; a connection's chunks leave in their order
 * (one timer per connection for its queue: separate timers due within the same millisecond may fire out of
 * order, and a reordered HTTP answer is a broken one).
 */
function direction(bytesPerSecond, delayMs) {
  let wireFreeAt = 0;
  const connection = () => {
    const queue = [];
    let timer = null;
    const pump = () => {
      timer = null;
      const now = performance.now();
      while (queue.length > 0 && queue[0].at <= now) queue.shift().send();
      if (queue.length > 0) timer = setTimeout(pump, queue[0].at - now);
    };
    return (chunk, send) => {
      const now = performance.now();
      const start = Math.max(now, wireFreeAt);
      wireFreeAt = start + (chunk.length / bytesPerSecond) * 1000;
      queue.push({ at: wireFreeAt + delayMs, send });
      if (timer === null) timer = setTimeout(pump, queue[0].at - now);
    };
  };
  return { connection };
}

/** Starts the link in front of `target` (host:port); resolves { url, bytesDown, close }. */
export function startSlowLink(targetPort, link = SLOW_4G_LINK) {
  const downLink = direction(link.downBytesPerSecond, link.rttMs / 2);
  const upLink = direction(link.upBytesPerSecond, link.rttMs / 2);
  const stats = { bytesDown: 0 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    const up = upLink.connection();
    const down = downLink.connection();
    sockets.add(client).add(upstream);
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
