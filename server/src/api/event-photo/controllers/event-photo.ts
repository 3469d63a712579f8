import { factories } from '@strapi/strapi';
import type { Context } from 'koa';

/** The home page's carousel asks for twelve; a little room, never the whole gallery. */
const MAX_FIRST = 48;

type EventPhotoService = { firstPhotos(count: number, auth: unknown): Promise<unknown[]> };

export default factories.createCoreController('api::event-photo.event-photo', ({ strapi }) => ({
  /** GET /api/event-photo/first?count=12 — the gallery's first photos (default 12), as `find` shows them. */
  async first(ctx: Context) {
    const raw = ctx.query.count;
    const count = raw === undefined ? 12 : typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(count >= 1 && count <= MAX_FIRST)) {
      return ctx.badRequest(`Le paramètre « count » doit être un nombre entier entre 1 et ${MAX_FIRST}.`);
    }
    const service = strapi.service('api::event-photo.event-photo') as unknown as EventPhotoService;
    ctx.body = { data: await service.firstPhotos(count, ctx.state.auth) };
  },
}));
