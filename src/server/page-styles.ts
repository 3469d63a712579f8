import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '@tanstack/react-router';

/**
 * The stylesheets every page is drawn with (the root route's: Panda's compiled stylesheet), inlined in each
 * server-rendered page (TanStack Router's inline CSS: the server writes a <style>, the page's payload carries no copy
 * of it, the browser hydrates the element as it is). Linked, it was one more request on a phone's link before the
 * first paint, sharing the link with the page's scripts. The offline shell (index.html) keeps its link: the file is
 * precached.
 */
/** The router's manifest as its request handler takes it on the server: with the CSS it inlines, by stylesheet. */
export type PageManifest = Manifest & { inlineCss?: { styles: Record<string, string> } };

export function withInlinePageStyles(manifest: Manifest, clientDir: string): PageManifest {
  const styles: Record<string, string> = {};
  for (const link of manifest.routes?.__root__?.css ?? []) {
    const href = typeof link === 'string' ? link : link.href;
    styles[href] = readFileSync(path.join(clientDir, href), 'utf8');
  }
  return { ...manifest, inlineCss: { styles } };
}
