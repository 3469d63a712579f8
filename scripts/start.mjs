#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs Strapi (API + admin, SQLite, seeded on first
// start) and the built PWA's Node server (dist/.ssr/main.js: server-rendered pages, /api and /uploads proxied
// to Strapi on the same origin), as in production (docs/deploy.md).
// Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'backend');
const STRAPI_PORT = process.env.STRAPI_PORT || '1337';
const APP_PORT = process.env.PREVIEW_PORT || '4173';
const strapiBin = path.join(server, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const appServer = path.join(root, 'dist', '.ssr', 'main.js');
const started = Date.now();

/** Newest modification time below the given paths (files only, node_modules and builds skipped). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (!['node_modules', 'dist', '.tmp', '.cache', 'build', 'uploads'].includes(entry)) visit(path.join(p, entry));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

// 0. The contract shared by both tiers: the server requires its CommonJS build (contract/dist), the PWA's
// build reads its sources.
const contract = path.join(root, 'contract');
const contractBuild = path.join(contract, 'dist', 'index.js');
const contractSources = newest([path.join(contract, 'src'), path.join(contract, 'tsconfig.json')]);
const tscBin = path.join(server, 'node_modules', 'typescript', 'bin', 'tsc');
if (!existsSync(contractBuild) || contractSources > statSync(contractBuild).mtimeMs) {
  run('Compiling the contract shared by the PWA and the server', process.execPath, [tscBin, '-p', path.join(contract, 'tsconfig.json')]);
}

// 1. Strapi: the admin panel build (≈45 s, once) also compiles the server; otherwise tsc (≈4 s) is enough.
const adminIndex = path.join(server, 'dist', 'build', 'index.html');
const serverSources = newest([path.join(server, 'src'), path.join(server, 'config'), path.join(contract, 'src')]);
// The admin panel is rebuilt when its own customisation (src/admin: French, the events list's 'Inscrits') changed.
const adminSources = newest([path.join(server, 'src', 'admin'), path.join(server, 'config', 'admin.ts')]);
if (!existsSync(adminIndex) || adminSources > statSync(adminIndex).mtimeMs) {
  run('Building the Strapi admin panel (about a minute)', process.execPath, [strapiBin, 'build'], { cwd: server });
} else if (serverSources > statSync(path.join(server, 'dist')).mtimeMs || !existsSync(path.join(server, 'dist', 'src', 'index.js'))) {
  // The previous compiled server goes first: a source file deleted since would otherwise stay in dist/ and load.
  run('Removing the previous compiled server', process.execPath, [path.join(server, 'scripts', 'clean-compiled.js')], { cwd: server });
  run('Compiling the Strapi server', process.execPath, [tscBin, '-p', 'tsconfig.json'], { cwd: server });
}

// 2. The PWA: rebuilt when a source is newer than the last build (the browser's build, then the server's,
// which is written last).
const appSources = newest(
  ['src', 'contract/src', 'build', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts', 'postcss.config.js', 'package.json'].map(
    (p) => path.join(root, p),
  ),
);
if (!existsSync(appServer) || appSources > statSync(appServer).mtimeMs) {
  run('Building the PWA', process.execPath, [viteBin, 'build'], { cwd: root });
  run('Building the PWA server', process.execPath, [viteBin, 'build', '--ssr'], { cwd: root });
}

// 3. Run both.
const children = [];
function startChild(label, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (label === 'strapi' && /Strapi started successfully|To access the server/.test(String(chunk))) announce();
  });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`✖ ${label} stopped (${signal ?? code}); stopping everything.`);
      shutdown(1);
    }
  });
  children.push(child);
  return child;
}

let announced = false;
function announce() {
  if (announced) return;
  announced = true;
  console.log(
    `\n✔ Ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
      `  App (PWA):   http://localhost:${APP_PORT}\n` +
      `  Back-office: http://localhost:${STRAPI_PORT}/admin\n` +
      '  Ctrl-C stops everything.\n',
  );
}

let shuttingDown = false;
function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

startChild('strapi', process.execPath, [strapiBin, 'start'], {
  cwd: server,
  // The app's server proxies /api with X-Forwarded-For: the auth rate limits see each visitor's address.
  env: {
    ...process.env,
    PORT: STRAPI_PORT,
    APP_URL: process.env.APP_URL || `http://localhost:${APP_PORT}`,
    TRUST_PROXY: process.env.TRUST_PROXY || 'true',
    // One machine, no load balancer to tell: Ctrl-C stops at once (backend/src/lifecycle/graceful-shutdown.ts).
    SHUTDOWN_DRAIN_DELAY_MS: process.env.SHUTDOWN_DRAIN_DELAY_MS || '0',
  },
});
startChild('app', process.execPath, [appServer], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Required in production (src/server/public-url.ts): its own address, unless one is given.
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${APP_PORT}`,
    PORT: APP_PORT,
    HOST: process.env.HOST || '127.0.0.1',
    STRAPI_URL: `http://127.0.0.1:${STRAPI_PORT}`,
  },
});
