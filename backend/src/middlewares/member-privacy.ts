// Members choose who sees their phone and e-mail (everyone, signed-in members, nobody) and may hide from the
// directory. Enforced here, once, for every /api response rather than route by route: members appear in
// /api/members, but also inside companies, events (attendees), event-attendees, sectors and skills, at any
// populate depth. Before the route: queries may not filter or sort on those fields, nor sort through members
// (400), and every filter, populate count and list that reaches members is rewritten so hidden members match
// nothing (as if they did not exist). After it: the response is walked by the content-type schemas and
// cleaned (rules in src/api/member/services/privacy.ts).
// A hidden member's own page answers 404 to anyone but its owner, unless the request carries the member's
// share key (?shareKey=…, src/utils/share-key.ts): ids are sequential, hidden members must not be listable.
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { memberService } from '../api/member/services/member';
import { SHARE_KEY_PARAM, currentShareKey, opensMemberPage } from '../utils/share-key';
import { contentApiRoute } from '../utils/content-api-route';
import type { GetModel, ModelLike } from '../api/member/services/privacy';
import {
  MEMBER_UID,
  applyMemberPrivacy,
  collectMemberIds,
  excludeHiddenMembers,
  protectedQueryParams,
  queryReachesMembers,
} from '../api/member/services/privacy';

/**
 * The caller's user id from its token, before the route has authenticated it (the route does that after
 * global middlewares): only to let owners find themselves. A bad token is nobody; the route refuses it.
 */
async function bearerUserId(strapi: Core.Strapi, ctx: { request: unknown }): Promise<number | undefined> {
  try {
    const jwt = strapi.plugin('users-permissions').service('jwt') as { getToken(ctx: unknown): Promise<Record<string, unknown> | null> };
    const payload = await jwt.getToken(ctx);
    const id = payload?.id ?? payload?.userId;
    return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : undefined;
  } catch {
    return undefined;
  }
}

const memberPrivacy: Core.MiddlewareFactory = (_config, { strapi }) => {
  const getModel: GetModel = (uid) => strapi.getModel(uid as UID.Schema) as ModelLike | undefined;

  return async (ctx, next) => {
    const route = contentApiRoute(strapi, ctx.path);
    if (!route) return next();

    const refused = protectedQueryParams((ctx.query ?? {}) as Record<string, unknown>, route.uid, getModel);
    if (refused.length > 0) {
      throw new errors.ValidationError(`Ces champs ne peuvent servir ni de filtre ni de tri : ${refused.join(', ')}`, { params: refused });
    }
    // A member's page: the share key is ours, not a query parameter Strapi knows.
    const isMemberPage = route.uid === MEMBER_UID && ctx.method === 'GET' && route.id !== undefined && !route.rest;
    let shareKey: unknown;
    if (isMemberPage && ctx.query?.[SHARE_KEY_PARAM] !== undefined) {
      const { [SHARE_KEY_PARAM]: key, ...rest } = ctx.query;
      shareKey = key;
      ctx.query = rest;
    }

    // Hidden members out of the query itself (filters, counts, the members list and its total). The parsed
    // query is changed in place: Koa keeps it by query string, and the setter would re-encode it (qs limits).
    const isMemberList = route.uid === MEMBER_UID && ctx.method === 'GET' && route.id === undefined;
    const query = (ctx.query ?? {}) as Record<string, unknown>;
    if (ctx.method === 'GET' && queryReachesMembers(query, route.uid, getModel, isMemberList)) {
      const own = await memberService(strapi).ownerOf(await bearerUserId(strapi, ctx));
      const hidden = (await memberService(strapi).hiddenMemberIds()).filter((id) => id !== own?.id);
      excludeHiddenMembers(query, route.uid, getModel, hidden, isMemberList);
    }

    await next();

    // What a caller sees depends on who asks: shared caches must keep answers apart.
    ctx.vary('Authorization');
    const body = ctx.body as { data?: unknown } | undefined;
    if (ctx.status >= 300 || !body || typeof body !== 'object' || !('data' in body) || !body.data) return;
    const ids = collectMemberIds(body.data, route.uid, getModel);
    if (ids.length === 0) return;

    const own = await memberService(strapi).ownerOf(ctx.state.user?.id);
    const viewer = { authenticated: Boolean(ctx.state.user), memberId: own?.id ?? null };
    const settings = await memberService(strapi).privacySettings(ids);
    if (isMemberPage) {
      const member = body.data as { id?: number };
      const id = typeof member.id === 'number' ? member.id : null;
      if (
        id !== null &&
        id !== viewer.memberId &&
        settings.get(id)?.HiddenFromDirectory === true &&
        !(await opensMemberPage(strapi, id, shareKey))
      ) {
        throw new errors.NotFoundError('Not Found');
      }
    }
    body.data = applyMemberPrivacy(body.data, route.uid, getModel, settings, viewer, { isMemberList });
    // The owner receives the key that lets them share their page even while hidden.
    if (isMemberPage && viewer.memberId !== null && (body.data as { id?: number }).id === viewer.memberId) {
      (body.data as Record<string, unknown>).ShareKey = await currentShareKey(strapi, viewer.memberId);
    }
  };
};

export default memberPrivacy;
