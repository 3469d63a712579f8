import { expect, test, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { openPage } from './support/app';
import { getEventPhotos, lightboxHash, type ApiMedia } from './support/public-site';

let photos: ApiMedia[];

test.beforeAll(async () => {
  const api = await apiContext();
  photos = await getEventPhotos(api);
  await api.dispose();
  expect(photos.length).toBeGreaterThan(18);
});

const grid = (page: Page) => page.locator('[data-gallery="photos"]');
const shownPids = (page: Page) =>
  grid(page)
    .locator('button[data-pid]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-pid'))));
const lightbox = (page: Page) => page.locator('.lg-outer.lg-visible');

test('shows the title and 9 photos a page, with a 5-page range and 2 margin pages', async ({ page }) => {
  await openPage(page, '/photos');
  await expect(page.getByRole('heading', { level: 1, name: 'Nos précédents événements' })).toBeVisible();
  await expect(grid(page).locator('button[data-pid]')).toHaveCount(9);
  expect(await shownPids(page)).toEqual(photos.slice(0, 9).map((p) => p.id));

  const totalPages = Math.ceil(photos.length / 9);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: `Page ${totalPages}`, exact: true })).toBeVisible();
  if (totalPages > 9) await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toBeVisible();
});

test('a link to a page past the end shows the last page, before any script runs and after', async ({ browser }) => {
  const totalPages = Math.ceil(photos.length / 9);
  const lastPage = photos.slice((totalPages - 1) * 9).map((p) => p.id);
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`/photos?page=${totalPages + 40}`);
    await expect(grid(page).locator('button[data-pid]')).toHaveCount(lastPage.length);
    expect(await shownPids(page)).toEqual(lastPage);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: `Page ${totalPages}`, exact: true })).toHaveAttribute('aria-current', 'page');
    await context.close();
  }
});

test('a page change shows the next photos and scrolls smoothly back to the top', async ({ page }) => {
  await openPage(page, '/photos');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => shownPids(page)).toEqual(photos.slice(9, 18).map((p) => p.id));
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
});

test('the lightbox opens on a photo with gid/pid in the hash, has a download button, and closes on back', async ({ page }) => {
  await openPage(page, '/photos?page=2');
  const target = photos[10];
  await grid(page).locator(`button[data-pid="${target.id}"]`).click();
  await expect(lightbox(page)).toBeVisible();
  expect(lightboxHash(page.url())).toEqual({ gid: 'photos', pid: String(target.id) });
  await expect(page.locator('.lg-outer .lg-download')).toHaveAttribute('href', target.url);
  await expect(page.locator('.lg-outer .lg-thumb-item').first()).toBeAttached();

  // Next photo: the hash follows, without adding history entries.
  await expect(page.locator('.lg-outer .lg-current img.lg-object')).toBeVisible();
  await page.locator('.lg-outer .lg-next').click();
  await expect.poll(() => lightboxHash(page.url()).pid).toBe(String(photos[11].id));

  await page.goBack();
  await expect(lightbox(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  await expect(page).toHaveURL(/\/photos\?page=2$/);
});

test('a shared lightbox link reopens the same photo; closing it removes the hash', async ({ page }) => {
  const target = photos[photos.length - 1];
  await openPage(page, `/photos#gid=photos&pid=${target.id}`);
  await expect(lightbox(page)).toBeVisible();
  await expect(page.locator('.lg-outer .lg-current img.lg-object')).toHaveAttribute('src', target.url);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).hash).toBe('');
});

test('a photo tapped the moment the closing lightbox is gone opens, and stays open', async ({ page }) => {
  await openPage(page, '/photos');
  for (const target of [photos[0], photos[1]]) {
    await grid(page).locator(`button[data-pid="${photos[0].id}"]`).click();
    await expect(lightbox(page)).toBeVisible();
    await expect(page.locator('.lg-outer .lg-current img.lg-object')).toBeVisible();
    // The closing animation covers the grid; the tap lands in the first moment it is gone, as lightgallery reports
    // the end of the close (its event, caught on the way down to its element).
    await page.evaluate((pid) => {
      const tap = () => setTimeout(() => document.querySelector<HTMLElement>(`[data-gallery="photos"] button[data-pid="${pid}"]`)?.click());
      document.addEventListener('lgAfterClose', tap, { capture: true, once: true });
    }, target.id);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1500); // the close, the tap and any history traversal long over
    await expect(lightbox(page)).toBeVisible();
    await expect(page.locator('.lg-outer .lg-current img.lg-object')).toHaveAttribute('src', target.url);
    expect(lightboxHash(page.url())).toEqual({ gid: 'photos', pid: String(target.id) });
    // Closing still works, and leaves no hash behind.
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
  }
});

test.describe('the whole gallery arriving while the lightbox is open', () => {
  // page.route sees the page's requests only without the service worker.
  test.use({ serviceWorkers: 'block' });

  test('leaves the open lightbox as it is, alone; the next opening browses the whole gallery', async ({ page }) => {
    // The first visit shows the server's page of 9; the whole gallery (GET /api/event-photo) is held back until the
    // lightbox is open on one of those 9.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/event-photo\?/, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, '/photos');
    await grid(page).locator(`button[data-pid="${photos[0].id}"]`).click();
    await expect(lightbox(page)).toBeVisible();
    await expect(page.locator('.lg-outer .lg-counter-all')).toHaveText('9');
    // The very lightbox that is open must stay (rebuilding it under the user closed it and drew a second one).
    await page.locator('.lg-outer').evaluate((element) => element.setAttribute('data-opened-first', ''));
    const wholeGallery = page.waitForResponse(/\/api\/event-photo\?/);
    release();
    await wholeGallery;
    await page.waitForTimeout(1000);
    await expect(page.locator('.lg-outer')).toHaveCount(1);
    await expect(page.locator('.lg-outer.lg-visible[data-opened-first]')).toBeVisible();
    await expect(page.locator('.lg-outer .lg-current img.lg-object')).toHaveAttribute('src', photos[0].url);

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await grid(page).locator(`button[data-pid="${photos[0].id}"]`).click();
    await expect(page.locator('.lg-outer.lg-visible .lg-counter-all')).toHaveText(String(photos.length));
  });
});

test.describe('a photo that cannot be loaded', () => {
  // The service worker would fetch /uploads itself, out of the page's routing.
  test.use({ serviceWorkers: 'block' });

  test("shows 'The image cannot be loaded' in the lightbox", async ({ page }) => {
    const target = photos[0];
    const stem = target.url
      .split('/')
      .pop()!
      .replace(/\.[a-z]+$/i, '');
    await page.route(`**/uploads/**${stem}*`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openPage(page, '/photos');
    await grid(page).locator(`button[data-pid="${target.id}"]`).click();
    await expect(page.locator('.lg-outer .lg-error-msg')).toHaveText('The image cannot be loaded');
  });
});
