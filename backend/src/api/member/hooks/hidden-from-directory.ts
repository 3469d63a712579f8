// An event's shown counts leave hidden members out (services/seats.ts): a member who hides from the directory,
// or is listed again, changes the counts of the events they attend or wait for.
import type { Core } from '@strapi/strapi';
import type { Seats } from '../../event/services/seats';

const MEMBER = 'api::member.member';

export function recountWhenMembersHide(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== MEMBER || ctx.action !== 'update') return next();
    const data = (ctx.params as { data?: Record<string, unknown> }).data;
    const result = await next();
    const id = (result as { id?: number } | null)?.id;
    if (data && 'HiddenFromDirectory' in data && typeof id === 'number') {
      await (strapi.service('api::event.seats') as unknown as Seats).recountForMember(id);
    }
    return result;
  });
}
