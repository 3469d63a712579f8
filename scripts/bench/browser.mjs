// Debian's Chromium, launched like the e2e tests (the background-networking flags keep it quiet offline).
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
