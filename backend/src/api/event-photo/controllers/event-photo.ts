import { factories } from '@strapi/strapi';
import type { Context } from 'koa';

/** Pages of 9 (/photos) and 12 (the home page's carousel); a little room, never the whole gallery at once. */
const MAX_PAGE_SIZE = 48;
const DEFAULT_PAGE_SIZE = 9;

type EventPhotoService = {
  photosPage(page: number, pageSize: number, auth: unknown): Promise<{ photos: unknown[]; total: number }>;
};

/** A query parameter as an integer in 1..max (absent: `fallback`), or null. */
function integerParameter(raw: unknown, fallback: number, max: number): number | null {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

export default factories.createCoreController('api::event-photo.event-photo', ({ strapi }) => ({
  /** GET /api/event-photo/photos?page=&pageSize= — one page of the gallery, photos as `find` shows them. */
  async photos(ctx: Context) {
    const page = integerParameter(ctx.query.page, 1, 1_000_000);
    if (page === null) return ctx.badRequest('Le paramètre « page » doit être un nombre entier entre 1 et 1000000.');
    const pageSize = integerParameter(ctx.query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    if (pageSize === null) return ctx.badRequest(`Le paramètre « pageSize » doit être un nombre entier entre 1 et ${MAX_PAGE_SIZE}.`);
    const service = strapi.service('api::event-photo.event-photo') as unknown as EventPhotoService;
    const { photos, total } = await service.photosPage(page, pageSize, ctx.state.auth);
    ctx.body = { data: photos, meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total } } };
  },
}));
