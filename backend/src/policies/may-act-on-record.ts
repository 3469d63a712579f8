// Route policy `global::may-act-on-record` for admin routes that act on one record, named by the route's
// `:documentId`: the back-office user's permission for the action on that record, conditions applied, as the
// content manager checks it (src/utils/record-permission.ts). Config: { uid, action, notFound? }.
//   config: { policies: [{ name: 'global::may-act-on-record', config: { uid: 'api::event.event', action: 'read' } }] }
import { assertMayActOn, type RecordAction } from '../utils/record-permission';
import type { RoutePolicy } from '../utils/strapi-types';

export type MayActOnRecordConfig = { uid: string; action: RecordAction; notFound?: string };

const policy: RoutePolicy = async (policyContext, config, { strapi }) => {
  const { uid, action, notFound } = config as MayActOnRecordConfig;
  const { userAbility } = policyContext.state as { userAbility?: unknown };
  await assertMayActOn(strapi, userAbility, action, uid, String(policyContext.params.documentId), notFound);
  return true;
};

export default policy;
