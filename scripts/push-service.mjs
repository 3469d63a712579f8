// A loopback stand-in for a browser's Web Push service. A real subscription's endpoint belongs to a cloud service
// (FCM, Mozilla autopush, Apple) that the tests cannot reach, and whose answer would prove nothing anyway. This one
// listens on 127.0.0.1 over HTTPS (web-push only speaks HTTPS) and checks what our server sends as RFC 8030 (the
// protocol: TTL, Urgency, Topic), RFC 8292 (VAPID: a signed ES256 token for this origin) and RFC 8291 (the payload,
// aes128gcm-encrypted for the subscription's keys) say it must be, then decrypts the payload as the browser would.
// Used by the unit, API and end-to-end tests; the server under test trusts its certificate through
// NODE_EXTRA_CA_CERTS=<certPath>.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import ece from 'http_ece';

const MAX_BODY = 8 * 1024;
const MAX_VAPID_LIFETIME_S = 24 * 60 * 60;
const URGENCIES = ['very-low', 'low', 'normal', 'high'];
const ID_PATTERN = /^[\w.~-]+$/;

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Whether the pair can be reused: both parse, belong together, name 127.0.0.1 and last at least another day. */
function usablePair(certPath, keyPath) {
  try {
    const cert = new crypto.X509Certificate(fs.readFileSync(certPath));
    const key = crypto.createPrivateKey(fs.readFileSync(keyPath));
    return cert.checkPrivateKey(key) && cert.checkIP('127.0.0.1') !== undefined && Date.parse(cert.validTo) > Date.now() + 86_400_000;
  } catch {
    return false;
  }
}

/**
 * A self-signed certificate for https://127.0.0.1 (and localhost), P-256, valid 30 days, made once with the openssl
 * CLI in `dir` and reused while it is valid. Safe across processes (parallel test workers): a lock directory makes one
 * writer at a time, the files are written under temporary names and renamed, and a pair is only replaced in its last
 * day, so processes of one run (the server trusting it, the tests serving it) see the same pair.
 * @param {string} dir
 * @returns {{ certPath: string, keyPath: string }}
 */
export function ensureLoopbackCertificate(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const certPath = path.join(dir, 'loopback-cert.pem');
  const keyPath = path.join(dir, 'loopback-key.pem');
  const lock = path.join(dir, 'loopback-cert.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (usablePair(certPath, keyPath)) return { certPath, keyPath };
    try {
      fs.mkdirSync(lock);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      // A writer that died holding the lock would otherwise stop every later run.
      if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 10_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock} to make the loopback certificate`);
      sleepSync(25);
      continue;
    }
    const suffix = `.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      if (usablePair(certPath, keyPath)) continue;
      // prettier-ignore
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '30',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout', keyPath + suffix, '-out', certPath + suffix,
      ], { stdio: 'pipe' });
      fs.renameSync(keyPath + suffix, keyPath);
      fs.renameSync(certPath + suffix, certPath);
    } finally {
      for (const leftover of [keyPath + suffix, certPath + suffix]) fs.rmSync(leftover, { force: true });
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * A subscription's keys as a browser makes them (RFC 8291 §3): a P-256 ECDH pair, whose public half is `p256dh`
 * (uncompressed point, base64url), and a 16-byte authentication secret `auth` (base64url). `ecdh` keeps the private
 * key, to decrypt what is pushed.
 * @returns {{ p256dh: string, auth: string, ecdh: crypto.ECDH }}
 */
export function createSubscriptionKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url'), ecdh };
}

/**
 * Resolves after `ms`: to check that nothing was pushed, wait this long, then look at `received`.
 * @param {number} ms
 * @returns {Promise<void>}
 */
export const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class BadRequest extends Error {}

const base64url = (text) => {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new BadRequest('not base64url');
  return Buffer.from(text, 'base64url');
};

