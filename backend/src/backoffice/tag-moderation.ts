// Moderation of the members' free tags (sectors, skills, services; src/api/taxonomy/services/taxonomy.ts). A tag a member
// types is saved on their profile or company at once (Accepted: false) and shown there, but the lists
// everyone filters with (GET /api/sectors, /api/skills, /api/services) only offer accepted tags: an
// organiser accepts it in the back-office (the 'Accepté' switch), or merges it into an existing tag.
// Tags created in the back-office, and every tag that existed before moderation
// (migrations/accepted-tags.ts), are accepted.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { TaxonomyUid } from '../api/taxonomy/services/taxonomy';

/** The records that carry tags, and their relation to each tag type (found from the schemas). */
const CARRIERS = ['api::member.member', 'api::company.company'] as const;

export const MERGE_ERRORS = {
  noTarget: 'Choisis le tag qui remplace celui-ci.',
  same: 'Un tag ne peut pas être fusionné avec lui-même.',
  notFound: 'Ce tag n’existe plus : recharge la page.',
};

export type MergeResult = { target: { documentId: string; name: string }; members: number[]; companies: number[] };

const relationsTo = (strapi: Core.Strapi, carrier: string, uid: TaxonomyUid) =>
  Object.entries(
    strapi.contentTypes[carrier as keyof typeof strapi.contentTypes].attributes as Record<string, { type: string; target?: string }>,
  )
    .filter(([, attribute]) => attribute.type === 'relation' && attribute.target === uid)
    .map(([name]) => name);

/**
 * Merges the tag `sourceDocumentId` into `targetDocumentId` (e.g. 'recr' into 'Recrutement'): every member
 * and company that carries the source carries the target instead, then the source is deleted. Each carrier
 * is updated through the query engine, so the directory's change tracking stamps it and phones fetch it at
 * their next sync. The target is accepted (the organiser chose it).
 */
export async function mergeTags(
  strapi: Core.Strapi,
  uid: TaxonomyUid,
  sourceDocumentId: string,
  targetDocumentId: unknown,
): Promise<MergeResult> {
  if (typeof targetDocumentId !== 'string' || !targetDocumentId) throw new errors.ValidationError(MERGE_ERRORS.noTarget);
  if (targetDocumentId === sourceDocumentId) throw new errors.ValidationError(MERGE_ERRORS.same);
  const find = (documentId: string) =>
    strapi.db.query(uid).findOne({ where: { documentId }, select: ['id', 'documentId', 'Name'] }) as Promise<{
      id: number;
      documentId: string;
      Name: string;
    } | null>;
  const [source, target] = [await find(sourceDocumentId), await find(targetDocumentId)];
  if (!source || !target) throw new errors.NotFoundError(MERGE_ERRORS.notFound);

  const moved: Record<(typeof CARRIERS)[number], Set<number>> = { 'api::member.member': new Set(), 'api::company.company': new Set() };
  for (const carrier of CARRIERS) {
    for (const relation of relationsTo(strapi, carrier, uid)) {
      const rows = (await strapi.db.query(carrier).findMany({
        where: { [relation]: { id: source.id } },
        select: ['id'],
        populate: { [relation]: { select: ['id'] } },
      })) as Array<{ id: number } & Record<string, Array<{ id: number }>>>;
      for (const row of rows) {
        const ids = new Set(row[relation].map((tag) => tag.id));
        ids.delete(source.id);
        ids.add(target.id);
        await strapi.db.query(carrier).update({ where: { id: row.id }, data: { [relation]: [...ids] } });
        moved[carrier].add(row.id);
      }
    }
  }
  await strapi.db.query(uid).update({ where: { id: target.id }, data: { Accepted: true } });
  await strapi.db.query(uid).delete({ where: { id: source.id } });
  return {
    target: { documentId: target.documentId, name: target.Name },
    members: [...moved['api::member.member']],
    companies: [...moved['api::company.company']],
  };
}
