// Route policy `global::is-organiser`: the caller's account holds the app's 'Organisateur' role
// (utils/organiser.ts). Reusable by any organiser-only route; the role's permissions say the same, this makes
// the rule explicit where the route is declared.
import { errors } from '@strapi/utils';
import { DOOR_MESSAGES } from '@club/contract';
import { isOrganiser } from '../utils/organiser';
import type { RoutePolicy } from '../utils/strapi-types';

const policy: RoutePolicy = async (policyContext) => {
  if (isOrganiser(policyContext.state.user as Parameters<typeof isOrganiser>[0])) return true;
  throw new errors.PolicyError(DOOR_MESSAGES.notOrganiser);
};

export default policy;
