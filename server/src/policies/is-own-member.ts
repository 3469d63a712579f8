// Route policy: the request's :id (documentId, after global::numeric-id) must be the caller's own member.
import { errors } from '@strapi/utils';
import { memberOfUser } from './lib/ownership';

export default async (policyContext, _config, { strapi }) => {
  const member = await memberOfUser(strapi, policyContext.state.user?.id);
  if (member && member.documentId === policyContext.params.id) return true;
  throw new errors.PolicyError('Vous ne pouvez modifier que votre propre profil.');
};
