// A member hidden from the directory is not findable: its page answers 404 to anyone but its owner (ids are
// sequential, /api/members/1, 2, 3… would list them). The owner still shares it in person — the QR code,
// a link — with a key only the server can make: an HMAC of the member id under the server's first app key.
// The owner receives it with its own profile (`ShareKey`); a request that carries it sees the page.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SHARE_KEY_PARAM = 'shareKey';

export function memberShareKey(secret: string, memberId: number): string {
  return createHmac('sha256', secret).update(`member-share:${memberId}`).digest('base64url').slice(0, 22);
}

export function isMemberShareKey(secret: string, memberId: number, key: unknown): boolean {
  if (typeof key !== 'string' || key.length !== 22) return false;
  return timingSafeEqual(Buffer.from(key), Buffer.from(memberShareKey(secret, memberId)));
}
