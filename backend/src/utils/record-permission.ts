// "May this back-office user act on this record?", asked as the content manager asks it: the admin permission
// for the action on the record itself, its conditions applied (Strapi's 'Author': only what it created; the
// club's 'listed-member'). `admin::hasPermissions` only asks about the type, where a conditional permission
// always passes. Used by the policy `global::may-act-on-record` and by routes naming a second record.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export type RecordAction = 'read' | 'update' | 'delete';
export type RecordVerdict = 'allowed' | 'forbidden' | 'missing';

export const RECORD_MESSAGES = {
  forbidden: 'Ton rôle dans le back-office ne permet pas cette action sur cet enregistrement.',
  notFound: 'Cet enregistrement n’existe pas.',
};

/** The content manager's own checker (@strapi/content-manager, services/permission-checker). */
interface PermissionChecker {
  cannot: Record<RecordAction, (entity?: object) => boolean>;
}
interface PermissionCheckerService {
  create(params: { userAbility: unknown; model: string }): PermissionChecker;
}

/**
 * The verdict for `action` on the record `documentId` of `uid`. Without any permission of that action on the
 * type, 'forbidden' before looking: a user with no right learns nothing of which records exist.
 */
export async function recordPermission(
  strapi: Core.Strapi,
  ability: unknown,
  action: RecordAction,
  uid: string,
  documentId: string,
): Promise<RecordVerdict> {
  if (!ability) return 'forbidden';
  const checker = (strapi.plugin('content-manager').service('permission-checker') as unknown as PermissionCheckerService).create({
    userAbility: ability,
    model: uid,
  });
  if (checker.cannot[action]()) return 'forbidden';
  // Every scalar field, and the creator with its roles: what Strapi's conditions read (admin::is-creator,
  // admin::has-same-role-as-creator) and the club's own (listed-member reads HiddenFromDirectory).
  const record = (await strapi.db.query(uid as Parameters<Core.Strapi['db']['query']>[0]).findOne({
    where: { documentId },
    populate: { createdBy: { select: ['id'], populate: { roles: { select: ['id'] } } } },
  })) as object | null;
  if (!record) return 'missing';
  return checker.cannot[action](record) ? 'forbidden' : 'allowed';
}

/** The same, as a 403 (French) or a 404 with `notFound`. */
export async function assertMayActOn(
  strapi: Core.Strapi,
  ability: unknown,
  action: RecordAction,
  uid: string,
  documentId: string,
  notFound = RECORD_MESSAGES.notFound,
) {
  const verdict = await recordPermission(strapi, ability, action, uid, documentId);
  if (verdict === 'missing') throw new errors.NotFoundError(notFound);
  if (verdict === 'forbidden') throw new errors.PolicyError(RECORD_MESSAGES.forbidden);
}
