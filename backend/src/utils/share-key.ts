// A member hidden from the directory is not findable: its page answers 404 to anyone but its owner (ids are
// sequential, /api/members/1, 2, 3… would list them). The owner still shares it in person — the QR code,
// a link — with a key only the server can make: an HMAC of the member id and of the member's private
// `ShareKeyVersion` under the server's first app key. The owner receives it with its own profile
// (`ShareKey`); a request that carries it sees the page. Moving the version forward (POST
// /api/account/share-key/rotate) revokes every key handed out before: hiding a profile then means hidden.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

export const SHARE_KEY_PARAM = 'shareKey';
const MEMBER_UID = 'api::member.member';

/** Version 0 keeps the keys made before rotation existed, so QR codes already printed still work. */
export function memberShareKey(secret: string, memberId: number, version = 0): string {
  const message = version > 0 ? `member-share:${memberId}:${version}` : `member-share:${memberId}`;
  return createHmac('sha256', secret).update(message).digest('base64url').slice(0, 22);
}

export function isMemberShareKey(secret: string, memberId: number, key: unknown, version = 0): boolean {
  if (typeof key !== 'string' || key.length !== 22) return false;
  return timingSafeEqual(Buffer.from(key), Buffer.from(memberShareKey(secret, memberId, version)));
}

const shareSecret = (strapi: Core.Strapi) => String((strapi.config.get('server.app.keys') as string[])[0]);

async function shareKeyVersion(strapi: Core.Strapi, memberId: number): Promise<number> {
  const row = await strapi.db.query(MEMBER_UID).findOne({ where: { id: memberId }, select: ['id', 'ShareKeyVersion'] });
  return Number(row?.ShareKeyVersion ?? 0);
}

/** The member's current share key (for its owner only). */
export async function currentShareKey(strapi: Core.Strapi, memberId: number): Promise<string> {
  return memberShareKey(shareSecret(strapi), memberId, await shareKeyVersion(strapi, memberId));
}

/** Does `key` open the member's page now? Keys of earlier versions do not. */
export async function opensMemberPage(strapi: Core.Strapi, memberId: number, key: unknown): Promise<boolean> {
  if (typeof key !== 'string' || key.length !== 22) return false;
  return isMemberShareKey(shareSecret(strapi), memberId, key, await shareKeyVersion(strapi, memberId));
}
