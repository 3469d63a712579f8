// The chunks every start runs begin with V8's compile hint (vite-compile-hints.ts).
import { describe, expect, it, vi } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../vite-compile-hints';

type Chunk = { type: 'chunk'; name: string; fileName: string; code: string; map: { mappings: string } | null };
type Asset = { type: 'asset'; fileName: string; source: string };

/** Runs the plugin's generateBundle on a bundle keyed by file name, as Vite's is. */
function generate(outputs: (Chunk | Asset)[], chunks: string[]) {
  const bundle = Object.fromEntries(outputs.map((output) => [output.fileName, output]));
  const plugin = compileHints(chunks);
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const hook = plugin.generateBundle as unknown as { handler: (this: { error: typeof error }, options: unknown, bundle: unknown) => void };
  hook.handler.call({ error }, {}, bundle);
  return bundle;
}

const chunk = (name: string, code: string, map: Chunk['map'] = null): Chunk => ({
  type: 'chunk',
  name,
  fileName: `assets/${name}-abc.js`,
  code,
  map,
});

describe('V8 compile hints on the start chunks', () => {
  it('puts the hint on the first line of the listed chunks only, before Vite’s own header', () => {
    const react = chunk('react', 'const __vite__mapDeps=1;var a=1;');
    const app = chunk('app', 'var b=2;');
    const swiper = chunk('CarouselSwiper', 'var c=3;');
    const css: Asset = { type: 'asset', fileName: 'assets/app.css', source: 'a{}' };
    generate([react, app, swiper, css], ['react', 'app']);
    expect(react.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(react.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;var a=1;`);
    expect(app.code).toBe(`${COMPILE_HINT}\nvar b=2;`);
    expect(swiper.code).toBe('var c=3;'); // loaded on demand: compiled lazily as before
    expect(css.source).toBe('a{}');
  });

  it('fails the build when a listed chunk does not exist (renamed in vite.config.ts)', () => {
    expect(() => generate([chunk('app', 'var b=2;')], ['app', 'theme'])).toThrow(/no chunk named theme/);
  });

  it('moves the source maps down by the added line', () => {
    const app = chunk('app', 'var b=2;', { mappings: 'AAAA' });
    const appMap: Asset = {
      type: 'asset',
      fileName: 'assets/app-abc.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;CACA' }),
    };
    generate([app, appMap], ['app']);
    expect(app.map?.mappings).toBe(';AAAA');
    expect(JSON.parse(appMap.source)).toEqual({ version: 3, mappings: ';AAAA;CACA' });
  });
});
