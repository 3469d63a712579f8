import type { Plugin } from 'vite';
import { START_CHUNKS, startFiles } from './chunk-manifest.ts';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Client build only: the chunks every start runs begin with V8's compile hint: the entry, what it imports and what
 * its dynamic imports (main.tsx's stages and the client) need, read from the built graph (chunk-manifest.ts's
 * startFiles), the same files the route manifest lists. Without it V8
 * compiles a function on the main thread the first time it is called, at every start of the installed app: the
 * code cache made when the service worker stores a script holds only what was compiled then (the top level).
 * With it, the functions are compiled with the script, on a background thread, and kept in that code cache.
 *
 * The comment must be the file's first line, so it is added last, once the minifier (which drops comments) and
 * Vite's own header (`__vite__mapDeps`) are done. The file names' hashes were computed before: they do not
 * change with the hint, which only tells V8 when to compile, never what the code does.
 */
export function compileHints(): Plugin {
  return {
    name: 'v8-compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const { page, app } = startFiles(chunks);
        const started = new Set([...page, ...app]);
        const hinted = new Set<string>();
        for (const output of chunks) {
          if (!started.has(output.fileName)) continue;
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
        // The manifest's start chunks must be among them: one that was not run at start would lose its hint unseen.
        const missing = START_CHUNKS.map(({ name }) => name).filter((name) => !hinted.has(name));
        if (missing.length) this.error(`compile hints: no start chunk named ${missing.join(', ')}`);
      },
    },
  };
}
