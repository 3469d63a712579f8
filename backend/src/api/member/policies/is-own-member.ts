// Route policy: the request's :id (documentId, after global::numeric-id) must be the caller's own member.
import { errors } from '@strapi/utils';
import { memberService } from '../services/member';
import type { RoutePolicy } from '../../../utils/strapi-types';

const policy: RoutePolicy = async (policyContext, _config, { strapi }) => {
  const member = await memberService(strapi).ownerOf(policyContext.state.user?.id);
  if (member && member.documentId === policyContext.params.id) return true;
  throw new errors.PolicyError('Tu ne peux modifier que ton propre profil.');
};

export default policy;
