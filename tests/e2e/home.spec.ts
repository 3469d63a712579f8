import { expect, test, type Page } from '@playwright/test';
import { apiContext, getAllMembers, type ApiMember } from './support/api';
import { openPage } from './support/app';
import { getEventPhotos, lightboxHash, type ApiMedia } from './support/public-site';

let members: ApiMember[];
let photos: ApiMedia[];

test.beforeAll(async () => {
  const api = await apiContext();
  members = await getAllMembers(api);
  photos = await getEventPhotos(api);
  await api.dispose();
  expect(members.length).toBeGreaterThanOrEqual(8);
  expect(photos.length).toBeGreaterThan(12);
});

const gallery = (page: Page) => page.getByTestId('home-gallery');

test('shows the top bar, the header with ACCUEIL highlighted, the banner and the community section', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByText('Best choice for Eventrox & Party Events.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', /^\/login/);
  await expect(page.getByText('09:00 am - 06:00 pm')).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'ACCUEIL', exact: true })).toHaveAttribute('aria-current', 'page');

  await expect(page.getByText('Entreprendre, Partage, Vivre, Action').first()).toBeVisible();
  const join = page.getByRole('link', { name: /^Devenir Membre/ });
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('href', /^https:\/\//);
  await expect(join).toHaveAttribute('rel', /noopener/);

  // The community carousel is set up when it comes near the screen (its first slide is drawn until then).
  await page.getByRole('heading', { level: 2, name: 'Notre communauté' }).scrollIntoViewIfNeeded();
  for (const title of ['Evènements', 'Partage', 'Idées']) {
    await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeAttached();
  }
});

test('the banner autoplay pauses on hover and on keyboard focus, and resumes after', async ({ page }) => {
  await openPage(page, '/');
  // The banner's own carousel: until swiper arrives the banner shows its first slide without the carousel's
  // test id, so `.first()` could pick a carousel further down the page.
  const banner = page.getByRole('region', { name: 'Bienvenue' }).getByTestId('carousel');
  await expect(banner).toHaveAttribute('data-autoplay', 'playing');
  await banner.hover();
  await expect(banner).toHaveAttribute('data-autoplay', 'paused');
  await page.mouse.move(5, 880);
  await expect(banner).toHaveAttribute('data-autoplay', 'playing');

  await banner.locator('.swiper-button-next').focus();
  await expect(banner).toHaveAttribute('data-autoplay', 'paused');
  await page.getByRole('link', { name: /^Devenir Membre/ }).focus();
  await expect(banner).toHaveAttribute('data-autoplay', 'playing');
});

test('the banner is endless: its arrows go from the first slide to the last and from the last back to the first', async ({ page }) => {
  await openPage(page, '/');
  const banner = page.getByRole('region', { name: 'Bienvenue' }).getByTestId('carousel');
  await expect(banner).toHaveAttribute('data-autoplay', 'playing');
  await banner.hover(); // autoplay paused: only the arrows move it
  const slides = await banner.locator('.swiper-slide').count();
  expect(slides).toBeGreaterThan(1);
  const active = banner.locator('.swiper-slide-active');
  await expect(active).toHaveAttribute('aria-label', `1 / ${slides}`);
  await banner.locator('.swiper-button-prev').click();
  await expect(active).toHaveAttribute('aria-label', `${slides} / ${slides}`);
  await banner.locator('.swiper-button-next').click();
  await expect(active).toHaveAttribute('aria-label', `1 / ${slides}`);
});

test.describe('when swiper arrives under a resting pointer', () => {
  test.use({ serviceWorkers: 'block' });

  test('the banner starts paused, and plays once the pointer leaves', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/CarouselSwiper-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, '/');
    const bannerSection = page.getByRole('region', { name: 'Bienvenue' });
    // The first slide is drawn in place while swiper's code is held back.
    await expect(bannerSection.getByText('Entreprendre, Partage, Vivre, Action')).toBeVisible();
    await expect(bannerSection.getByTestId('carousel')).toHaveCount(0);
    await bannerSection.hover({ position: { x: 40, y: 120 } });
    release();
    const banner = bannerSection.getByTestId('carousel');
    await expect(banner).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(5, 880);
    await expect(banner).toHaveAttribute('data-autoplay', 'playing');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a carousel far below the first screen is set up only when it comes near', async ({ page }) => {
    await openPage(page, '/');
    // The banner, on the first screen, is a carousel at once; the gallery, far below, shows its first photos.
    await expect(page.getByRole('region', { name: 'Bienvenue' }).getByTestId('carousel')).toBeVisible();
    await expect(gallery(page).locator('button[data-pid]').first()).toBeAttached();
    await page.waitForTimeout(1000);
    await expect(gallery(page).locator('.swiper')).toHaveCount(0);
    await gallery(page).scrollIntoViewIfNeeded();
    await expect(gallery(page).locator('.swiper')).toHaveCount(1);
    await expect(gallery(page).getByTestId('carousel')).toHaveAttribute('data-autoplay', 'playing');
  });
});

