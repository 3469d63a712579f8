import { existsSync } from 'node:fs';

// Debian's Chromium, as the end-to-end tests, the bench and the cluster test launch it: one list of flags.
// The background-networking flags keep it quiet, so an offline test sees only the app's own requests.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, what Playwright itself runs headless tests in): the
 * same Blink and V8 without the desktop browser around them, so the end-to-end suite needs about half the CPU
 * (docs/decisions/0022-where-ci-time-goes.md). Full Chromium where it is not installed. The bench and Lighthouse keep
 * the full browser: they measure what a member's Chrome does.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
