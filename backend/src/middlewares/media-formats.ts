// Content-API reads keep url, width and height per image rendition (utils/media-formats.ts says why); the
// admin panel (its own routes) still sees everything.
import type { Core } from '@strapi/strapi';
import { isPlainObject as isObject } from '../utils/input';
import { trimMediaFormats } from '../utils/media-formats';

const mediaFormats: Core.MiddlewareFactory = () => {
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' || !ctx.path.startsWith('/api/') || ctx.status !== 200) return;
    if (!isObject(ctx.body) && !Array.isArray(ctx.body)) return;
    trimMediaFormats(ctx.body);
  };
};

export default mediaFormats;