test('the photo gallery carousel shows the first 12 photos (6 at once) and autoplays', async ({ page }) => {
  await openPage(page, '/');
  await gallery(page).scrollIntoViewIfNeeded();
  const slides = gallery(page).locator('.swiper-slide button[data-pid]');
  await expect(slides).toHaveCount(12);
  const pids = await slides.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-pid'))));
  expect([...pids].sort((a, b) => a - b)).toEqual(
    photos
      .slice(0, 12)
      .map((p) => p.id)
      .sort((a, b) => a - b),
  );
  await expect(gallery(page).locator('.swiper-slide-visible')).toHaveCount(6);
  await expect(gallery(page).locator('.swiper-button-next')).toHaveCount(0);
  await expect(gallery(page).getByTestId('carousel')).toHaveAttribute('data-autoplay', 'playing');
});

test('a gallery photo opens the lightbox with gid/pid in the hash and a download button; back closes it', async ({ page }) => {
  await openPage(page, '/');
  await gallery(page).scrollIntoViewIfNeeded();
  // Hovering pauses the autoplay, so the photo stays where it is for the click.
  await gallery(page).hover();
  await expect(gallery(page).getByTestId('carousel')).toHaveAttribute('data-autoplay', 'paused');
  const shown = gallery(page).locator('.swiper-slide-fully-visible button[data-pid]').first();
  const pid = Number(await shown.getAttribute('data-pid'));
  const photo = photos.slice(0, 12).find((p) => p.id === pid);
  expect(photo).toBeTruthy();
  await shown.click();
  await expect(page.locator('.lg-outer.lg-visible')).toBeVisible();
  expect(lightboxHash(page.url())).toEqual({ gid: 'home', pid: String(pid) });
  await expect(page.locator('.lg-outer .lg-download')).toHaveAttribute('href', photo!.url);
  await expect(page.locator('.lg-outer .lg-counter-all')).toHaveText('12');
  await page.goBack();
  await expect(page.locator('.lg-outer.lg-visible')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test("'Nos membres' shows 8 distinct members linking to their pages, and 'Tous les membres'", async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Nos membres' })).toBeVisible();
  const cards = page.getByTestId('members-teaser').getByTestId('member-card');
  await expect(cards).toHaveCount(8);
  const hrefs = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(8);
  const ids = new Set(members.map((m) => `/members-detail/${m.id}`));
  hrefs.forEach((href) => expect(ids.has(href!)).toBe(true));
  await expect(page.getByRole('link', { name: 'Tous les membres' })).toHaveAttribute('href', '/members');
});

test('the call to join and the FAQ: five sections, 20 questions with ids 1 to 20', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: /^Rejoindre le groupe/ })).toHaveAttribute('target', '_blank');
  const sections = ['À propos du Club', 'Adhésion', 'Avantages et Services', 'Participation et Engagement', 'Communication et Support'];
  await expect(page.getByTestId('faq-section').getByRole('heading', { level: 3 })).toHaveText(sections);
  const ids = await page.locator('[data-faq-id]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-faq-id'))));
  expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

  // An answer opens on click (a question is the <summary> of its <details>: the browser's own disclosure); facts of
  // the spec are there.
  const question = (name: RegExp) => page.locator('summary').filter({ hasText: name });
  await question(/Combien coûte l'adhésion/).click();
  await expect(page.getByText(/l'adhésion au club est entièrement gratuite/)).toBeVisible();
  await question(/Combien d'événements le club organise-t-il/).click();
  await expect(page.getByText(/quatre journées complètes en Belgique et huit lunchs/)).toBeVisible();
  await question(/Comment contacter le club/).click();
  await expect(page.getByRole('link', { name: /^Écrire au / }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
});

test.describe('with no more photos than are visible', () => {
  test.use({ serviceWorkers: 'block' });

  test('the gallery carousel is not slid', async ({ page }) => {
    await page.route('**/api/event-photo?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.Photo = body.data.Photo.slice(0, 4);
      await route.fulfill({ response, json: body });
    });
    await openPage(page, '/');
    await gallery(page).scrollIntoViewIfNeeded();
    await expect(gallery(page).locator('.swiper-slide button[data-pid]')).toHaveCount(4);
    await expect(gallery(page).getByTestId('carousel')).toHaveAttribute('data-autoplay', 'paused');
    const before = await gallery(page).locator('.swiper-wrapper').getAttribute('style');
    await page.waitForTimeout(2500); // more than two autoplay intervals
    expect(await gallery(page).locator('.swiper-wrapper').getAttribute('style')).toBe(before);
  });
});
