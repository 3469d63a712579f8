// The chunks every start runs begin with V8's compile hint (vite-compile-hints.ts).
import { describe, expect, it, vi } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../vite-compile-hints';

type Output =
  { type: 'chunk'; name: string; fileName: string; code: string; map: unknown } | { type: 'asset'; fileName: string; source: string };

function generate(bundle: Record<string, Output>, chunks: string[]) {
  const plugin = compileHints(chunks);
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const hook = plugin.generateBundle as unknown as { handler: (this: { error: typeof error }, options: unknown, bundle: unknown) => void };
  hook.handler.call({ error }, {}, bundle);
  return bundle;
}

const chunk = (name: string, code: string, map: unknown = null): Output => ({
  type: 'chunk',
  name,
  fileName: `assets/${name}-abc.js`,
  code,
  map,
});

describe('V8 compile hints on the start chunks', () => {
  it('puts the hint on the first line of the listed chunks only, before Vite’s own header', () => {
    const bundle = generate(
      {
        react: chunk('react', 'const __vite__mapDeps=1;var a=1;'),
        app: chunk('app', 'var b=2;'),
        swiper: chunk('CarouselSwiper', 'var c=3;'),
        css: { type: 'asset', fileName: 'assets/app.css', source: 'a{}' },
      },
      ['react', 'app'],
    );
    const code = (name: string) => (bundle[name] as { code: string }).code;
    expect(code('react').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(code('react')).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;var a=1;`);
    expect(code('app')).toBe(`${COMPILE_HINT}\nvar b=2;`);
    expect(code('swiper')).toBe('var c=3;'); // loaded on demand: compiled lazily as before
    expect((bundle.css as { source: string }).source).toBe('a{}');
  });

  it('fails the build when a listed chunk does not exist (renamed in vite.config.ts)', () => {
    expect(() => generate({ app: chunk('app', 'var b=2;') }, ['app', 'theme'])).toThrow(/no chunk named theme/);
  });

  it('refuses a chunk with a source map (the added line would shift it)', () => {
    expect(() => generate({ app: chunk('app', 'var b=2;', { mappings: 'AAAA' }) }, ['app'])).toThrow(/source map/);
  });
});
