import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Renders one request's page with the given CSP nonce written into its <script> and <style> elements. */
export type PageRenderer = (request: Request, nonce: string) => Promise<Response>;

interface RenderedPage {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: string;
  /** Stands in the body for the nonce: each answer gets its own. */
  placeholder: string;
}

export interface PageCacheOptions {
  /** How long a rendered page is served again; 0 turns the cache off (every request renders). */
  ttlMs: number;
  /** Upper bound of the bodies kept, in characters (any query string makes a new entry: the oldest go first). */
  maxChars?: number;
}

/**
 * A micro-cache of anonymous server-rendered pages. A page is rendered for nobody in particular (server/render.tsx),
 * so the same URL answers the same HTML to everyone for a few seconds: 200 phones opening the directory at an
 * event cost one render, not 200. Concurrent requests for a page not yet rendered wait for one render (no
 * stampede). Only 200s are kept: an unknown or unpublished record answers 404 every time, so it appears the
 * moment it is published. The CSP nonce stays per answer: the page is rendered with a random placeholder that
 * each answer replaces with its own nonce.
 */
export function createPageCache(render: PageRenderer, { ttlMs, maxChars = 50_000_000 }: PageCacheOptions): PageRenderer {
  if (!(ttlMs > 0)) return render;
  const pages = new LRUCache<string, RenderedPage>({ ttl: ttlMs, maxSize: maxChars, sizeCalculation: (page) => page.body.length || 1 });
  const rendering = new Map<string, Promise<RenderedPage>>();

  async function renderOnce(request: Request, key: string): Promise<RenderedPage> {
    const placeholder = randomBytes(16).toString('hex');
    const response = await render(request, placeholder);
    const page: RenderedPage = {
      status: response.status,
      statusText: response.statusText,
      // Its length changes with the nonce.
      headers: [...response.headers].filter(([name]) => name !== 'content-length'),
      body: await response.text(),
      placeholder,
    };
    if (page.status === 200) pages.set(key, page);
    return page;
  }

  return async (request, nonce) => {
    const key = request.url;
    let page = pages.get(key);
    if (!page) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderOnce(request, key).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      page = await pending;
    }
    return new Response(page.body.replaceAll(page.placeholder, nonce), {
      status: page.status,
      statusText: page.statusText,
      headers: page.headers,
    });
  };
}
