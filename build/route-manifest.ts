import { Generator, getConfig, rootPathId, type Config } from '@tanstack/router-generator';
import type { Plugin } from 'vite';
import { startFiles } from './chunk-manifest.ts';

/** The id of the server-rendered page's list of the app's chunks (read by src/main.tsx). */
export const APP_CHUNKS_ID = 'app-chunks';

/** Client build only: writes .vite/router-manifest.json, a TanStack Router `Manifest` (entry script,
 *  modulepreloads and CSS of the root and of each route), for createRequestHandler({ getRouterManifest }).
 *  `routerOptions`: the router plugin's, for TanStack's generator to give each route file its route id. */
export function routeManifest(routerOptions: Partial<Config>): Plugin {
  let base = '/';
  let routeIdOf = new Map<string, { routeId: string }>();
  return {
    name: 'ssr-route-manifest',
    // After Vite's own HTML plugin: index.html is in the bundle (see the offline shell below).
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      // The route id of each route file, as the router plugin computes it for the route tree (its own generator).
      const generator = new Generator({ config: getConfig(routerOptions, process.cwd()), root: process.cwd() });
      await generator.run();
      routeIdOf = generator.getRoutesByFileMap();
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk and every chunk it imports statically (what the browser needs before running it).
      const closure = (fileName: string, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const cssOf = (files: Iterable<string>) => [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const url = (file: string) => base + file;

      // The entry is small: it runs the app (its dynamic imports, with the chunks they import) once the page is
      // painted. The app's chunks are preloaded by each route (below), after the route's own.
      const { entry, page: rootFiles, app: stagedFiles } = startFiles(chunks);
      // Its stylesheet is still in the page's head, though: the page is drawn with it from the first paint. It is
      // the document's (index.html links it), and the server inlines it (src/server/page-styles.ts).
      const appFiles = new Set([...rootFiles, ...stagedFiles]);
      const shellSource = bundle['index.html']?.type === 'asset' ? String(bundle['index.html'].source) : '';
      const documentCss = [...shellSource.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((match) => match[1]);
      const routes: Record<string, { preloads?: string[]; css?: string[]; scripts?: object[] }> = {
        __root__: {
          // The entry is the <script> below, at the end of the body: the browser finds it only once the whole page
          // has arrived (on a phone's link, after the first paint). Preloaded from the head, it is there when the
          // page is painted (≈ 1.5 KB: it hardly delays the first paint). What it imports comes with each route's
          // list below, in its order.
          preloads: [url(entry.fileName)],
          css: [...new Set([...documentCss, ...cssOf(appFiles).map(url)])],
          scripts: [
            // The app's chunks, for the entry to preload all at once where the route did not (a page of no route
            // file, such as 'not found'): it then runs them one stage per task (main.tsx), and one dynamic import
            // after another would fetch them one by one.
            { attrs: { type: 'application/json', id: APP_CHUNKS_ID }, children: JSON.stringify(stagedFiles.map(url)) },
            { attrs: { type: 'module', src: url(entry.fileName) } },
          ],
        },
      };

      // autoCodeSplitting: each route file becomes `src/routes/x.tsx?tsr-split=component` (and
      // errorComponent/notFoundComponent…) dynamic chunks, the route file's path before the query.
      for (const chunk of chunks) {
        const routeFile = chunk.facadeModuleId?.split('?')[0];
        const routeId = routeFile ? routeIdOf.get(routeFile)?.routeId : undefined;
        if (!routeId || routeId === `/${rootPathId}`) continue;
        const files = [...closure(chunk.fileName)].filter((file) => !appFiles.has(file));
        const route = (routes[routeId] ??= {});
        route.preloads = [...new Set([...(route.preloads ?? []), ...files.map(url)])];
        const css = cssOf(files).map(url);
        if (css.length) route.css = [...new Set([...(route.css ?? []), ...css])];
      }
      // Each route's own chunks and the app's: fetched from the head, while the page is still arriving and being
      // painted, rather than asked for by the entry once it is painted (on a phone's link that wait was a second of
      // an idle link before the last byte the hydration needs). Their priority is low (the first screen's CSS and
      // pictures go first). The largest first: HTTP/1.1 gives a page six connections, and each request holds one
      // for at least a round trip (562 ms on a phone), so the files asked for after the first six wait for one to
      // end. A small chunk waits one round trip and is there before the large ones end; a large chunk that waited
      // ended that round trip later, and the hydration with it (docs/decisions/0026).
      const size = (file: string) => byFile.get(file)?.code.length ?? 0;
      const bootFiles = [...rootFiles].filter((file) => file !== entry.fileName);
      for (const [routeId, route] of Object.entries(routes)) {
        if (routeId === '__root__') continue;
        const files = new Set([...(route.preloads ?? []).map((href) => href.slice(base.length)), ...stagedFiles, ...bootFiles]);
        route.preloads = [...files].sort((a, b) => size(b) - size(a)).map(url);
      }

      // The offline shell (index.html, answered by the service worker) has nothing to paint but the preloader:
      // there its app chunks are preloaded at once, in parallel, not asked for one frame later by the entry.
      const shell = bundle['index.html'];
      if (shell?.type === 'asset' && typeof shell.source === 'string') {
        const links = [...appFiles]
          .filter((file) => file !== entry.fileName && !shell.source.toString().includes(url(file)))
          .map((file) => `<link rel="modulepreload" crossorigin href="${url(file)}">`)
          .join('\n    ');
        shell.source = shell.source.replace('</head>', `\n    ${links}\n  </head>`);
      }

      this.emitFile({
        type: 'asset',
        fileName: '.vite/router-manifest.json',
        source: JSON.stringify({ routes }, null, 2),
      });
    },
  };
}
