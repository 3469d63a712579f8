import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from '@/app/router';
import type { SharedQueries } from './shared-queries';
import type { PageManifest } from './page-styles';
import { earlyInputScript, earlyInputStyle } from './early-input';
import { withEarlyWorker } from './early-worker';

export interface RenderOptions {
  request: Request;
  /** The site's public origin (canonical URLs, link previews). */
  origin: string;
  /** dist/.vite/router-manifest.json (entry script, preloads and CSS per route), read once at start-up, with the
   *  page's stylesheet to inline (page-styles.ts). */
  manifest: PageManifest;
  /** This response's CSP nonce. */
  nonce: string;
  /** Reference data kept between requests (src/server/shared-queries.ts). */
  shared?: SharedQueries;
}

/**
 * Renders one request with a new router and a new QueryClient (nothing is shared between requests), always for an
 * anonymous visitor: the API is asked without any credential (the server has no session), so the page holds what
 * the public API answers — hidden members nowhere, contact details only where their owner shows them to everyone.
 * Status: 200; 404 when no route matched or a loader threw notFound() (an unknown member, company, event); 500 on a
 * render error. Redirects come back as 30x responses.
 */
export async function render({ request, origin, manifest, nonce, shared }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter({ origin, nonce });
      shared?.seed(router.options.context.queryClient);
      return router;
    },
    getRouterManifest: () => manifest,
  });
  // renderToString, not the stream: the whole page in one piece (the pages are styled by class names from the
  // static stylesheet, but a streamed <Suspense> boundary would still hydrate later). The loaders have run by now.
  const response = await handler(({ responseHeaders, router }) => {
    shared?.keep(router.options.context.queryClient);
    return renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> });
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  // The early-input program first (it must listen from the first paint), the worker's registration next.
  const html = withEarlyInput(withEarlyWorker(await response.text(), nonce), nonce);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

// Minified by the server build; as written elsewhere (the unit tests).
const EARLY_INPUT = typeof __EARLY_INPUT_SCRIPT__ === 'string' ? __EARLY_INPUT_SCRIPT__ : earlyInputScript();
const EARLY_STYLE = earlyInputStyle();

/**
 * The page with the early-input program first in its head (src/server/early-input.ts): it must listen from the first
 * paint. Its style closes the head: the page's own inline <style> (page-styles.ts) comes before it, and React, which
 * hydrates a <style> of the head with the first one it meets, takes its own.
 */
export function withEarlyInput(html: string, nonce: string): string {
  const at = html.indexOf('<head>');
  const close = html.indexOf('</head>');
  if (at < 0 || close < 0) return html;
  const end = at + '<head>'.length;
  return `${html.slice(0, end)}<script nonce="${nonce}">${EARLY_INPUT}</script>${html.slice(end, close)}<style>${EARLY_STYLE}</style>${html.slice(close)}`;
}
