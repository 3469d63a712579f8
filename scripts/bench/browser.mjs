// Debian's Chromium, launched like the e2e tests (scripts/chromium.mjs).
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export { CHROMIUM, CHROMIUM_ARGS };

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** A persistent profile (service worker, Cache Storage and IndexedDB survive reloads), removed by close(). */
export async function persistentProfile(options = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'club-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'fr-BE',
    viewport: { width: 412, height: 823 },
    ...options,
  });
  return {
    context,
    close: async () => {
      await context.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Awaits, through one CDP evaluation, a promise the page's init script made (`expression` evaluates to it), and
 * returns what it resolved to. Playwright's waitForFunction would first evaluate its injected script in the page: a
 * 35–60 ms task at 4× CPU, in the middle of the start being timed (seen in traces of the warm start and the door).
 */
export async function awaitInPage(cdp, expression, { timeoutMs, what }) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: `Promise.race([(${expression}).then((value) => JSON.stringify(value)), new Promise((_, no) => setTimeout(() => no(new Error(${JSON.stringify(`${what} after ${timeoutMs / 1000} s`)})), ${timeoutMs}))])`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return JSON.parse(result.value);
}
