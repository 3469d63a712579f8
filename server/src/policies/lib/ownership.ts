// Who owns what: a user owns its linked member; a member owns the companies it is a member of.
import type { Core } from '@strapi/strapi';

export type MemberRef = { id: number; documentId: string };

/** The member linked to a users-permissions user, or null. */
export async function memberOfUser(strapi: Core.Strapi, userId: number | undefined): Promise<MemberRef | null> {
  if (!userId) return null;
  return strapi.db.query('api::member.member').findOne({
    where: { user: { id: userId } },
    select: ['id', 'documentId'],
  });
}

/** Does the member belong to the company? `company` is a numeric id or a documentId. */
export async function isCompanyMember(strapi: Core.Strapi, company: number | string, memberId: number) {
  const where = typeof company === 'number' ? { id: company } : { documentId: String(company) };
  const count = await strapi.db.query('api::company.company').count({
    where: { ...where, members: { id: memberId } },
  });
  return count > 0;
}

/** Ids of every file the member may delete: its BioImage and its companies' Logo and Photos. */
export async function ownedFileIds(strapi: Core.Strapi, memberId: number): Promise<Set<number>> {
  const member = await strapi.db.query('api::member.member').findOne({
    where: { id: memberId },
    select: ['id'],
    populate: {
      BioImage: { select: ['id'] },
      companies: { select: ['id'], populate: { Logo: { select: ['id'] }, Photos: { select: ['id'] } } },
    },
  });
  const ids = new Set<number>();
  for (const f of member?.BioImage ?? []) ids.add(f.id);
  for (const c of member?.companies ?? []) {
    if (c.Logo) ids.add(c.Logo.id);
    for (const f of c.Photos ?? []) ids.add(f.id);
  }
  return ids;
}
