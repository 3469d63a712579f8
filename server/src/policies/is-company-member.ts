// Route policy: the caller's member must be one of the members of the company :id (documentId).
import { errors } from '@strapi/utils';
import { isCompanyMember, memberOfUser } from './lib/ownership';

export default async (policyContext, _config, { strapi }) => {
  const member = await memberOfUser(strapi, policyContext.state.user?.id);
  const { id } = policyContext.params;
  if (member && typeof id === 'string' && (await isCompanyMember(strapi, id, member.id))) return true;
  throw new errors.PolicyError("Vous n'avez pas accès pour mettre à jour cette Société !");
};
