// Security headers of the app, sent by the Node server (src/server/app.ts: what `npm start`, the end-to-end tests
// and production serve) and by `vite preview` (docs/decisions/0018-api-input-caching-and-security-headers.md).
//
// - No inline script in the offline shell: index.html and the build load modules from files only (vite-plugin-pwa's
//   registration is a module, injectRegister: false), so script-src is 'self'. A server-rendered page carries the
//   router's payload inline: allowed by that response's nonce only.
// - style-src needs 'unsafe-inline': Chakra UI (emotion) injects <style> elements at run time and components
//   set style attributes. Styles cannot run code; scripts stay strict.
// - Images: the app's origin (/uploads proxied to Strapi), data: (inlined SVG illustrations), blob: (photo
//   previews before upload), and the media host when media live in a bucket or CDN (VITE_MEDIA_ORIGIN).
// - Frames: only the video players the app embeds (YouTube without cookies, Vimeo).
const originOf = (value: string | undefined) => {
  try {
    return value ? new URL(value).origin : '';
  } catch {
    return '';
  }
};

export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** `nonce`: a server-rendered page's (its router payload is an inline script allowed by this nonce only). */
export function contentSecurityPolicy(env: Record<string, string | undefined>, nonce?: string): string {
  const media = originOf(env.VITE_MEDIA_ORIGIN);
  const api = originOf(env.VITE_API_URL);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(media ? [media] : []), ...(api ? [api] : [])],
    // The offline download fetches media too; the API may live on another origin (VITE_API_URL).
    'connect-src': ["'self'", ...(media ? [media] : []), ...(api ? [api] : [])],
    'font-src': ["'self'", 'data:'],
    'frame-src': VIDEO_FRAME_ORIGINS,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(env: Record<string, string | undefined>, nonce?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...transportSecurityHeaders(env.PUBLIC_URL),
  };
}

/**
 * HSTS, only when the site's public origin (PUBLIC_URL) is https: a browser that saw it once never again tries the
 * club's domain (or a subdomain) over plain HTTP, where a first request could be intercepted. A year, the usual
 * value; never on http (a local run on http://localhost must stay reachable). The Node server sends it on every
 * answer, the proxied /api and /uploads included (src/server/app.ts).
 */
export function transportSecurityHeaders(publicUrl: string | undefined): Record<string, string> {
  return /^https:\/\//i.test(publicUrl?.trim() ?? '') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {};
}

// Files under /uploads are inert, never pages of the app's origin (a file stored before uploads were limited to
// images, or one reaching the bucket by another way): a sandboxed document with an opaque origin that may load
// nothing, no type guessing, and anything but a shown image is downloaded. Strapi sets the same on the files it
// serves (backend/src/middlewares/upload-headers.ts).
export const UPLOAD_CSP = "sandbox; default-src 'none'";
const SHOWN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export function uploadHeaders(contentType: string | null | undefined): Record<string, string> {
  const type = String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  return {
    'Content-Security-Policy': UPLOAD_CSP,
    'X-Content-Type-Options': 'nosniff',
    ...(SHOWN_IMAGE_TYPES.includes(type) ? {} : { 'Content-Disposition': 'attachment' }),
  };
}
