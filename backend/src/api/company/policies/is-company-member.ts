// Route policy: the caller's member must be one of the members of the company :id (documentId).
import { errors } from '@strapi/utils';
import { companyService } from '../services/company';
import { memberService } from '../../member/services/member';
import type { RoutePolicy } from '../../../utils/strapi-types';

const policy: RoutePolicy = async (policyContext, _config, { strapi }) => {
  const member = await memberService(strapi).ownerOf(policyContext.state.user?.id);
  const { id } = policyContext.params;
  if (member && typeof id === 'string' && (await companyService(strapi).isMember(id, member.id))) return true;
  throw new errors.PolicyError("Vous n'avez pas accès pour mettre à jour cette Société !");
};

export default policy;
