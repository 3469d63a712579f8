import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';
import { fileURLToPath, URL } from 'node:url';
import { createPwaOptions } from './build/pwa-options.ts';
import { securityHeaders } from './src/server/security-headers.ts';
import { clubFromEnv } from './src/content/club-defaults.ts';
import { routeManifest } from './build/route-manifest.ts';
import { precompress } from './build/precompress.ts';
import { compileHints } from './build/compile-hints.ts';
import { minifiedEarlyInput } from './build/early-input-script.ts';
import { startClosure, startStages } from './build/start-stages.ts';
import { ON_DEMAND_GROUPS, START_CHUNKS, START_SEEDS, isListed, relativeModule } from './build/chunk-manifest.ts';

// Two builds from one config (`npm run build` runs both):
//   vite build        → dist/        the browser bundle, index.html (the service worker's offline shell), sw.js,
//                                    .vite/router-manifest.json (entry script, preloads and CSS of each route)
//   vite build --ssr  → dist/.ssr/   the Node server (src/server/main.ts) and the server renderer it imports
// The PWA talks to Strapi on its own origin: /api and /uploads are proxied to the Strapi server (STRAPI_URL)
// by the Node server (`npm start`, the tests, production) and by the dev server (`npm run dev`, a client-rendered SPA).
// Which chunk each module lands in: build/chunk-manifest.ts, read here (the groups), by the compile hints, the start
// stages and the route manifest.
const root = fileURLToPath(new URL('.', import.meta.url));
// The router plugin's options: the route manifest asks TanStack's generator for the route of each file with them.
// A route's loader is split with its component (one chunk, one request): the route tree every page starts with then
// holds no feature's queries, so a page's start carries its own feature's code, not every route's.
const ROUTER_OPTIONS = {
  target: 'react',
  autoCodeSplitting: true,
  codeSplittingOptions: {
    defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
  },
} as const;
const start = startClosure(root, START_SEEDS);
const inGroup = (chunk: { modules: readonly string[]; except?: readonly string[]; startImportsOnly?: boolean }) => (id: string) => {
  const module = relativeModule(id, root);
  return isListed(module, chunk.modules) && !isListed(module, chunk.except ?? []) && (!chunk.startImportsOnly || start.has(id));
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const strapiUrl = env.STRAPI_URL || 'http://127.0.0.1:1337';
  const club = clubFromEnv(env);
  // xfwd: Strapi's auth rate limits count per visitor (X-Forwarded-For), not per proxy.
  const proxy = {
    '/api': { target: strapiUrl, changeOrigin: false, xfwd: true },
    '/uploads': { target: strapiUrl, changeOrigin: false },
  };
  const plugins: PluginOption[] = [
    tanstackRouter(ROUTER_OPTIONS),
    {
      // The page's stylesheet is inlined by the server (src/server/page-styles.ts), and the browser hydrates that
      // <style> as it is: TanStack Router's flag for it, which its plugin sets to 'false' (TanStack Start's sets it).
      name: 'inline-page-styles',
      config: () => ({
        define: {
          'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
          'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
        },
      }),
    },
    react(),
    startStages(root),
    start.plugin,
  ];
  if (!isSsrBuild) {
    // The service worker and its precache belong to the client build only (they list dist/, not the server).
    plugins.push(routeManifest(ROUTER_OPTIONS), precompress(), compileHints(), VitePWA(createPwaOptions(club)), {
      // The offline shell's tab shows the club's short name (spec: a short abbreviation); rendered pages
      // take their titles from the routes' head().
      name: 'club-title',
      transformIndexHtml: (html: string) => html.replace('%CLUB_SHORT_NAME%', club.shortName),
    });
  }
  return {
    plugins,
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The contract shared with the server, compiled from its sources here (docs/decisions/0005-the-contract.md).
        '@club/contract': fileURLToPath(new URL('./contract/src/index.ts', import.meta.url)),
        // Panda's generated styling functions (panda.config.ts; `panda codegen` writes them at install and build).
        'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
      },
    },
    define: {
      // APP_VERSION lets a test build a 'next version' of the same code.
      __APP_VERSION__: JSON.stringify(process.env.APP_VERSION || process.env.npm_package_version || '1.0.27'),
      // The server writes it into every page (src/server/render.tsx); the browser build has no use for it.
      ...(isSsrBuild ? { __EARLY_INPUT_SCRIPT__: JSON.stringify(minifiedEarlyInput()) } : {}),
    },
    server: { port: 5173, proxy },
    // The served app's security headers (CSP without inline scripts…): see src/server/security-headers.ts.
    preview: { port: Number(env.PREVIEW_PORT || 4173), strictPort: true, proxy, headers: securityHeaders(env) },
    build: isSsrBuild
      ? {
          outDir: 'dist/.ssr',
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          sourcemap: false,
          // Node modules stay external (imported from node_modules at run time).
          rolldownOptions: {
            input: { main: 'src/server/main.ts' },
            output: { entryFileNames: '[name].js' },
          },
        }
      : {
          target: 'es2022',
          // BUILD_SOURCEMAP=1 writes source maps, to see which modules fill a chunk (not for a deployed build).
          sourcemap: process.env.BUILD_SOURCEMAP === '1',
          rolldownOptions: {
            output: {
              // The start chunks of build/chunk-manifest.ts. Left alone, the bundler cut what every page starts with into
              // dozens of small shared chunks: on HTTP/1.1 (six connections) and a phone's latency that is several
              // round trips before the first screen. What loads on demand keeps the bundler's chunks.
              codeSplitting: {
                groups: [
                  ...START_CHUNKS.filter((chunk) => chunk.kind === 'group').map((chunk) => ({
                    name: chunk.name,
                    test: inGroup(chunk),
                    priority: chunk.priority,
                  })),
                  ...ON_DEMAND_GROUPS.map((group) => ({
                    name: group.name,
                    test: inGroup(group),
                    priority: group.priority,
                    minShareCount: group.minShareCount,
                  })),
                ],
              },
            },
          },
        },
  };
});
