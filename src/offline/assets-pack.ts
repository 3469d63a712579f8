// The app's text files in one answer, for a first install of the service worker (src/sw/precache.ts) from the Node
// server (src/server/assets-pack.ts). Workbox's install asks for each file on its own: on HTTP/1.1 (six
// connections, some taken by the directories' sync) and a phone's latency, the app's sixty files cost a round trip
// each, and the precache took most of twenty seconds on Slow 4G while the link stood half idle.

/** Where the install asks for the files it does not have yet. */
export const ASSETS_PACK_PATH = '/assets-pack';

/**
 * What may be packed: the build's text files, at its root or in assets/ (never a folder or file whose name starts
 * with a dot: .vite/ and .ssr/ are the server's). A revised file (index.html) may come from another instance's
 * build during a rolling deploy, as it may when fetched on its own.
 */
export const PACKABLE_FILE = /^\/(assets\/)?[\w-][\w.-]*\.(js|css|svg|html|webmanifest)$/;

/** The most files one request may ask for (the build has about seventy). */
export const ASSETS_PACK_MAX_FILES = 200;

/** The request: the paths wanted, as the precache lists them ('/assets/app-1a2b.js', '/index.html'). */
export interface AssetsPackRequest {
  paths: string[];
}

/** The answer: each file found, with its content type; a path missing from it is fetched on its own. */
export interface AssetsPackAnswer {
  files: Array<{ path: string; type: string; body: string }>;
}
