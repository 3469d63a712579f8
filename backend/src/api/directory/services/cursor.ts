// A sync cursor names a point in a directory's changes feed. The removals after a point include the members
// who hid since then, which only a device that really held them may learn: so the server signs every cursor
// it hands out, and a cursor it did not sign (made up, or saved before cursors were signed) is answered as a
// fresh download, which lists no removal at all.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

export interface Cursor {
  at: number;
  id: number;
  /**
   * A first download's pages after the first: when that download began (the database's clock). The copy cannot hold
   * what was removed before, so no such removal goes to it (a hidden member's tombstone would tell it the member exists).
   */
  base?: number;
}

/** A cursor as a device sent it: `signed` says the server made it. */
export interface ReceivedCursor extends Cursor {
  signed: boolean;
}

const SIGNATURE_LENGTH = 22;

const point = ({ at, id, base }: Cursor) => (base === undefined ? `${at}.${id}` : `${at}.${id}.${base}`);

const signature = (secret: string, cursor: Cursor) =>
  createHmac('sha256', secret)
    .update(`directory-cursor:${point(cursor)}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);

/** The server's first app key: every instance of a deployment shares it, so any of them accepts the others' cursors. */
export const cursorSecret = (strapi: Core.Strapi) => String((strapi.config.get('server.app.keys') as string[])[0]);

export const formatCursor = (secret: string, cursor: Cursor) => `${point(cursor)}.${signature(secret, cursor)}`;

/** null when the value is not a cursor at all (a 400); otherwise the point, signed or not. */
export function parseCursor(secret: string, value: string): ReceivedCursor | null {
  const match = /^(\d{1,16})\.(\d{1,10})(?:\.(\d{1,16}))?(?:\.([\w-]{22}))?$/.exec(value);
  if (!match) return null;
  const cursor: Cursor = { at: Number(match[1]), id: Number(match[2]), ...(match[3] !== undefined && { base: Number(match[3]) }) };
  const given = match[4];
  const signed = given !== undefined && timingSafeEqual(Buffer.from(given), Buffer.from(signature(secret, cursor)));
  return { ...cursor, signed };
}
