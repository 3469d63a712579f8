// /uploads answers are inert files, never pages: even a file stored before uploads were limited to images
// (an HTML page, a script, an SVG) cannot run on the app's origin or the admin's.
// - `Content-Security-Policy: sandbox; default-src 'none'`: opened directly, a document gets an opaque origin
//   (no cookies, no localStorage of the site) and may load nothing, scripts included.
// - `X-Content-Type-Options: nosniff`: a script tag or stylesheet pointing at an upload is refused unless its
//   type says so, and the browser never guesses HTML from the bytes.
// - `Content-Disposition: attachment` for anything but the raster images the app shows: downloaded, not opened.
// The PWA's Node server sets the same on the /uploads it proxies (src/server/app.ts, src/server/security-headers.ts).
import type { Core } from '@strapi/strapi';
import { IMAGE_MIME_TYPES } from '../utils/image-check';

export const UPLOAD_CSP = "sandbox; default-src 'none'";

const isShownImage = (contentType: string | undefined) =>
  IMAGE_MIME_TYPES.includes(
    String(contentType ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase(),
  );

const uploadHeaders: Core.MiddlewareFactory = () => {
  return async (ctx, next) => {
    await next();
    if (!ctx.path.startsWith('/uploads/')) return;
    ctx.set('Content-Security-Policy', UPLOAD_CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!isShownImage(ctx.response.get('Content-Type'))) ctx.set('Content-Disposition', 'attachment');
  };
};

export default uploadHeaders;
