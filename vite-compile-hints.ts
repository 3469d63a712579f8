import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Client build only: the chunks every start runs (`chunks`, by name) begin with V8's compile hint. Without it V8
 * compiles a function on the main thread the first time it is called, at every start of the installed app: the
 * code cache made when the service worker stores a script holds only what was compiled then (the top level).
 * With it, the functions are compiled with the script, on a background thread, and kept in that code cache.
 *
 * The comment must be the file's first line, so it is added last, once the minifier (which drops comments) and
 * Vite's own header (`__vite__mapDeps`) are done. The file names' hashes were computed before: they do not
 * change with the hint, which only tells V8 when to compile, never what the code does.
 */
export function compileHints(chunks: readonly string[]): Plugin {
  return {
    name: 'v8-compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hinted = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !chunks.includes(output.name)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          // A source map (the bench builds them) moves down by the added line: one more ';' (empty line) first.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
          hinted.add(output.name);
        }
        // A chunk renamed in vite.config.ts would silently lose its hint.
        const missing = chunks.filter((name) => !hinted.has(name));
        if (missing.length) this.error(`compile hints: no chunk named ${missing.join(', ')}`);
      },
    },
  };
}
