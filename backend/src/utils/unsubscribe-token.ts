// The one-click unsubscribe of the event mails (RFC 8058): its URL carries the member id, what to stop and a
// token only the server can make — an HMAC of `<purpose>:<id>` under the server's first app key. Each token is
// single-purpose: it turns that member's reminders off (`event-reminders-off`, the links of mails already sent)
// or their change notices off (`event-changes-off`), nothing else (no session, no read, no other setting), so a
// forwarded mail or a logged URL gives no more than that. Turning them on again needs the member's session.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

const TOKEN_LENGTH = 32;

/** What a link stops: the day-before reminders (and sign-up confirmations), or the mails saying an event moved. */
export type MailKind = 'reminders' | 'changes';
export const MAIL_KINDS: readonly MailKind[] = ['reminders', 'changes'];
const PURPOSE: Record<MailKind, string> = { reminders: 'event-reminders-off', changes: 'event-changes-off' };

export function unsubscribeToken(secret: string, memberId: number, kind: MailKind = 'reminders'): string {
  return createHmac('sha256', secret).update(`${PURPOSE[kind]}:${memberId}`).digest('base64url').slice(0, TOKEN_LENGTH);
}

export function isUnsubscribeToken(secret: string, memberId: number, token: unknown, kind: MailKind = 'reminders'): boolean {
  if (typeof token !== 'string') return false;
  // Compared as bytes of equal length: 32 characters of 'é' are 64 bytes, and timingSafeEqual throws on a
  // length mismatch (a 500 for a forged link).
  const given = Buffer.from(token);
  const expected = Buffer.from(unsubscribeToken(secret, memberId, kind));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const unsubscribeSecret = (strapi: Core.Strapi) => String((strapi.config.get('server.app.keys') as string[])[0]);

/** The URL of List-Unsubscribe (POST, one click) and of the mail's own link (GET: a page with one button). */
export function unsubscribeUrl(strapi: Core.Strapi, appUrl: string, memberId: number, kind: MailKind = 'reminders'): string {
  const token = unsubscribeToken(unsubscribeSecret(strapi), memberId, kind);
  return `${appUrl}/api/reminders/unsubscribe?member=${memberId}${kind === 'reminders' ? '' : `&kind=${kind}`}&token=${token}`;
}
