import { storedCache, toast, waitForServiceWorker } from './support/event-day';
import { expect, test } from '@playwright/test';
import { APP_START_TIMEOUT, openPage } from './support/app';
import { fieldByLabel } from './support/accounts';

test('the preloader never covers a ready screen: not a server-rendered page, and in the installed app only until its first screen is drawn', async ({
  page,
}) => {
  // The first visit is rendered by the server: its content is there at once, nothing covers it (docs/deviations.md).
  await page.goto('/members', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
  await expect(page.getByTestId('preloader')).toHaveCount(0);
  // Later navigations are answered by the service worker's shell (index.html), which has no content of its own:
  // its preloader is painted with the HTML and goes as the first screen is drawn, not a moment later.
  await waitForServiceWorker(page);
  await page.addInitScript(() => {
    const seen = { preloader: false, together: false };
    (window as unknown as { __preloader: typeof seen }).__preloader = seen;
    new MutationObserver(() => {
      const preloader = document.querySelector('[data-testid="preloader"]') !== null;
      seen.preloader ||= preloader;
      seen.together ||= preloader && document.querySelector('[data-testid="member-card"]') !== null;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/members', { waitUntil: 'commit' });
  await expect(page.getByTestId('member-card').first()).toBeVisible({ timeout: APP_START_TIMEOUT });
  await expect(page.getByTestId('preloader')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __preloader: object }).__preloader)).toEqual({
    preloader: true,
    together: false,
  });
});

test('header: menu items, current item highlighted, Connexion when logged out', async ({ page }) => {
  await openPage(page, '/members');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  for (const label of ['ACCUEIL', 'MEMBRES', 'SOCIÉTÉS', 'ÉVÉNEMENTS', 'PHOTOS']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'MEMBRES' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'ACCUEIL' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
  await nav.getByRole('link', { name: 'ACCUEIL' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'ACCUEIL' })).toHaveAttribute('aria-current', 'page');
});

test('header becomes fixed after 5 px of scroll', async ({ page }) => {
  await openPage(page, '/members');
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await page.evaluate(() => window.scrollTo(0, 4));
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-fixed', 'true');
  await expect(header).toHaveCSS('position', 'fixed');
});

// phone.spec checks the same on a phone (☰ and the avatar); here the menu's links, which a toast at react-toastify's
// default place covered for its 5 s on a laptop.
test('on a laptop, a toast shows below the header: the menu’s links stay within reach while it shows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/login');
  await fieldByLabel(page, 'Email').fill('personne@exemple.be');
  await fieldByLabel(page, 'Mot de passe').fill('mauvais-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Identifiant ou mot de passe invalide !')).toBeVisible();
  // Once it has slid in (its entry animation bounces from above).
  await page
    .locator('.Toastify__toast')
    .first()
    .evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  // What lies under the centre of each link while the toast shows: the link itself.
  const labels = ['ACCUEIL', 'MEMBRES', 'SOCIÉTÉS', 'ÉVÉNEMENTS', 'PHOTOS'];
  const centres = [];
  for (const label of labels) {
    const box = (await nav.getByRole('link', { name: label }).boundingBox())!;
    centres.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  const under = await page.evaluate(
    (points) => points.map(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim().toUpperCase() ?? 'nothing'),
    centres,
  );
  expect(under).toEqual(labels);
  // Still at the top, centred (spec: top center), right under the header.
  const header = (await page.getByTestId('site-header').boundingBox())!;
  const shown = (await page.locator('.Toastify__toast').first().boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(shown.y).toBeLessThan(header.y + header.height + 24);
  const middle = await page.evaluate(() => document.documentElement.clientWidth / 2);
  expect(Math.abs(shown.x + shown.width / 2 - middle)).toBeLessThan(2);
  await expect(toast(page, 'Identifiant ou mot de passe invalide !')).toBeVisible();

  // Scrolled down, the header fixed at the top without the top bar: the next toast comes right under it there.
  await page.getByRole('button', { name: /close/i }).click();
  await expect(toast(page, 'Identifiant ou mot de passe invalide !')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-fixed', 'true');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Identifiant ou mot de passe invalide !')).toHaveCount(1);
  const fixedHeader = (await page.getByTestId('site-header').boundingBox())!;
  expect(fixedHeader.y).toBe(0);
  await expect
    .poll(async () => (await page.locator('.Toastify__toast-container--top-center').boundingBox())?.y)
    .toBe(fixedHeader.height + 8);
});

test('mobile: the slide-in menu opens and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'MEMBRES' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(menu).toBeHidden();
});

test('footer links', async ({ page }) => {
  await openPage(page, '/members');
  const footer = page.getByRole('contentinfo');
  for (const [label, href] of [
    ['Membres', '/members'],
    ['Sociétés', '/societe'],
    ['Événements', '/events'],
    ['Photos', '/photos'],
  ]) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: /Tél/ })).toHaveAttribute('href', /^tel:/);
});

test('route changes scroll to the top', async ({ page }) => {
  await openPage(page, '/members');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByTestId('member-card').last().click();
  await expect(page).toHaveURL(/members-detail/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const path of ['/nimporte-quoi', '/members/extra/segments', '/members-detail/abc']) {
  test(`404 page for ${path}`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
    await page.getByRole('link', { name: 'Accueil' }).last().click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('a reload shows the directory from IndexedDB before the network answers', async ({ page }) => {
  await openPage(page, '/members');
  await expect(page.getByTestId('member-card')).toHaveCount(9);
  // Wait for the page's own row (the per-query persister) to be written to IndexedDB.
  await expect.poll(async () => (await storedCache(page)).includes('"page"')).toBe(true);
  // The API never answers now: the list must come from IndexedDB.
  await page.route('**/api/**', () => {});
  await page.reload();
  await expect(page.getByTestId('member-card')).toHaveCount(9);
});
