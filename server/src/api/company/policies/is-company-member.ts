// Route policy: the caller's member must be one of the members of the company :id (documentId).
import { errors } from '@strapi/utils';
import { rules } from '../../../utils/rules';
import type { RoutePolicy } from '../../../utils/strapi-types';

const policy: RoutePolicy = async (policyContext, _config, { strapi }) => {
  const member = await rules.member(strapi).ownerOf(policyContext.state.user?.id);
  const { id } = policyContext.params;
  if (member && typeof id === 'string' && (await rules.company(strapi).isMember(id, member.id))) return true;
  throw new errors.PolicyError("Vous n'avez pas accès pour mettre à jour cette Société !");
};

export default policy;
