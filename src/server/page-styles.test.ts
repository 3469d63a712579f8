// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '@tanstack/react-router';
import { withInlinePageStyles } from './page-styles';

describe('withInlinePageStyles', () => {
  it('gives the router the root’s stylesheets to inline, by the href the routes link them with', () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'page-styles-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets/index-1a.css'), '@layer reset;body{margin:0}');
    const manifest: Manifest = {
      routes: { __root__: { css: ['/assets/index-1a.css'] }, '/members': { css: ['/assets/Lightbox-2b.css'] } },
    };
    const result = withInlinePageStyles(manifest, clientDir);
    expect(result.inlineCss?.styles).toEqual({ '/assets/index-1a.css': '@layer reset;body{margin:0}' });
    // A route's own stylesheet (a lazy part's) stays a link.
    expect(result.routes['/members']).toEqual(manifest.routes['/members']);
  });

  it('leaves a manifest without a root stylesheet as it is', () => {
    expect(withInlinePageStyles({ routes: {} }, tmpdir()).inlineCss).toEqual({ styles: {} });
  });
});
