// Tag moderation (backoffice/tag-moderation.ts) came after the first tags: those, and the ones the demo seed
// writes in bulk, have no value and are accepted at each start.
import type { Core } from '@strapi/strapi';
import { TAG_UIDS } from '../api/taxonomy/services/taxonomy';

/**
 * At each start: tags with no value (from before moderation, or bulk-created by the demo seed) are accepted.
 * A member's new tag is written with an explicit false, so it stays pending.
 */
export async function acceptExistingTags(strapi: Core.Strapi): Promise<number> {
  let accepted = 0;
  for (const uid of TAG_UIDS) {
    const { count } = await strapi.db.query(uid).updateMany({ where: { Accepted: { $null: true } }, data: { Accepted: true } });
    accepted += count;
  }
  return accepted;
}
