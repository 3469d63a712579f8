// The one-click unsubscribe of every event mail (RFC 8058): its URL carries the member id and a token that
// only the server can make — an HMAC of `event-reminders-off:<id>` under the server's first app key. It is
// single-purpose: it can turn that member's reminders off, nothing else (no session, no read, no other
// setting), so a forwarded mail or a logged URL gives no more than that. Turning them on again needs the
// member's session ('Mon Profil').
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

const TOKEN_LENGTH = 32;

export function unsubscribeToken(secret: string, memberId: number): string {
  return createHmac('sha256', secret).update(`event-reminders-off:${memberId}`).digest('base64url').slice(0, TOKEN_LENGTH);
}

export function isUnsubscribeToken(secret: string, memberId: number, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  // Compared as bytes of equal length: 32 characters of 'é' are 64 bytes, and timingSafeEqual throws on a
  // length mismatch (a 500 for a forged link).
  const given = Buffer.from(token);
  const expected = Buffer.from(unsubscribeToken(secret, memberId));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const unsubscribeSecret = (strapi: Core.Strapi) => String((strapi.config.get('server.app.keys') as string[])[0]);

/** The URL of List-Unsubscribe (POST, one click) and of the mail's own link (GET: a page with one button). */
export function unsubscribeUrl(strapi: Core.Strapi, appUrl: string, memberId: number): string {
  return `${appUrl}/api/reminders/unsubscribe?member=${memberId}&token=${unsubscribeToken(unsubscribeSecret(strapi), memberId)}`;
}
