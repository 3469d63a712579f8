// Any member creates companies (the creator is linked server-side, COMPANIES_PER_DAY at most); only a
// company's members update it (policy api::company.is-company-member). Logo and Photos go through /api/upload.
import { factories } from '@strapi/strapi';
import { COMPANY_TAG_LISTS, COMPANY_WRITABLE_ATTRIBUTES } from '@club/contract';
import { errors } from '@strapi/utils';
import { checkEmail, checkEntryText, checkHttpUrl, checkIdList, checkPhone, pickWritableData } from '../../../utils/input';
import { companyService } from '../services/company';
import { memberService } from '../../member/services/member';

const UID = 'api::company.company';

// What a client may write: the contract's list (`members` and `creator` are never among them).
const WRITABLE = COMPANY_WRITABLE_ATTRIBUTES;

export default factories.createCoreController(UID, ({ strapi }) => {
  /** Name, Email and Phone are required by the form: on create they must be there, on update they may be omitted but not emptied. */
  function checkCompany(data: Record<string, unknown>, creating: boolean) {
    checkEntryText(strapi, UID, data, { creating });
    checkEmail(data, 'Email', creating || 'Email' in data);
    checkPhone(data, 'Phone', creating || 'Phone' in data);
    for (const key of ['Website', 'CompanyLinkedin', 'CompanyVideoPresentation']) checkHttpUrl(data, key);
    for (const key of COMPANY_TAG_LISTS) checkIdList(data, key);
  }

  return {
    async create(ctx) {
      const member = await memberService(strapi).ownerOf(ctx.state.user?.id);
      if (!member) throw new errors.PolicyError('Aucun profil membre n’est lié à ce compte');
      const data = pickWritableData(ctx.request.body, WRITABLE);
      checkCompany(data, true);
      ctx.request.body = { data: { ...data, members: [member.id], creator: member.id } };
      return companyService(strapi).createWithinLimit(member.id, () => super.create(ctx));
    },

    async update(ctx) {
      const data = pickWritableData(ctx.request.body, WRITABLE);
      checkCompany(data, false);
      ctx.request.body = { data };
      return super.update(ctx);
    },
  };
});
