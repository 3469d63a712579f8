// 'Changer mon lien de partage': moves the member's private ShareKeyVersion forward, so every share key
// (QR code, link) handed out before stops opening a hidden profile (src/utils/share-key.ts).
import type { Core } from '@strapi/strapi';
import { lockedTransaction } from '../../../utils/lock';
import { currentShareKey } from '../../../utils/share-key';

const MEMBER_UID = 'api::member.member';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The member's new share key, or null when the account has no member. */
  async rotate(userId: number): Promise<string | null> {
    const member = await strapi.db.query(MEMBER_UID).findOne({ where: { user: { id: userId } }, select: ['id', 'ShareKeyVersion'] });
    if (!member) return null;
    // Read and write in one serialised transaction: two rotations at once still give two new versions.
    await lockedTransaction(strapi, `share-key:${member.id}`, async () => {
      const row = await strapi.db.query(MEMBER_UID).findOne({ where: { id: member.id }, select: ['id', 'ShareKeyVersion'] });
      await strapi.db
        .query(MEMBER_UID)
        .update({ where: { id: member.id }, data: { ShareKeyVersion: Number(row?.ShareKeyVersion ?? 0) + 1 } });
    });
    return currentShareKey(strapi, member.id);
  },
});
