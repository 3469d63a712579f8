// @vitest-environment node
// The loopback push service (scripts/push-service.mjs) against the real web-push library: it must accept and
// decrypt what web-push sends, and refuse what a real push service would refuse, or the tests built on it prove
// nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriptionKeys, ensureLoopbackCertificate, startPushService, type PushService } from '../../scripts/push-service.mjs';

// web-push ships no types: the part used here.
interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
interface WebPush {
  generateVAPIDKeys(): { publicKey: string; privateKey: string };
  sendNotification(subscription: Subscription, payload: string | null, options: object): Promise<{ statusCode: number }>;
  generateRequestDetails(
    subscription: Subscription,
    payload: string | null,
    options: object,
  ): { method: string; endpoint: string; headers: Record<string, string | number>; body: Buffer | null };
}
const webpush = createRequire(import.meta.url)('web-push') as WebPush;

const certDir = path.join(os.tmpdir(), 'club-push-service-test');
const { certPath, keyPath } = ensureLoopbackCertificate(certDir);
// This process must trust the certificate too (the server under test gets NODE_EXTRA_CA_CERTS instead).
const agent = new https.Agent({ ca: fs.readFileSync(certPath) });
const vapid = webpush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:test@example.org', publicKey: vapid.publicKey, privateKey: vapid.privateKey };
const payload = JSON.stringify({ title: "Une place s'est libérée : Lunch", body: 'x' });

let service: PushService;
beforeAll(async () => {
  service = await startPushService({ certPath, keyPath, vapidPublicKey: vapid.publicKey });
});
afterAll(() => service.close());

const send = (subscription: Subscription, options: object = {}) =>
  webpush.sendNotification(subscription, payload, { vapidDetails, TTL: 3600, agent, ...options });

describe('the loopback push service', () => {
  it('accepts what web-push sends and decrypts it as the browser would', async () => {
    const subscription = service.register('delivered', createSubscriptionKeys());
    const answer = await send(subscription, { urgency: 'high', topic: 'waitlist-42' });
    expect(answer.statusCode).toBe(201);
    const [push] = await service.waitFor((entry) => entry.id === 'delivered');
    expect(push).toMatchObject({ status: 201, ttl: 3600, urgency: 'high', topic: 'waitlist-42', payload, error: null });
  });

  it('refuses a push signed with another application server key', async () => {
    const other = webpush.generateVAPIDKeys();
    const subscription = service.register('other-vapid', createSubscriptionKeys());
    const sent = send(subscription, { vapidDetails: { ...vapidDetails, publicKey: other.publicKey, privateKey: other.privateKey } });
    await expect(sent).rejects.toMatchObject({ statusCode: 400 });
    expect(service.received.at(-1)).toMatchObject({
      id: 'other-vapid',
      status: 400,
      error: expect.stringMatching(/application server key/),
    });
  });

  it('refuses a VAPID token whose signature does not match its key', async () => {
    const stranger = webpush.generateVAPIDKeys();
    const open = await startPushService({ certPath, keyPath });
    try {
      const subscription = open.register('forged', createSubscriptionKeys());
      const request = webpush.generateRequestDetails(subscription, payload, { vapidDetails, TTL: 60 });
      const authorization = String(request.headers.Authorization).replace(/k=[\w-]+/, `k=${stranger.publicKey}`);
      const status = await new Promise<number>((resolve, reject) => {
        const req = https.request(request.endpoint, {
          method: 'POST',
          headers: { ...request.headers, Authorization: authorization },
          agent,
        });
        req.on('response', (res) => resolve(res.resume().statusCode!)).on('error', reject);
        req.end(request.body);
      });
      expect(status).toBe(400);
      expect(open.received[0]).toMatchObject({ status: 400, error: expect.stringMatching(/signature/) });
    } finally {
      await open.close();
    }
  });

  it('refuses a payload encrypted for other keys', async () => {
    const subscription = service.register('wrong-keys', createSubscriptionKeys());
    const stranger = createSubscriptionKeys();
    const sent = send({ endpoint: subscription.endpoint, keys: { p256dh: stranger.p256dh, auth: stranger.auth } });
    await expect(sent).rejects.toMatchObject({ statusCode: 400 });
    expect(service.received.at(-1)).toMatchObject({
      id: 'wrong-keys',
      status: 400,
      payload: null,
      error: expect.stringMatching(/decrypt/),
    });
  });

  it('answers 410 Gone for a subscription said to be expired, still recording the push', async () => {
    const subscription = service.register('gone', createSubscriptionKeys());
    service.setAnswer('gone', 410);
    await expect(send(subscription)).rejects.toMatchObject({ statusCode: 410 });
    expect(service.received.at(-1)).toMatchObject({ id: 'gone', status: 410, payload, error: null });
  });

  it('answers 404 for an endpoint it never registered', async () => {
    const keys = createSubscriptionKeys();
    const sent = send({ endpoint: service.endpointFor('never-registered'), keys: { p256dh: keys.p256dh, auth: keys.auth } });
    await expect(sent).rejects.toMatchObject({ statusCode: 404 });
    expect(service.received.at(-1)).toMatchObject({ id: 'never-registered', status: 404 });
  });

  it('waits for a push, and says what it received when none matches', async () => {
    const subscription = service.register('awaited', createSubscriptionKeys());
    const waiting = service.waitFor((entry) => entry.id === 'awaited', 5000, 2);
    await send(subscription);
    await send(subscription);
    expect(await waiting).toHaveLength(2);
    await expect(service.waitFor((entry) => entry.id === 'nobody', 50)).rejects.toThrow(/"id":"awaited"/);
  });
});

describe('the loopback certificate', () => {
  it('is made once, by one of several processes asking at the same time, and names 127.0.0.1', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loopback-cert-'));
    const script = `import { ensureLoopbackCertificate } from ${JSON.stringify(pathToFileURL(path.resolve('scripts/push-service.mjs')).href)};
      import fs from 'node:fs'; import crypto from 'node:crypto';
      while (Date.now() < Number(process.argv[2])); // all ask at the same moment
      const { certPath, keyPath } = ensureLoopbackCertificate(process.argv[1]);
      const cert = new crypto.X509Certificate(fs.readFileSync(certPath));
      if (!cert.checkPrivateKey(crypto.createPrivateKey(fs.readFileSync(keyPath)))) throw new Error('mismatched pair');
      process.stdout.write(cert.fingerprint256);`;
    const start = String(Date.now() + 1500);
    const runs = Array.from({ length: 4 }, () => promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir, start]));
    const fingerprints = new Set((await Promise.all(runs)).map((run) => run.stdout));
    expect(fingerprints.size).toBe(1);

    const { certPath: again } = ensureLoopbackCertificate(dir);
    const cert = new (await import('node:crypto')).X509Certificate(fs.readFileSync(again));
    expect(fingerprints).toContain(cert.fingerprint256);
    expect(cert.subjectAltName).toMatch(/IP Address:127\.0\.0\.1/);
    expect(fs.readdirSync(dir).sort()).toEqual(['loopback-cert.pem', 'loopback-key.pem']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
