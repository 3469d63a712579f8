import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { registerViaApi, uniqueUser } from './support/accounts';
import { persistentBrowser } from './support/browser';
import { APP_PORT } from '../../playwright.config';

// Issue 47: on a first visit, the members directory is searchable offline as soon as its first page is on the phone,
// not once the whole club is. The e2e Strapi pages the feed by 20 (playwright.config.ts), so the demo club's members
// take several lines of the streamed feed. The feed below is the real one; the test only holds it back after its first
// line (the rest of the answer is dropped and the phone's next request waits), as a saturated link would.

const APP = `http://127.0.0.1:${APP_PORT}`;

/** The worker's members sync state: how many records are stored, and whether the download is complete. */
function membersState(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ count: number; complete: boolean } | null>((resolve) => {
        const open = indexedDB.open('club-offline');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          try {
            const read = open.result.transaction('syncState', 'readonly').objectStore('syncState').get('members');
            read.onsuccess = () => {
              const row = read.result as { count?: number; complete: boolean } | undefined;
              resolve(row ? { count: row.count ?? 0, complete: row.complete } : null);
              open.result.close();
            };
            read.onerror = () => resolve(null);
          } catch {
            resolve(null);
          }
        };
      }),
  );
}

/** Holds the members feed after its first line; `release()` lets the phone's next request through to the server. */
async function holdAfterFirstLine(context: BrowserContext) {
  const state = { firstNames: [] as string[], held: 0, release: () => {} };
  const released = new Promise<void>((resolve) => (state.release = resolve));
  await context.route('**/api/directory/members/changes**', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('shape') !== 'columns') return route.continue();
    if (!url.searchParams.has('since') && state.firstNames.length === 0) {
      const response = await route.fetch();
      const [first] = (await response.text()).split('\n');
      const line = JSON.parse(first) as { columns: { Name: string[] }; more: boolean };
      expect(line.more, 'the demo club takes more than one page of the feed').toBe(true);
      state.firstNames = line.columns.Name;
      return route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: `${first}\n` });
    }
    state.held += 1;
    await released;
    return route.continue().catch(() => undefined);
  });
  return state;
}

test('offline during a first download: the members of its first page are found by the search, the others once the network is back', async () => {
  test.setTimeout(120_000);
  // A member who joined last: the last line of the feed, never the first.
  const api = await apiContext();
  const late = await registerViaApi({ ...uniqueUser(), name: `Octave Tardif${Date.now().toString(36)}` }, api);
  await api.dispose();

  const { context, close } = await persistentBrowser();
  try {
    const feed = await holdAfterFirstLine(context);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${APP}/members`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
    // The first page is stored; the download is still under way (its next request held).
    await expect.poll(async () => (await membersState(page))?.count ?? 0, { timeout: 60_000 }).toBe(feed.firstNames.length);
    await expect.poll(() => feed.held, { timeout: 30_000 }).toBeGreaterThan(0);
    expect((await membersState(page))?.complete).toBe(false);

    await context.setOffline(true);
    await page.reload();
    const found = feed.firstNames[feed.firstNames.length - 1];
    const search = page.getByRole('searchbox', { name: 'Rechercher un membre par nom ou profession' });
    await search.fill(found);
    await expect(page.getByRole('heading', { name: found }).first()).toBeVisible({ timeout: 20_000 });
    const note = page.getByText(/^Hors ligne : \d+ membres sur [\d\u202f]+ sont déjà sur ce téléphone, la recherche porte sur eux\./);
    await expect(note).toBeVisible();
    await expect(note).toContainText(`Hors ligne : ${feed.firstNames.length} membres sur`);
    await page.screenshot({ path: test.info().outputPath('offline-first-page.png') });

    // Not on the phone yet: no card, and the note says why.
    await search.fill(late.name);
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await expect(note).toBeVisible();

    // The network back: the rest of the download arrives, and the member with it.
    await context.setOffline(false);
    feed.release();
    await expect.poll(async () => (await membersState(page))?.complete, { timeout: 60_000 }).toBe(true);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Rechercher un membre par nom ou profession' }).fill(late.name);
    await expect(page.getByRole('heading', { name: late.name }).first()).toBeVisible({ timeout: 20_000 });
    await expect(note).toHaveCount(0);
  } finally {
    await close();
  }
});
