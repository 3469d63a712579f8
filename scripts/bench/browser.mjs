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
