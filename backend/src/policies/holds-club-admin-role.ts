// Route policy `global::holds-club-admin-role`: the back-office user is a super admin or holds the club's
// 'Organisateur' role (or Strapi's 'Editor', pinned to the same rules, backoffice/roles.ts). For admin routes that act across every event (erasing a guest's data everywhere), where no
// single record's permission says who may: a role limited to what it created (Strapi's 'Author') is refused.
import { errors } from '@strapi/utils';
import { DEFAULT_ROLES, ORGANISER_ROLE } from '../utils/admin-roles';
import { RECORD_MESSAGES } from '../utils/record-permission';
import type { RoutePolicy } from '../utils/strapi-types';

const CLUB_ADMIN_ROLES = new Set(['strapi-super-admin', ORGANISER_ROLE.code, DEFAULT_ROLES.editor.code]);

const policy: RoutePolicy = async (policyContext) => {
  const { user } = policyContext.state as { user?: { roles?: Array<{ code?: string }> } };
  if (!user) throw new errors.UnauthorizedError('Connecte-toi au back-office.');
  if (user.roles?.some((role) => role.code && CLUB_ADMIN_ROLES.has(role.code))) return true;
  throw new errors.PolicyError(RECORD_MESSAGES.forbidden);
};

export default policy;
