import { expect, test, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { goOffline, openAvatarMenu, openPage, waitForSync } from './support/app';
import { pngImage, registerViaApi, signInBrowser, uniqueUser } from './support/accounts';
import { updateOwnMember, waitForServiceWorker } from './support/event-day';

// A shared phone: what a member's session showed must not stay in the media cache after logout.

/** Every URL stored in Cache Storage, by cache (the app's precache, the media cache…). */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => request.url);
    }
    return out;
  });
}

const urlsContaining = async (page: Page, part: string) =>
  Object.values(await cachedUrls(page))
    .flat()
    .filter((url) => url.includes(part));

test('logout clears the media cache: a hidden member’s photo is gone, the anonymous directory still works offline', async ({ page }) => {
  // A member hidden from the directory, with a photo: only its own session ever shows that photo.
  const api = await apiContext();
  const hidden = await registerViaApi(uniqueUser('Discrète'), api);
  const upload = await api.post('/api/upload', {
    headers: { Authorization: `Bearer ${hidden.jwt}` },
    multipart: {
      files: { name: 'discrete.png', mimeType: 'image/png', buffer: pngImage(320, 240, [12, 120, 90]) },
      ref: 'api::member.member',
      refId: String(hidden.memberId),
      field: 'BioImage',
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  // Strapi names the file and each rendition after this hash (`thumbnail_<hash>.png`…).
  const photoHash = ((await upload.json()) as Array<{ hash: string }>)[0].hash;
  await updateOwnMember(api, hidden, { HiddenFromDirectory: true });
  await api.dispose();

  await signInBrowser(page, hidden);
  await openPage(page, '/');
  await waitForServiceWorker(page);
  // The member finds itself, with its photo, which the service worker stores for offline use.
  await openPage(page, `/members?q=${encodeURIComponent(hidden.name)}`);
  await expect(page.getByTestId('member-card')).toHaveCount(1);
  await expect.poll(() => urlsContaining(page, photoHash), { timeout: 20_000 }).not.toEqual([]);

  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => urlsContaining(page, photoHash), { timeout: 20_000 }).toEqual([]);

  // The anonymous visitor's media come back as they browse, and the directory opens offline.
  await openPage(page, '/members');
  await waitForSync(page);
  await expect.poll(async () => (await urlsContaining(page, '/uploads/')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await urlsContaining(page, photoHash)).toEqual([]);
  await goOffline(page);
  await openPage(page, '/members');
  await expect(page.getByTestId('member-card').first()).toBeVisible();
});
