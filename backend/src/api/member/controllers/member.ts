// Members are created by registration only (users-permissions extension); a member updates only itself
// (policy api::member.is-own-member). The directory leaves out members hidden from it, except for themselves;
// contact fields are filtered for every response by the global::member-privacy middleware.
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkEmail, checkEntryText, checkHttpUrl, checkIdList, checkPhone, pickWritableData } from '../../../utils/input';
import { VISIBILITIES } from '../services/privacy';
import { memberService } from '../services/member';
import type { CoreController } from '../../../utils/strapi-types';
import type { Context } from 'koa';
import { MEMBER_EDITABLE_TEXTS, MEMBER_TEXT_FIELDS, type MemberEditableKey } from '@club/contract';

const UID = 'api::member.member';

// What a member may change on its own profile: the contract's editable texts, its sectors and skills, its
// privacy settings (Profile, user, companies and BioImage are not writable here: BioImage goes through
// POST /api/upload, companies through the companies' own endpoints).
const WRITABLE = [
  ...Object.keys(MEMBER_EDITABLE_TEXTS).map((key) => MEMBER_TEXT_FIELDS[key as MemberEditableKey]),
  'sectors',
  'skills',
  'PhoneVisibility',
  'EmailVisibility',
  'HiddenFromDirectory',
];

function checkPrivacy(data: Record<string, unknown>) {
  for (const key of ['PhoneVisibility', 'EmailVisibility']) {
    if (key in data && !(VISIBILITIES as readonly unknown[]).includes(data[key])) {
      throw new errors.ValidationError(`${key} doit valoir ${VISIBILITIES.join(', ')}`, { field: key });
    }
  }
  if ('HiddenFromDirectory' in data && typeof data.HiddenFromDirectory !== 'boolean') {
    throw new errors.ValidationError('HiddenFromDirectory doit être true ou false', { field: 'HiddenFromDirectory' });
  }
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx: Context) {
    const core = this as CoreController;
    await core.validateQuery(ctx);
    const query = await core.sanitizeQuery(ctx);
    const own = await memberService(strapi).ownerOf((ctx.state.user as { id?: number } | undefined)?.id);
    // Wrapped in $and below, a filters string would slip past Strapi's own check and fail in the database (500).
    if (query.filters !== undefined && (query.filters === null || typeof query.filters !== 'object')) {
      throw new errors.ValidationError('The filters parameter must be an object or an array');
    }
    const listed = { $or: [{ HiddenFromDirectory: { $null: true } }, { HiddenFromDirectory: false }, ...(own ? [{ id: own.id }] : [])] };
    query.filters = query.filters ? { $and: [query.filters, listed] } : listed;
    const { results, pagination } = await strapi.service(UID).find(query);
    const sanitized = await core.sanitizeOutput(results, ctx);
    return core.transformResponse(sanitized, { pagination });
  },

  async update(ctx) {
    const data = pickWritableData(ctx.request.body, WRITABLE);
    checkEntryText(strapi, UID, data, { creating: false });
    checkEmail(data, 'Email', 'Email' in data);
    checkPhone(data, 'Phone', 'Phone' in data);
    for (const key of ['LinkedinProfileURL', 'MemberPresentationURL']) checkHttpUrl(data, key);
    checkIdList(data, 'sectors');
    checkIdList(data, 'skills');
    checkPrivacy(data);
    ctx.request.body = { data };
    return super.update(ctx);
  },
}));
