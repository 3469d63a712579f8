// Sectors, skills and services: members create them from the forms' free tags. The same rules for the
// three types, as the service of each (src/api/{sector,skill,service}/services) and one controller shape.
import { tagKey } from '@club/contract';
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkEntryText, pickWritableData } from '../../../utils/input';
import { lockedTransaction } from '../../../utils/lock';
import { memberService } from '../../member/services/member';
import type { CoreController } from '../../../utils/strapi-types';

export type TaxonomyUid = 'api::sector.sector' | 'api::skill.skill' | 'api::service.service';
export const TAG_UIDS: TaxonomyUid[] = ['api::sector.sector', 'api::skill.skill', 'api::service.service'];

/** New tags a member may create per type and per day (only an admin can remove them). */
export const TAGS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const PLURAL_LABEL: Record<TaxonomyUid, string> = {
  'api::sector.sector': 'secteurs',
  'api::skill.skill': 'compétences',
  'api::service.service': 'services',
};

export type TaxonomyRules = {
  /**
   * The existing tag with that name (ignoring case and accents), or a new one created by the member.
   * Serialised per type, so two members typing the same new tag at once get one entry.
   */
  findOrCreate(name: string, memberId: number): Promise<{ entry: Record<string, unknown>; created: boolean }>;
};

export const taxonomyRules = (strapi: Core.Strapi, uid: TaxonomyUid): TaxonomyRules => ({
  async findOrCreate(name, memberId) {
    return lockedTransaction(strapi, `taxonomy:${uid}`, async () => {
      // The lists are small (tens to hundreds): compare in JavaScript, Unicode-aware (SQLite's LOWER() is
      // ASCII-only), as the PWA's tag select does.
      const all = await strapi.db.query(uid).findMany({ select: ['id', 'Name'] });
      const match = all.find((row: { Name: string }) => tagKey(row.Name) === tagKey(name));
      if (match) return { entry: await strapi.db.query(uid).findOne({ where: { id: match.id } }), created: false };
      const since = new Date(Date.now() - DAY_MS);
      const today = await strapi.db.query(uid).count({ where: { creator: { id: memberId }, createdAt: { $gte: since } } });
      if (today >= TAGS_PER_DAY) {
        throw new errors.RateLimitError(
          `Tu as déjà créé ${TAGS_PER_DAY} ${PLURAL_LABEL[uid]} en 24 heures : choisis-en un existant ou réessaie demain.`,
        );
      }
      // Saved on the member's profile or company at once; offered to everyone once an organiser accepts it
      // (src/backoffice/tag-moderation.ts).
      const entry = await strapi.documents(uid).create({ data: { Name: name, creator: memberId, Accepted: false } });
      return { entry: entry as Record<string, unknown>, created: true };
    });
  },
});

export const createTaxonomyService = (uid: TaxonomyUid) => factories.createCoreService(uid, ({ strapi }) => taxonomyRules(strapi, uid));

/**
 * GET: the accepted tags only (the lists everyone filters with; a member's own new tag shows on their
 * profile, not here, until an organiser accepts it). POST { data: { Name } }: the existing entry (200) when
 * the name is already there, else a new one (201).
 */
export function createTaxonomyController(uid: TaxonomyUid) {
  return factories.createCoreController(uid, ({ strapi }) => ({
    async find(ctx) {
      const filters = (ctx.query as { filters?: unknown }).filters;
      ctx.query = { ...ctx.query, filters: filters ? { $and: [filters, { Accepted: true }] } : { Accepted: true } };
      return super.find(ctx);
    },

    async create(ctx) {
      const member = await memberService(strapi).ownerOf(ctx.state.user?.id);
      if (!member) throw new errors.PolicyError('Aucun profil membre n’est lié à ce compte');
      const data = pickWritableData(ctx.request.body, ['Name']);
      checkEntryText(strapi, uid, data, { creating: true });
      const name = String(data.Name).trim().replace(/\s+/g, ' ');
      const { entry, created } = await (strapi.service(uid) as unknown as TaxonomyRules).findOrCreate(name, member.id);
      ctx.status = created ? 201 : 200;
      const core = this as CoreController;
      return core.transformResponse(await core.sanitizeOutput(entry, ctx));
    },
  }));
}
