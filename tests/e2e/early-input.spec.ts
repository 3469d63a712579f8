import { expect, test, type Page } from '@playwright/test';
import { fieldByLabel, registerViaApi, uniqueUser } from './support/accounts';

// What a person does on a server-rendered page before the app has started (a phone on a slow network: seconds
// between the first paint and hydration) is kept and done once, when the app is there (src/server/early-input.ts).
// The app's scripts are held back until the test has acted: "before hydration" is then certain, not a race.

/** Holds every script of the app until `release()`; the page's HTML and CSS arrive as usual. */
async function holdAppScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Every URL the page asked for or went to (a form's fields must never appear in one). */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20_000 });

const apiCalls = (page: Page, method: string, path: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) calls.push(request.url());
  });
  return calls;
};

test('login submitted with Enter before the app started: held, shown as seen, sent once after hydration, never in a URL', async ({
  page,
}) => {
  const user = await registerViaApi(uniqueUser('Avant'));
  const release = await holdAppScripts(page);
  const urls = watchUrls(page);
  const logins = apiCalls(page, 'POST', '/api/auth/local');

  await page.goto('/login', { waitUntil: 'commit' });
  await fieldByLabel(page, 'Email').fill(user.email);
  await fieldByLabel(page, 'Mot de passe').fill(user.password);
  await fieldByLabel(page, 'Mot de passe').press('Enter');

  // Held: the page did not go anywhere, and the form shows its submission was seen.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('data-early-pending', '');
  expect(page.url()).toMatch(/\/login$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/members-detail\/\d+$/, { timeout: 15_000 });
  expect(logins).toHaveLength(1);
  await expect(page.locator('[data-early-pending]')).toHaveCount(0);
  expect(
    urls.filter((url) => url.includes('password=') || url.includes(encodeURIComponent(user.password)) || url.includes(user.password)),
  ).toEqual([]);
});

test('registration filled and sent with its button before the app started: one account, typed values kept', async ({ page }) => {
  const user = uniqueUser('Tôt');
  const release = await holdAppScripts(page);
  const urls = watchUrls(page);
  const registrations = apiCalls(page, 'POST', '/api/auth/local/register');

  await page.goto('/register', { waitUntil: 'commit' });
  await fieldByLabel(page, 'Prénom et Nom').fill(user.name);
  await fieldByLabel(page, 'Email').fill(user.email);
  await fieldByLabel(page, 'Mot de passe').fill(user.password);
  await fieldByLabel(page, 'Téléphone').fill(user.phone);
  const submit = page.getByRole('button', { name: 'S’inscrire gratuitement' });
  await submit.click();
  await submit.click(); // an impatient second tap is the same wish
  expect(page.url()).toMatch(/\/register$/);

  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/members-detail-edit\/\d+$/, { timeout: 15_000 });
  expect(registrations).toHaveLength(1);
  await expect(fieldByLabel(page, 'Prénom et nom')).toHaveValue(user.name, { timeout: 20_000 });
  expect(urls.filter((url) => url.includes(encodeURIComponent(user.email)) || url.includes(user.password))).toEqual([]);
});

test('the phone menu (☰) tapped before the app started opens once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await burger.click();
  await expect(burger).toHaveAttribute('data-early-pending', '');
  // Seen on the button itself: dimmed and outlined (Chakra's own outline rule once hid the outline).
  await expect(burger).toHaveCSS('outline-style', 'dashed');
  await expect(burger).toHaveCSS('opacity', '0.6');

  release();
  await hydrated(page);
  // Opened, and only once (a second replay would have closed it again).
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a sector chosen and a search typed before the app started are applied once it has', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/members', { waitUntil: 'commit' });
  const sector = page.getByRole('combobox', { name: /secteur/i });
  // The HTML streams in: wait for the list's sectors, not just its first option ('Tous les secteurs').
  await expect(sector.locator('option[value]:not([value=""])').first()).toBeAttached();
  const options = await sector.locator('option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  const chosen = options.find(Boolean)!;
  await sector.selectOption(chosen);
  await page.getByRole('searchbox').pressSequentially('a', { delay: 60 });

  release();
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`[?&]sector=${chosen}(&|$)`));
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  await expect(page.getByRole('searchbox')).toHaveValue('a');
});
