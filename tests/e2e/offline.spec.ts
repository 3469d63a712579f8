import { expect, test, type Page } from '@playwright/test';
import { buildApp, ownPort, startApi, startPreview, type RunningServer } from './support/servers';
import { persistentBrowser } from './support/browser';
import { registerViaApi, signInBrowser, uniqueUser } from './support/accounts';
import { APP_START_TIMEOUT, openAvatarMenu, openPage } from './support/app';
import { storedCache } from './support/event-day';
import { brusselsToday } from './support/public-site';

// The app's reason to exist: opened once online, it must work in a basement with no network.
// These tests run their own servers so they can kill them (stricter than setOffline alone).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const NEXT_DIST = `.tmp/e2e/dist-next${process.env.E2E_PORT_OFFSET || ''}`;
const API_PORT = ownPort(1348);
const APP_PORT = ownPort(4184);

async function waitForPreloader(page: Page) {
  await expect(page.getByTestId('preloader')).toBeHidden({ timeout: APP_START_TIMEOUT });
}

test.describe('installable and offline', () => {
  let api: RunningServer;
  let app: RunningServer;
  let browser: Awaited<ReturnType<typeof persistentBrowser>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    api = await startApi(API_PORT);
    app = await startPreview(APP_PORT, api.url);
    browser = await persistentBrowser();
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await browser?.close();
    await app?.stop();
    await api?.stop();
  });

  test('Chromium reports no installability errors and the manifest is complete', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${app.url}/`);
    await waitForPreloader(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await browser.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await cdp.detach();
    expect(installabilityErrors).toEqual([]);

    const manifest = await (await page.request.get(`${app.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ lang: 'fr', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}:${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const asset of [...manifest.icons, ...manifest.screenshots]) {
      expect((await page.request.get(`${app.url}${asset.src}`)).status(), asset.src).toBe(200);
    }
    await page.close();
  });

  test("'Disponible hors ligne' stores every directory image, with progress and a summary", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${app.url}/events`);
    await waitForPreloader(page);
    await page.getByTestId('footer-offline-download').click();
    const dialog = page.getByTestId('offline-download');
    await expect(dialog.getByRole('heading', { name: 'Disponible hors ligne' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Télécharger' }).click();
    await expect(dialog.getByTestId('offline-download-summary')).toContainText('Terminé', { timeout: 120_000 });
    const progress = await dialog.getByTestId('offline-download-progress').textContent();
    const [, done, total] = progress!.match(/(\d+) \/ (\d+) images/)!;
    expect(Number(done)).toBe(Number(total));
    // Members with photos, logos, event images and gallery photos of the demo: well over a hundred.
    expect(Number(total)).toBeGreaterThan(100);
    const stored = await page.evaluate(async () => (await (await caches.open('club-media')).keys()).length);
    expect(stored).toBeGreaterThanOrEqual(Number(total));
    await page.close();
  });

  test('after one online visit to /, every directory screen works with the servers stopped', async () => {
    // What the pages must show, read from the real API while it still runs.
    const json = async (path: string) => (await (await fetch(`${api.url}${path}`)).json()).data;
    const members = await json('/api/members?sort=Name:asc&pagination[pageSize]=100&populate[0]=BioImage');
    const companies = await json('/api/companies?sort=Name:asc&pagination[pageSize]=100');
    const today = brusselsToday();
    const [upcoming] = await json(`/api/events?filters[Date][$gte]=${today}&sort=Date:asc&pagination[pageSize]=1`);
    const neverOpened = members[members.length - 1];
    const company = companies[companies.length - 1];

    const page = await browser.context.newPage();
    await page.goto(`${app.url}/`);
    await waitForPreloader(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // The four directories are fetched in the background, whatever page was opened.
    await expect
      .poll(
        async () => {
          const cache = await storedCache(page);
          return ['"members"', '"companies"', '"events"', '"event-photos"'].every((key) => cache.includes(key));
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // Images seen online are kept by the service worker.
    await page.goto(`${app.url}/members`);
    await waitForPreloader(page);
    const firstPhoto = page.getByTestId('member-card').first().getByRole('img');
    await expect.poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const firstPhotoSrc = await firstPhoto.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(firstPhotoSrc).toContain('/uploads/');
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('club-media')).keys()).length)).toBeGreaterThan(0);

    // No network at all: both servers gone, and the browser offline.
    await app.stop();
    await api.stop();
    await browser.context.setOffline(true);

    await page.goto(`${app.url}/`);
    await waitForPreloader(page);
    await expect(page.getByTestId('offline-banner')).toContainText('Tu es hors ligne');
    // How complete the phone's copy is, and from when.
    await expect(page.getByTestId('offline-banner')).toContainText(/Annuaire complet · \d+ membres · (à l’instant|il y a \d+ min)/);

    await page.goto(`${app.url}/members`);
    await expect(page.getByTestId('member-card')).toHaveCount(9);
    const offlinePhoto = page.getByTestId('member-card').first().getByRole('img');
    await expect.poll(() => offlinePhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await offlinePhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/uploads/');
    await page.getByPlaceholder('Recherche...').fill(neverOpened.Name);
    await expect(page.getByTestId('member-card')).toHaveCount(1);

    await page.goto(`${app.url}/members-detail/${neverOpened.id}`);
    await expect(page.getByRole('heading', { level: 1, name: neverOpened.Name })).toBeVisible();

    await page.goto(`${app.url}/societe`);
    await expect(page.getByTestId('company-card').first()).toBeVisible();
    // Logos never displayed online come from the offline download.
    const logo = page.getByTestId('company-card').first().getByRole('img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.goto(`${app.url}/societe-detail/${company.id}`);
    await expect(page.getByRole('heading', { level: 1, name: company.Name })).toBeVisible();

    await page.goto(`${app.url}/events`);
    await expect(page.getByText(upcoming.Name).first()).toBeVisible();
    await page.goto(`${app.url}/event-detail/${upcoming.id}`);
    await expect(page.getByRole('heading', { level: 1, name: upcoming.Name })).toBeVisible();

    await page.goto(`${app.url}/photos`);
    await expect(page.getByRole('heading', { name: 'Nos précédents événements' })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    await page.close();
    await browser.context.setOffline(false);
  });
});

test.describe('updates', () => {
  const UPDATE_PORT = ownPort(4185);
  let api: RunningServer;
  let app: RunningServer;
  let browser: Awaited<ReturnType<typeof persistentBrowser>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await buildApp(NEXT_DIST, { APP_VERSION: '9.9.9-next' });
    api = await startApi(ownPort(1349), { SEED_DEMO: 'false' });
    app = await startPreview(UPDATE_PORT, api.url);
    browser = await persistentBrowser();
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await browser?.close();
    await app?.stop();
    await api?.stop();
  });

  test('a new version shows the update prompt, and accepting it activates that version', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${app.url}/`);
    await waitForPreloader(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const currentVersion = await page.getByTestId('app-version').textContent();
    expect(currentVersion).not.toContain('9.9.9-next');

    // Deploy the next version on the same origin.
    await app.stop();
    app = await startPreview(UPDATE_PORT, api.url, NEXT_DIST);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

    await expect(page.getByText('Nouvelle version disponible')).toBeVisible({ timeout: 30_000 });
    // Below the header, as every toast: it stays until acted on, and the menu's links stay within reach meanwhile.
    const header = (await page.getByTestId('site-header').boundingBox())!;
    await expect
      .poll(async () => (await page.locator('.Toastify__toast', { hasText: 'Nouvelle version disponible' }).boundingBox())?.y)
      .toBeGreaterThanOrEqual(header.y + header.height - 1);
    // Nothing reloads by itself: the old version is still on screen.
    await expect(page.getByTestId('app-version')).toHaveText(currentVersion!);
    await page.getByRole('button', { name: 'Mettre à jour', exact: true }).click();
    await expect(page.getByTestId('app-version')).toHaveText('v9.9.9-next', { timeout: 30_000 });
  });
});

