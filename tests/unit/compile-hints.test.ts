// The chunks every start runs begin with V8's compile hint (build/compile-hints.ts), read from the built graph.
import { describe, expect, it, vi } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../build/compile-hints';

type Chunk = {
  type: 'chunk';
  name: string;
  fileName: string;
  code: string;
  map: { mappings: string } | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
};
type Asset = { type: 'asset'; fileName: string; source: string };

const file = (name: string) => `assets/${name}-abc.js`;
const chunk = (name: string, code: string, graph: Partial<Pick<Chunk, 'isEntry' | 'imports' | 'dynamicImports'>> = {}): Chunk => ({
  type: 'chunk',
  name,
  fileName: file(name),
  code,
  map: null,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  ...graph,
});

/** Runs the plugin's generateBundle on a bundle keyed by file name, as Vite's is. */
function generate(outputs: (Chunk | Asset)[]) {
  const bundle = Object.fromEntries(outputs.map((output) => [output.fileName, output]));
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const hook = compileHints().generateBundle as unknown as {
    handler: (this: { error: typeof error }, options: unknown, bundle: unknown) => void;
  };
  hook.handler.call({ error }, {}, bundle);
  return bundle;
}

/**
 * A start as build/chunk-manifest.ts lays it out: the entry, its boot chunk and its stages (React, then the start
 * chunk with the client); a lazy carousel; the device store, which the entry imports too (the offline shell opens it
 * first) but which is no start chunk.
 */
function startGraph() {
  const stages = ['react', 'start'];
  const chunks = {
    index: chunk('index', 'var i=0;', { isEntry: true, imports: [file('boot')], dynamicImports: [...stages, 'db'].map(file) }),
    boot: chunk('boot', 'var b=0;'),
    ...Object.fromEntries(stages.map((name) => [name, chunk(name, `const __vite__mapDeps=1;var ${name}=1;`)])),
    CarouselSwiper: chunk('CarouselSwiper', 'var s=3;', { imports: [file('start')] }),
    db: chunk('db', 'var d=4;'),
  } as Record<string, Chunk>;
  chunks.start.imports = [file('react')];
  chunks.start.dynamicImports = [file('CarouselSwiper')];
  return chunks;
}

describe('V8 compile hints on the start chunks', () => {
  it('puts the hint on the first line of the chunks a start runs only, before Vite’s own header', () => {
    const chunks = startGraph();
    const css: Asset = { type: 'asset', fileName: 'assets/app.css', source: 'a{}' };
    generate([...Object.values(chunks), css]);
    expect(chunks.react.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;var react=1;`);
    for (const name of ['index', 'boot', 'start']) {
      expect(chunks[name].code.split('\n')[0]).toBe(COMPILE_HINT);
    }
    expect(chunks.CarouselSwiper.code).toBe('var s=3;'); // loaded on demand: compiled lazily as before
    expect(chunks.db.code).toBe('var d=4;'); // a server-rendered page loads it after hydration
    expect(css.source).toBe('a{}');
  });

  it('fails the build when a start chunk of the manifest is not run at start', () => {
    const chunks = startGraph();
    chunks.index.dynamicImports = chunks.index.dynamicImports.filter((fileName) => fileName !== file('start'));
    expect(() => generate(Object.values(chunks))).toThrow(/no start chunk named start/);
  });

  it('moves the source maps down by the added line', () => {
    const chunks = startGraph();
    chunks.start.map = { mappings: 'AAAA' };
    const appMap: Asset = {
      type: 'asset',
      fileName: `${file('start')}.map`,
      source: JSON.stringify({ version: 3, mappings: 'AAAA;CACA' }),
    };
    generate([...Object.values(chunks), appMap]);
    expect(chunks.start.map?.mappings).toBe(';AAAA');
    expect(JSON.parse(appMap.source)).toEqual({ version: 3, mappings: ';AAAA;CACA' });
  });
});
