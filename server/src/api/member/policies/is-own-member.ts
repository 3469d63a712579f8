// Route policy: the request's :id (documentId, after global::numeric-id) must be the caller's own member.
import { errors } from '@strapi/utils';
import { rules } from '../../../utils/rules';
import type { RoutePolicy } from '../../../utils/strapi-types';

const policy: RoutePolicy = async (policyContext, _config, { strapi }) => {
  const member = await rules.member(strapi).ownerOf(policyContext.state.user?.id);
  if (member && member.documentId === policyContext.params.id) return true;
  throw new errors.PolicyError('Tu ne peux modifier que ton propre profil.');
};

export default policy;
