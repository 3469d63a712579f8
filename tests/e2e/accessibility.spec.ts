import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { animationsDone, openPage } from './support/app';
import { registerViaApi, signInBrowser, type RegisteredUser } from './support/accounts';
import { createCompanyViaApi } from './support/companies-write';
import { mainScreens, type Screen } from './support/screens';

// axe-core on every main screen (WCAG 2.1 A and AA rules): no serious or critical violation.
let screens: Screen[];
let owner: RegisteredUser;

test.beforeAll(async () => {
  owner = await registerViaApi();
  const companyId = await createCompanyViaApi(owner, `Société Axe ${Date.now()}`, 1);
  const api = await apiContext();
  screens = await mainScreens(api, { memberId: owner.memberId, companyId });
  await api.dispose();
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

for (const viewport of [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'mobile', width: 390, height: 844 },
]) {
  test(`no serious or critical axe violation on the main screens (${viewport.label})`, async ({ page }) => {
    // About 20 screens, each loaded, hydrated and checked: minutes on a busy 2-core machine (not a speed test).
    test.setTimeout(360_000);
    await page.setViewportSize(viewport);
    await signInBrowserLater(page);
    const found: Record<string, string[]> = {};
    for (const screen of screens) {
      await openPage(page, screen.path);
      await page.waitForLoadState('networkidle');
      // A form still loading its record is dimmed on purpose under its spinner: check it once loaded (a
      // busy machine was seen catching the edit form mid-load, its buttons under the overlay).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const violations = await seriousViolations(page);
      if (violations.length) found[`${screen.name} ${screen.path}`] = violations;
    }
    expect(found).toEqual({});
  });
}

test('open dialogs and menus too: mobile menu, offline download, photo lightbox', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/photos');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await animationsDone(page.getByTestId('mobile-menu'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(page.getByTestId('mobile-menu')).toBeHidden();

  await page.getByTestId('footer-offline-download').click();
  await expect(page.getByTestId('offline-download')).toBeVisible();
  await animationsDone(page.getByTestId('offline-download'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('offline-download')).toBeHidden();

  await page
    .getByRole('button', { name: /^Agrandir : / })
    .first()
    .click();
  await expect(page.locator('.lg-outer.lg-visible')).toBeVisible();
  await animationsDone(page.locator('.lg-outer.lg-visible'));
  expect(await seriousViolations(page)).toEqual([]);
});

// The signed-in screens come last in the list: the session is set for the whole test (public screens
// render the same with the avatar menu instead of 'Connexion').
async function signInBrowserLater(page: Page) {
  await signInBrowser(page, owner);
}
