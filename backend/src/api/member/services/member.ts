// The member's rules: who owns which member, and which files a member may delete.
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { SETTINGS_FIELDS, type PrivacySettings } from './privacy';

const UID = 'api::member.member';

export type MemberRef = { id: number; documentId: string };

export type MemberRules = {
  /** The member linked to a users-permissions user, or null. */
  ownerOf(userId: number | undefined): Promise<MemberRef | null>;
  /** Ids of every file the member may delete: its BioImage and its companies' Logo and Photos. */
  ownedFileIds(memberId: number): Promise<Set<number>>;
  /** The privacy settings of these members (private attributes: for the server's own checks). */
  privacySettings(ids: number[]): Promise<Map<number, PrivacySettings>>;
  /** Ids of the members hidden from the directory (few: read when a query reaches members). */
  hiddenMemberIds(): Promise<number[]>;
};

const CHUNK = 500; // ids per IN (…) query

export const memberRules = (strapi: Core.Strapi): MemberRules => ({
  async ownerOf(userId) {
    if (!userId) return null;
    return strapi.db.query(UID).findOne({ where: { user: { id: userId } }, select: ['id', 'documentId'] });
  },

  async ownedFileIds(memberId) {
    const member = await strapi.db.query(UID).findOne({
      where: { id: memberId },
      select: ['id'],
      populate: {
        BioImage: { select: ['id'] },
        companies: { select: ['id'], populate: { Logo: { select: ['id'] }, Photos: { select: ['id'] } } },
      },
    });
    const ids = new Set<number>();
    for (const file of member?.BioImage ?? []) ids.add(file.id);
    for (const company of member?.companies ?? []) {
      if (company.Logo) ids.add(company.Logo.id);
      for (const file of company.Photos ?? []) ids.add(file.id);
    }
    return ids;
  },

  async privacySettings(ids) {
    const settings = new Map<number, PrivacySettings>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const rows = (await strapi.db.query(UID).findMany({
        where: { id: { $in: ids.slice(start, start + CHUNK) } },
        select: ['id', ...SETTINGS_FIELDS],
      })) as Array<PrivacySettings & { id: number }>;
      for (const row of rows) settings.set(row.id, row);
    }
    return settings;
  },

  async hiddenMemberIds() {
    const rows = (await strapi.db.query(UID).findMany({ where: { HiddenFromDirectory: true }, select: ['id'] })) as Array<{ id: number }>;
    return rows.map((row) => row.id);
  },
});

/** The registered service, typed, for callers elsewhere: memberService(strapi).x(…) is strapi.service('api::member.member').x(…). */
export const memberService = (strapi: Core.Strapi) => strapi.service('api::member.member') as unknown as MemberRules;

export default factories.createCoreService(UID, ({ strapi }) => memberRules(strapi));
