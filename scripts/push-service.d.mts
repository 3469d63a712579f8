import type { ECDH } from 'node:crypto';

export interface SubscriptionKeys {
  /** The subscription's P-256 public key, uncompressed, base64url. */
  p256dh: string;
  /** Its 16-byte authentication secret, base64url. */
  auth: string;
  /** The private half, to decrypt what is pushed. */
  ecdh: ECDH;
}

/** A subscription as the browser's PushSubscription.toJSON() gives it: what the PWA sends to the server. */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The id of `/push/<id>`; null for any other path. */
  id: string | null;
  at: number;
  status: number;
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
  /** The decrypted payload; null without one, or when the push was refused. */
  payload: string | null;
  /** Why the push was refused; null when it was well formed. */
  error: string | null;
}

export interface PushService {
  /** `https://127.0.0.1:<port>`: the VAPID audience web-push derives from the endpoint. */
  origin: string;
  endpointFor(id: string): string;
  register(id: string, keys: SubscriptionKeys): SubscriptionJson;
  /** The status a valid push to `id` is answered (e.g. 410 for an expired subscription); null goes back to the default. */
  setAnswer(id: string, status: number | null): void;
  /** Every request, in order of arrival. */
  received: ReceivedPush[];
  waitFor(predicate?: (push: ReceivedPush) => boolean, timeoutMs?: number, count?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export function ensureLoopbackCertificate(dir: string): { certPath: string; keyPath: string };
export function createSubscriptionKeys(): SubscriptionKeys;
export function startPushService(options: {
  certPath: string;
  keyPath: string;
  vapidPublicKey?: string;
  answer?: number;
}): Promise<PushService>;
export function settle(ms: number): Promise<void>;