/** The parameters of `Authorization: vapid t=…, k=…` (RFC 8292 §3), or a BadRequest. */
function vapidParams(header) {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) throw new BadRequest('Authorization is not "vapid t=…, k=…"');
  const params = {};
  for (const part of match[1].split(',')) {
    const [name, ...value] = part.trim().split('=');
    params[name.toLowerCase()] = value.join('=').replace(/^"(.*)"$/, '$1');
  }
  if (!params.t || !params.k) throw new BadRequest('Authorization lacks t= or k=');
  return params;
}

/** Checks the VAPID token (RFC 8292 §2) against the key `k` sent with it; throws a BadRequest saying what is wrong. */
function checkVapid(params, { origin, vapidPublicKey }) {
  const publicKey = base64url(params.k);
  if (publicKey.length !== 65 || publicKey[0] !== 4) throw new BadRequest('VAPID k is not an uncompressed P-256 point');
  if (vapidPublicKey && !publicKey.equals(Buffer.from(vapidPublicKey, 'base64url'))) {
    throw new BadRequest('VAPID k is not the application server key of the subscription');
  }
  const parts = params.t.split('.');
  if (parts.length !== 3) throw new BadRequest('VAPID t is not a JWT');
  let header, claims;
  try {
    header = JSON.parse(base64url(parts[0]).toString('utf8'));
    claims = JSON.parse(base64url(parts[1]).toString('utf8'));
  } catch {
    throw new BadRequest('VAPID JWT does not parse');
  }
  if (header?.alg !== 'ES256') throw new BadRequest(`VAPID JWT alg is ${header?.alg}, not ES256`);
  let key;
  try {
    const [x, y] = [publicKey.subarray(1, 33).toString('base64url'), publicKey.subarray(33).toString('base64url')];
    key = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
  } catch {
    throw new BadRequest('VAPID k is not a point of P-256');
  }
  const signature = base64url(parts[2]);
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (signature.length !== 64 || !crypto.verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature)) {
    throw new BadRequest('VAPID JWT signature does not verify against k');
  }
  if (claims?.aud !== origin) throw new BadRequest(`VAPID aud is ${claims?.aud}, not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new BadRequest('VAPID exp is missing or past');
  if (claims.exp > now + MAX_VAPID_LIFETIME_S) throw new BadRequest('VAPID exp is more than 24 hours ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto|https):/.test(claims.sub)) {
    throw new BadRequest('VAPID sub is not a mailto: or https: URI');
  }
}

/** The payload as the browser reads it (RFC 8291 §4: aes128gcm, one record, keyid = the sender's ECDH key). */
function decryptPayload(body, keys) {
  if (body.length < 21) throw new BadRequest('aes128gcm header is truncated');
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  if (idlen !== 65) throw new BadRequest('aes128gcm keyid is not a 65-byte P-256 key');
  if (rs < 18) throw new BadRequest('aes128gcm rs is below 18');
  if (body.length - 21 - idlen > rs) throw new BadRequest('payload is not a single aes128gcm record');
  try {
    return ece.decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8');
  } catch (error) {
    throw new BadRequest(`payload does not decrypt: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Checks a push request's headers and body; returns the decrypted payload (null when there is none). */
function checkPush(headers, body, keys, options) {
  const ttl = headers.ttl;
  if (ttl === undefined || !/^\d+$/.test(ttl)) throw new BadRequest('TTL header is missing or not a number of seconds');
  if (headers.urgency !== undefined && !URGENCIES.includes(headers.urgency)) {
    throw new BadRequest('Urgency is not very-low|low|normal|high');
  }
  if (headers.topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(headers.topic)) {
    throw new BadRequest('Topic is not up to 32 base64url characters');
  }
  checkVapid(vapidParams(headers.authorization), options);
  // A push without a payload is allowed (RFC 8030 §5); one with a payload must be encrypted (RFC 8291 §4).
  if (body.length === 0) return null;
  if (headers['content-encoding']?.toLowerCase() !== 'aes128gcm') throw new BadRequest('Content-Encoding is not aes128gcm');
  return decryptPayload(body, keys);
}

/**
 * Starts the push service on https://127.0.0.1:<random port>.
 * - `register(id, keys)` makes `${origin}/push/${id}` a subscription endpoint (keys from createSubscriptionKeys()) and
 *   returns the subscription as the browser's PushSubscription.toJSON() gives it;
 * - a POST there is checked and decrypted, then answered 201 (or `answer`, or what `setAnswer(id, status)` set, e.g. 410
 *   for an expired subscription); 400 for a malformed push, 404 for an unknown id, 413 above 8 KB. Every request is
 *   recorded in `received`, in order;
 * - `waitFor(predicate, timeoutMs = 10000, count = 1)` resolves with the matching entries once there are `count` of
 *   them, and rejects on timeout listing what was received.
 * @param {{ certPath: string, keyPath: string, vapidPublicKey?: string, answer?: number }} options
 *   `vapidPublicKey`: the application server key subscriptions were made with; a push signed with another is a 400.
 *   `answer`: the status of a valid push to a registered subscription without its own answer (201 by default).
 */
export async function startPushService({ certPath, keyPath, vapidPublicKey, answer = 201 }) {
  /** @type {Map<string, { p256dh: string, auth: string, ecdh: crypto.ECDH }>} */
  const subscriptions = new Map();
  /** @type {Map<string, number>} */
  const answers = new Map();
  /** @type {Array<{ id: string | null, at: number, status: number, ttl: number | null, urgency: string | null, topic: string | null, payload: string | null, error: string | null }>} */
  const received = [];
  /** @type {Set<() => void>} */
  const listeners = new Set();
  let origin = '';

  const server = https.createServer({ cert: fs.readFileSync(certPath), key: fs.readFileSync(keyPath) }, (req, res) => {
    const match = /^\/push\/([^/?#]+)$/.exec(req.url ?? '');
    const id = match ? match[1] : null;
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      const { ttl, urgency = null, topic = null } = req.headers;
      const seconds = /^\d+$/.test(ttl ?? '') ? Number(ttl) : null;
      const entry = { id, at: Date.now(), status: 201, ttl: seconds, urgency, topic, payload: null, error: null };
      const keys = id === null ? undefined : subscriptions.get(id);
      if (id === null || !keys) [entry.status, entry.error] = [404, 'no such subscription'];
      else if (req.method !== 'POST') [entry.status, entry.error] = [405, 'a push is a POST'];
      else if (size > MAX_BODY) [entry.status, entry.error] = [413, `payload over ${MAX_BODY} bytes`];
      else {
        try {
          entry.payload = checkPush(req.headers, Buffer.concat(chunks), keys, { origin, vapidPublicKey });
          entry.status = answers.get(id) ?? answer;
        } catch (error) {
          // Anything but a BadRequest is this stand-in's own fault: a 500 the test will see, not a crashed run.
          [entry.status, entry.error] = error instanceof BadRequest ? [400, error.message] : [500, String(error)];
        }
      }
      received.push(entry);
      for (const listener of listeners) listener();
      const headers = entry.status === 201 ? { Location: `/message/${crypto.randomUUID()}` } : {};
      res.writeHead(entry.status, { 'Content-Type': 'text/plain', ...headers });
      res.end(entry.error ?? '');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `https://127.0.0.1:${address.port}`;

  const endpointFor = (id) => {
    if (!ID_PATTERN.test(id)) throw new Error(`Push subscription id ${JSON.stringify(id)} is not URL-safe`);
    return `${origin}/push/${id}`;
  };

  return {
    origin,
    received,
    endpointFor,
    register(id, keys) {
      const endpoint = endpointFor(id);
      subscriptions.set(id, keys);
      return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    setAnswer(id, status) {
      if (status == null) answers.delete(id);
      else answers.set(id, status);
    },
    waitFor(predicate = () => true, timeoutMs = 10_000, count = 1) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const matching = received.filter(predicate);
          if (matching.length < count) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(matching);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          const seen = received.map((entry) => JSON.stringify(entry)).join('\n  ') || '(nothing)';
          reject(new Error(`Push service: fewer than ${count} matching push(es) after ${timeoutMs} ms; received:\n  ${seen}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close() {
      listeners.clear();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
