// The server's VAPID identity (RFC 8292): the key pair a push service checks each push against. From the
// environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT) in production — config/secrets.ts refuses to
// start without them. In development and the tests, a pair generated once per machine in .tmp/ (never committed:
// a subscription made against one public key only works with its private key, so it must outlive restarts).
import fs from 'node:fs';
import path from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { clubEmail } from './club-identity';

export type Vapid = { publicKey: string; privateKey: string; subject: string };

const DEVELOPMENT_FILE = path.join(process.cwd(), '.tmp', 'vapid-development.json');

/** A base64url key of `bytes` bytes (65 for a public P-256 point, 32 for its private scalar). */
export const isVapidKey = (value: string | undefined, bytes: number) =>
  !!value && /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;

function developmentKeys(): { publicKey: string; privateKey: string } {
  try {
    const stored = JSON.parse(fs.readFileSync(DEVELOPMENT_FILE, 'utf8'));
    if (isVapidKey(stored.publicKey, 65) && isVapidKey(stored.privateKey, 32)) return stored;
  } catch {
    // Missing or unreadable: made below.
  }
  const keys = generateVAPIDKeys();
  fs.mkdirSync(path.dirname(DEVELOPMENT_FILE), { recursive: true });
  // Written whole then renamed: two servers starting together read one pair or the other, never half of one.
  const temporary = `${DEVELOPMENT_FILE}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(keys));
  try {
    fs.linkSync(temporary, DEVELOPMENT_FILE);
  } catch {
    // Another server wrote it first: theirs is kept.
  }
  fs.rmSync(temporary, { force: true });
  return JSON.parse(fs.readFileSync(DEVELOPMENT_FILE, 'utf8'));
}

let cached: Vapid | null = null;

export function vapid(): Vapid {
  if (cached) return cached;
  const publicKey = process.env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = process.env.VAPID_PRIVATE_KEY?.trim();
  const keys = publicKey && privateKey ? { publicKey, privateKey } : developmentKeys();
  cached = { ...keys, subject: process.env.VAPID_SUBJECT?.trim() || `mailto:${clubEmail()}` };
  return cached;
}
