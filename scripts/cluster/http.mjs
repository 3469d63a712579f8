// Simulated clients for the cluster test: each one has its own loopback address (127.0.x.y), so Strapi's
// per-client limits see different people behind the balancer, and its own kept-alive connections.
import http from 'node:http';
import zlib from 'node:zlib';

let nextClient = 0;

/** A client with its own source address. */
export function client(index = (nextClient += 1)) {
  const localAddress = `127.0.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress });
  return {
    localAddress,
    request: (url, options = {}) => request(url, { ...options, agent, localAddress }),
    close: () => agent.destroy(),
  };
}

/** JSON or multipart body → bytes and content type. */
async function encode(body, form) {
  if (form) {
    const response = new Response(form);
    return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
  }
  if (body === undefined) return { bytes: null, type: null };
  return { bytes: Buffer.from(JSON.stringify(body)), type: 'application/json' };
}

/**
 * One HTTP request. Resolves {status, headers, body, ms}; a transport failure (refused, reset) resolves with
 * status 0 and `error`, so load loops can count it as a failure like any other.
 */
export async function request(url, { method = 'GET', token, body, form, headers = {}, agent, localAddress, timeoutMs = 90_000 } = {}) {
  const { bytes, type } = await encode(body, form);
  const started = Date.now();
  return new Promise((resolve) => {
    const h = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    if (type) h['content-type'] = type;
    if (bytes) h['content-length'] = bytes.length;
    const req = http.request(url, { method, headers: h, agent, localAddress, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode, headers: res.headers, body: parsed, ms: Date.now() - started, at: started });
      });
      res.on('error', (error) => resolve({ status: 0, error: error.message, ms: Date.now() - started, at: started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message, ms: Date.now() - started, at: started }));
    req.end(bytes ?? undefined);
  });
}

/** Counts answers by status: {"200": 812, "503": 4}. */
export function byStatus(results) {
  const counts = {};
  for (const result of results) counts[result.status] = (counts[result.status] ?? 0) + 1;
  return counts;
}

// A PNG of w×h pixels, made without an image library: big enough for Strapi's renditions.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

export function png(width, height, seed = 0) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([(x + seed) % 256, (seed * 7) % 256, (x * 3) % 256], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart form for POST /api/upload. */
export function uploadForm(files, fields) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form;
}
