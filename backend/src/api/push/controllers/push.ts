// See routes/push.ts. The device is named by its endpoint in the body, never in a URL (an endpoint is a
// capability: whoever holds it may push to that phone). French answers; bad input is a 400, never a 5xx.
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PUSH_MESSAGES } from '@club/contract';
import { vapid } from '../../../utils/vapid';
import { checkChoices, checkSubscription, PushInputError, type PushSubscriptions } from '../services/subscriptions';
import type { PushSender } from '../services/sender';
import { pushTexts } from '../texts';

type Ctx = Context & { state: { user?: { id: number } } };

const MEMBER = 'api::member.member';

/** The body's `data`, as the app's other writes send it. */
const dataOf = (ctx: Ctx) => ((ctx.request.body ?? {}) as { data?: unknown }).data as Record<string, unknown> | undefined;

function endpointOf(ctx: Ctx): string {
  const endpoint = dataOf(ctx)?.endpoint;
  if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > 2048)
    throw new errors.ValidationError(PUSH_MESSAGES.badSubscription);
  return endpoint;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => strapi.service('api::push.subscriptions') as unknown as PushSubscriptions;

  async function callerMember(ctx: Ctx): Promise<number> {
    const userId = ctx.state.user?.id;
    if (typeof userId !== 'number') throw new errors.UnauthorizedError('Connecte-toi pour accéder à ton compte.');
    const member = (await strapi.db.query(MEMBER).findOne({ where: { user: { id: userId } }, select: ['id'] })) as { id: number } | null;
    if (!member) throw new errors.NotFoundError(PUSH_MESSAGES.noMember);
    return member.id;
  }

  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PushInputError) throw new errors.ValidationError(error.message);
      throw error;
    }
  };

  return {
    /** The server's VAPID public key: the browser subscribes with it. */
    async key(ctx: Ctx) {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = { data: { publicKey: vapid().publicKey } };
    },

    /** This device saved for the caller, every kind on; answers its choices. */
    async subscribe(ctx: Ctx) {
      const memberId = await callerMember(ctx);
      const input = await guarded(async () => checkSubscription(dataOf(ctx)));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { choices: await subscriptions().save(memberId, input) } };
    },

    /** This device's choices (null: not the caller's, or not subscribed). */
    async status(ctx: Ctx) {
      const memberId = await callerMember(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { choices: await subscriptions().choices(memberId, endpointOf(ctx)) } };
    },

    async setChoices(ctx: Ctx) {
      const memberId = await callerMember(ctx);
      const endpoint = endpointOf(ctx);
      const change = await guarded(async () => checkChoices(dataOf(ctx)?.choices));
      const choices = await subscriptions().setChoices(memberId, endpoint, change);
      if (!choices) throw new errors.NotFoundError(PUSH_MESSAGES.notThisDevice);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { choices } };
    },

    /** Logout or 'Désactiver': the device no longer receives anything. Idempotent. */
    async unsubscribe(ctx: Ctx) {
      const memberId = await callerMember(ctx);
      await subscriptions().remove(memberId, endpointOf(ctx));
      ctx.status = 204;
    },

    /** 'Tester sur ce téléphone': one push to this device. */
    async test(ctx: Ctx) {
      const memberId = await callerMember(ctx);
      const device = await subscriptions().device(memberId, endpointOf(ctx));
      if (!device) throw new errors.NotFoundError(PUSH_MESSAGES.notThisDevice);
      const result = await (strapi.service('api::push.sender') as unknown as PushSender).toDevice(device, pushTexts.test());
      if (result.removed > 0) throw new errors.NotFoundError(PUSH_MESSAGES.notThisDevice);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { sent: result.sent } };
    },
  };
};
