import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';
import { fileURLToPath, URL } from 'node:url';
import { createPwaOptions } from './pwa.config.ts';
import { securityHeaders } from './security-headers.ts';
import { clubFromEnv } from './src/content/club-defaults.ts';
import { routeManifest } from './vite-route-manifest.ts';
import { precompress } from './vite-precompress.ts';
import { compileHints } from './vite-compile-hints.ts';
import { chakraGlobalAtBuild } from './vite-chakra-global.ts';
import { minifiedEarlyInput } from './vite-early-input.ts';

// Two builds from one config (`npm run build` runs both):
//   vite build        → dist/        the browser bundle, index.html (the service worker's offline shell), sw.js,
//                                    .vite/router-manifest.json (entry script, preloads and CSS of each route)
//   vite build --ssr  → dist/.ssr/   the Node server (src/server/main.ts) and the server renderer it imports
// The PWA talks to Strapi on its own origin: /api and /uploads are proxied to the Strapi server (STRAPI_URL)
// by the Node server (`npm start`, the tests, production) and by the dev server (`npm run dev`, a client-rendered SPA).
// See the 'app' chunk below. The entry (main.tsx and its two helpers) stays a small chunk of its own: it must run,
// and wait for the first paint, before the app's chunks are even asked for.
const ENTRY_MODULE = /[\\/]src[\\/](main\.tsx|lib[\\/](after-first-paint|early-install-offer)\.ts)$/;
const SHARED_APP_MODULE = /[\\/](src[\\/]|node_modules[\\/](@chakra-ui|date-fns|@date-fns)[\\/])/;
const THEME_MODULE =
  /([\\/]src[\\/]app[\\/]theme\.ts$|node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme|styled-system|preset-base\.js|utils)[\\/]?)/;
const ON_DEMAND_MODULE =
  /[\\/](components[\\/]forms[\\/]|features[\\/](auth|company-edit|profile)[\\/]|[^\\/]*(form-validation|ics|Menu|Dialog|Swiper|LightboxEngine|TagField)[^\\/]*$|components[\\/](dialog|drawer|menu|popover|hover-card|tooltip|progress|select|combobox|checkbox|radio-group|switch|file-upload|tabs|accordion|collapsible|toast|slider|number-input|pin-input|tags-input)[\\/])/;

/** The chunks every start runs, nearly all of their functions called (main.tsx's stages). */
const START_CHUNKS = ['index', 'boot', 'react', 'framework', 'platform', 'theme', 'app', 'client'];

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const strapiUrl = env.STRAPI_URL || 'http://127.0.0.1:1337';
  const club = clubFromEnv(env);
  // xfwd: Strapi's auth rate limits count per visitor (X-Forwarded-For), not per proxy.
  const proxy = {
    '/api': { target: strapiUrl, changeOrigin: false, xfwd: true },
    '/uploads': { target: strapiUrl, changeOrigin: false },
  };
  const plugins: PluginOption[] = [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), chakraGlobalAtBuild()];
  if (!isSsrBuild) {
    // The service worker and its precache belong to the client build only (they list dist/, not the server).
    plugins.push(routeManifest(), precompress(), compileHints(START_CHUNKS), VitePWA(createPwaOptions(club)), {
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
        // The contract shared with the server, compiled from its sources here (docs/architecture.md § Contract).
        '@club/contract': fileURLToPath(new URL('./contract/src/index.ts', import.meta.url)),
      },
    },
    define: {
      // APP_VERSION lets a test build a 'next version' of the same code.
      __APP_VERSION__: JSON.stringify(process.env.APP_VERSION || process.env.npm_package_version || '1.0.27'),
      // The server writes it into every page (src/server/render.tsx); the browser build has no use for it.
      ...(isSsrBuild ? { __EARLY_INPUT_SCRIPT__: JSON.stringify(minifiedEarlyInput()) } : {}),
    },
    server: { port: 5173, proxy },
    // The served app's security headers (CSP without inline scripts…): see security-headers.ts.
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
          sourcemap: false,
          rolldownOptions: {
            output: {
              // The libraries every page starts with, in one chunk. Left alone, the bundler cut them into some
              // 30 small shared chunks: on HTTP/1.1 (six connections) and a phone's latency that is several round
              // trips before the first screen. Lazy-only libraries (swiper, lightgallery, forms) keep their chunks.
              codeSplitting: {
                groups: [
                  {
                    // What the entry shares with the app (Vite's helper for dynamic imports, the early install
                    // offer): alone, so that the entry needs nothing of the app's chunks.
                    name: 'boot',
                    test: /(vite[\\/]preload-helper|src[\\/]lib[\\/]early-install-offer\.ts$)/,
                    priority: 3,
                  },
                  {
                    // React, the rest of the framework, then the platform below: chunks run in a task each (main.tsx).
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    priority: 3,
                  },
                  {
                    name: 'framework',
                    test: /node_modules[\\/](@tanstack|@emotion|stylis|use-sync-external-store)[\\/]/,
                    priority: 2,
                  },
                  {
                    // What the app needs around the page rather than to draw it (the IndexedDB store, the query
                    // strings): a stage of its own. Not in it, in chunks of their own loaded once the page is
                    // interactive: workbox-window (the service worker is registered then, app/client.tsx) and
                    // react-toastify (app/layout/Toasts.tsx, lib/toasts.ts).
                    name: 'platform',
                    test: /(node_modules[\\/](dexie|qs-esm)[\\/]|src[\\/]offline[\\/]db\.ts$)/,
                    priority: 2,
                  },
                  {
                    // The style system (Chakra's core, its tokens and recipes, the club's theme): evaluated in a
                    // task of its own before the rest of the app (see main.tsx), its createSystem being the start's
                    // longest step.
                    name: 'theme',
                    test: THEME_MODULE,
                    priority: 2,
                  },
                  {
                    // The app's own modules the public pages share (and the date and Chakra parts they use), in one
                    // chunk: left alone they were some 50 chunks of 1–10 KB, each a round trip on a phone. Parts
                    // loaded on demand (menus, dialogs, forms, the carousel, the lightbox, the calendar file) stay
                    // out of it, in their own chunks.
                    name: 'app',
                    test: (id: string) => SHARED_APP_MODULE.test(id) && !ON_DEMAND_MODULE.test(id) && !ENTRY_MODULE.test(id),
                    minShareCount: 2,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
  };
});
