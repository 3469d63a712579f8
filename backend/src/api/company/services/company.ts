// The company's rules: who belongs to it, and how many companies a member may create in a day.
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { lockedTransaction } from '../../../utils/lock';

const UID = 'api::company.company';

/** Companies a member may create per day (nobody but an admin can delete them). */
export const COMPANIES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CompanyRules = {
  /** Does the member belong to the company? `company` is a numeric id or a documentId. */
  isMember(company: number | string, memberId: number): Promise<boolean>;
  /** Refuses (429, in French) a member who created COMPANIES_PER_DAY companies in the last 24 hours. */
  assertMayCreate(memberId: number): Promise<void>;
  /** Runs `create` if the member is under the daily limit, atomically: parallel creations cannot both pass. */
  createWithinLimit<T>(memberId: number, create: () => Promise<T>): Promise<T>;
};

export const companyRules = (strapi: Core.Strapi): CompanyRules => {
  const rules: CompanyRules = {
    async isMember(company, memberId) {
      const where = typeof company === 'number' ? { id: company } : { documentId: String(company) };
      return (await strapi.db.query(UID).count({ where: { ...where, members: { id: memberId } } })) > 0;
    },

    async assertMayCreate(memberId) {
      const since = new Date(Date.now() - DAY_MS);
      const created = await strapi.db.query(UID).count({ where: { creator: { id: memberId }, createdAt: { $gte: since } } });
      if (created >= COMPANIES_PER_DAY) {
        throw new errors.RateLimitError(`Tu as déjà créé ${COMPANIES_PER_DAY} sociétés en 24 heures : réessaie demain.`);
      }
    },

    createWithinLimit(memberId, create) {
      // Count and create in one transaction, serialised per member (across instances on PostgreSQL): counted
      // apart, ten parallel creations all saw fewer than five and all went through.
      return lockedTransaction(strapi, `company-create:${memberId}`, async () => {
        await rules.assertMayCreate(memberId);
        return create();
      });
    },
  };
  return rules;
};

/** The registered service, typed, for callers elsewhere: companyService(strapi).x(…) is strapi.service('api::company.company').x(…). */
export const companyService = (strapi: Core.Strapi) => strapi.service('api::company.company') as unknown as CompanyRules;

export default factories.createCoreService(UID, ({ strapi }) => companyRules(strapi));
