import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, TEST_CHROMIUM } from './scripts/chromium.mjs';
import { ensureLoopbackCertificate } from './scripts/push-service.mjs';

// End-to-end: the BUILT PWA served by its Node server (server-rendered pages, /api and /uploads proxied) in Debian's Chromium,
// against a real Strapi booted on a throwaway SQLite database seeded with the demo data.
export const API_PORT = Number(process.env.E2E_API_PORT || 1338);
export const APP_PORT = Number(process.env.E2E_APP_PORT || 4174);
/**
 * The contract's CLUB_TIME_ZONE, which Playwright's loader cannot import (the contract's sources are a CommonJS
 * package to it): tests/unit/e2e-settings.test.ts checks they are the same.
 */
export const CLUB_TIME_ZONE = 'Europe/Brussels';
export const E2E_OUTBOX = path.resolve('.tmp/e2e/outbox');
/**
 * Web Push: the push service's stand-in (scripts/push-service.mjs, started by tests/e2e/push.spec.ts) serves HTTPS on
 * loopback with this certificate, which Strapi trusts (NODE_EXTRA_CA_CERTS) for the pushes it sends.
 */
export const E2E_PUSH_CERTIFICATE = ensureLoopbackCertificate(path.resolve('.tmp/e2e/push-service'));
// Several engineers may run suites at once on one machine: each can use its own build and results folder.
const distDir = process.env.E2E_DIST || 'dist';
// What only the full browser has: Background Sync (the service worker's `sync` event, with no tab open) and
// notifications (the headless shell denies their permission). Every other spec runs in Chromium's headless shell
// (scripts/chromium.mjs).
const FULL_BROWSER_SPECS = /\/(background-sync|push)\.spec\.ts$/;
const desktopChromium = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath, args: [...CHROMIUM_ARGS] },
});

export default defineConfig({
  testDir: 'tests/e2e',
  // A test that opens several signed-in pages, each waiting for its data and its form's first render, has needed
  // more than a minute on this machine under the suite's load (while it passes in 25 s alone).
  timeout: 90_000,
  expect: {
    // Two browsers, Strapi and the Node server share this machine's 2 cores: a page that needs 2 s on a quiet
    // machine has been seen to need 10 s here (its scripts' start under contention), so 15 s before a wait fails.
    timeout: 15_000,
    // Screenshots (tests/e2e/visual.spec.ts): the same machine and Chromium render the same pixels; a little
    // room for antialiasing, none for a panel gone transparent.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  fullyParallel: true,
  // Two browsers at a time, here and in CI: the machine has two cores, shared with Strapi and the Node server.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT || 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'fr-BE',
    timezoneId: CLUB_TIME_ZONE,
    // Here a failed test keeps its trace (actions, DOM snapshots, network, console) but no screencast: recording
    // one for every test cost about a third of the suite's CPU. CI records none: nobody can open a trace left on
    // CI's machine, and recording was another tenth (docs/decisions/0022-where-ci-time-goes.md).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    { name: 'chromium', testIgnore: FULL_BROWSER_SPECS, use: desktopChromium(TEST_CHROMIUM) },
    { name: 'chromium-full', testMatch: FULL_BROWSER_SPECS, use: desktopChromium(CHROMIUM) },
  ],
  webServer: [
    {
      command: 'node backend/scripts/test-server.js',
      url: `http://127.0.0.1:${API_PORT}/api/perks`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Let the test server destroy Strapi and delete its throwaway folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(API_PORT),
        SEED_DEMO: 'true',
        TEST_FIXTURES: 'true',
        EMAIL_OUTBOX_DIR: E2E_OUTBOX,
        APP_URL: `http://127.0.0.1:${APP_PORT}`,
        NODE_EXTRA_CA_CERTS: E2E_PUSH_CERTIFICATE.certPath,
        PUSH_SERVICE_HOSTS: '127.0.0.1',
        // Pages of 20 in the directories' sync: the demo club's 64 members take several, and a phone's streamed
        // feed has lines to be caught between (offline-first-page.spec.ts).
        DIRECTORY_SYNC_PAGE_SIZE: '20',
      },
    },
    {
      command: `node ${distDir}/.ssr/main.js`,
      url: `http://127.0.0.1:${APP_PORT}/robots.txt`,
      timeout: 60_000,
      reuseExistingServer: false,
      // The page and sitemap caches off (src/server/page-cache.ts, unit-tested): the tests change data and reload
      // pages at once, while production serves a page up to 10 s old and the sitemap up to 10 minutes.
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(APP_PORT),
        // Required in production (src/server/public-url.ts): the address the tests use.
        PUBLIC_URL: `http://127.0.0.1:${APP_PORT}`,
        STRAPI_URL: `http://127.0.0.1:${API_PORT}`,
        PAGE_CACHE_SECONDS: '0',
        SITEMAP_CACHE_SECONDS: '0',
      },
    },
  ],
});
