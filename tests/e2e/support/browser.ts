import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { CLUB_TIME_ZONE } from '../../../playwright.config';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS as ARGS } from '../../../scripts/chromium.mjs';

/**
 * A persistent profile, as an installed app has: service worker, Cache Storage and IndexedDB survive
 * page loads, and Chromium reports installability (an incognito context never can).
 */
export async function persistentBrowser(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'club-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
    locale: 'fr-BE',
    timezoneId: CLUB_TIME_ZONE,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