test('a corrupt stored cache never blocks start: the app drops it and refetches', async ({ page }) => {
  // Started, not only shown: a server-rendered page shows its cards before the app opens its IndexedDB store
  // (opened first by this test, the database had no store yet and the test waited forever).
  await openPage(page, '/members');
  await expect(page.getByTestId('member-card')).toHaveCount(9);
  // A first visit opens the store once the page is interactive and idle (app/client.tsx): wait until it has its
  // tables (listed first: opening an unknown database here would create an empty one).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!(await indexedDB.databases()).some((database) => database.name === 'club-offline')) return false;
          return new Promise<boolean>((resolve) => {
            const open = indexedDB.open('club-offline');
            open.onsuccess = () => {
              const ready = open.result.objectStoreNames.contains('keyValue');
              open.result.close();
              resolve(ready);
            };
            open.onerror = () => resolve(false);
          });
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('club-offline');
        open.onerror = () => reject(open.error ?? new Error('the database did not open'));
        open.onsuccess = () => {
          try {
            const tx = open.result.transaction('keyValue', 'readwrite');
            tx.objectStore('keyValue').put({ key: 'club-query-cache', value: '{"clientState": garbage ]]' });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error ?? new Error('the transaction failed'));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        };
      }),
  );
  await page.reload();
  await waitForPreloader(page);
  await expect(page.getByTestId('member-card')).toHaveCount(9);
});

test('logout leaves no token and no private data in localStorage or IndexedDB', async ({ page }) => {
  const user = await registerViaApi(uniqueUser('Privé'));
  await signInBrowser(page, user);
  await openPage(page, `/members-detail-edit/${user.memberId}`);
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toBeVisible();
  await page.waitForTimeout(1500); // the persister writes at most once a second
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(1500);

  const local = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(localStorage))));
  expect(local).not.toContain(user.jwt);
  expect(local).not.toContain('authToken');
  expect(local).not.toContain('authUser');
  const stored = await storedCache(page);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored).not.toContain(user.jwt);
  expect(stored).not.toContain('"me"');
});
