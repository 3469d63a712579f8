import { expect, test, type Route } from '@playwright/test';
import { apiContext } from './support/api';
import { registerViaApi, uniqueUser, type RegisteredUser } from './support/accounts';
import { goOffline, openPage, syncState, waitForSync } from './support/app';
import { fixtureEvent, signUpViaApi, updateOwnMember, waitForServiceWorker } from './support/event-day';

// The directory that scales with the club (issue 15): a first screen from one small request, the whole
// directory synced in the background by deltas, the device's copy kept up to date at each start.

/** Eleven members whose names share a tag, registered in an order unlike their sorted order. */
async function elevenMembers(tag: string): Promise<RegisteredUser[]> {
  const api = await apiContext();
  const members: RegisteredUser[] = [];
  for (const first of ['Karim', 'Élise', 'Bruno', 'anne', 'Jules', 'Héloïse', 'Céline', 'David', 'Inès', 'Fanny', 'Gaston']) {
    members.push(await registerViaApi({ ...uniqueUser(), name: `${first} ${tag}` }, api));
  }
  await api.dispose();
  return members;
}

const sortedNames = (members: RegisteredUser[]) =>
  members
    .map((m) => m.name)
    .sort((a, b) =>
      a
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .localeCompare(
          b
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase(),
        ),
    );

test('a first visit to /members?q=…&page=2 shows its cards before the full directory is downloaded', async ({ page }) => {
  const tag = `Tri${Date.now().toString(36)}`;
  const members = await elevenMembers(tag);
  // Hold the whole-directory download back: the first screen must not wait for it. The service worker
  // downloads it: its requests are the context's, not the page's.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.context().route('**/api/directory/*/changes**', async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/directory/members?')) pages.push(request.url());
  });

  await openPage(page, `/members?q=${encodeURIComponent(tag.toLowerCase())}&page=2`);
  const cards = page.getByTestId('member-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading')).toHaveText(sortedNames(members).slice(9));
  // The server rendered exactly that page (the browser asked for none); the download was asked for and is still held.
  expect(pages).toHaveLength(0);
  await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect((await syncState(page)).members?.complete).not.toBe(true);

  // Page 1 too, then the download goes through and the same search is computed on the device.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 1', exact: true }).click();
  await expect(cards).toHaveCount(9);
  await expect(cards.getByRole('heading')).toHaveText(sortedNames(members).slice(0, 9));
  release();
  await waitForSync(page);
  const before = pages.length;
  await page.goto(`/members?q=${encodeURIComponent(tag.toUpperCase())}&page=2`);
  await expect(cards.getByRole('heading')).toHaveText(sortedNames(members).slice(9));
  expect(pages.length, 'computed on the device, no page request').toBe(before);
});

test('after a sync, offline: the whole directory, its search and never-opened detail pages work', async ({ page }) => {
  const tag = `Cave${Date.now().toString(36)}`;
  const api = await apiContext();
  const member = await registerViaApi({ ...uniqueUser(), name: `Hélène ${tag}` }, api);
  await updateOwnMember(api, member, { Profession: `Ébéniste ${tag}`, City: 'Liège' });
  await api.dispose();

  await openPage(page, '/');
  await waitForServiceWorker(page);
  await waitForSync(page);
  await goOffline(page);

  await openPage(page, `/members?q=${encodeURIComponent(`helene ${tag.toLowerCase()}`)}`);
  await expect(page.getByTestId('member-card')).toHaveCount(1);
  await openPage(page, `/members?q=${encodeURIComponent(`ebeniste ${tag}`)}`);
  await expect(page.getByTestId('member-card')).toHaveCount(1);
  // Never opened before, and no network: from the synced directory.
  await openPage(page, `/members-detail/${member.memberId}`);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByText(`Ébéniste ${tag}`).first()).toBeVisible();
  const event = await fixtureEvent('Journée à Liège');
  await openPage(page, `/event-detail/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.Name })).toBeVisible();
  await page.context().setOffline(false);
});

// Issue 44, point 13: the Confidentialité page promises the copy is never kept more than 7 days without an
// update. Eight days on, still offline, the next start drops it (and the images with it), instead of showing it.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a copy not brought up to date for more than 7 days is gone at the next start, with its images', async ({ page }) => {
    const tag = `Vieux${Date.now().toString(36)}`;
    const api = await apiContext();
    await registerViaApi({ ...uniqueUser(), name: `Ancienne ${tag}` }, api);
    await api.dispose();

    await openPage(page, '/');
    await waitForServiceWorker(page);
    await waitForSync(page);
    await goOffline(page);
    const search = `/members?q=${encodeURIComponent(tag.toLowerCase())}`;
    await openPage(page, search);
    await expect(page.getByTestId('member-card')).toHaveCount(1);

    // Eight days later by the page's clock (the copy's date was written by the worker, with the real one).
    await page.addInitScript(() => {
      const real = Date.now.bind(Date);
      Date.now = () => real() + 8 * 86_400_000;
    });
    await openPage(page, search);
    await expect.poll(async () => (await syncState(page)).members?.complete ?? false).toBe(false);
    await expect(page.getByTestId('member-card')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).not.toContainText('Annuaire complet');
    expect(await page.evaluate(async () => (await (await caches.open('club-media')).keys()).length)).toBe(0);
    await page.context().setOffline(false);
  });
});

test('the next start shows what changed elsewhere: an edited member, a hidden one gone, a sign-up', async ({ page }) => {
  const tag = `Delta${Date.now().toString(36)}`;
  const api = await apiContext();
  const edited = await registerViaApi({ ...uniqueUser(), name: `Edité ${tag}` }, api);
  const hidden = await registerViaApi({ ...uniqueUser(), name: `Masqué ${tag}` }, api);
  const attendee = await registerViaApi({ ...uniqueUser(), name: `Inscrit ${tag}` }, api);

  await openPage(page, '/');
  await waitForSync(page);
  await openPage(page, `/members?q=${tag}`);
  await expect(page.getByTestId('member-card')).toHaveCount(3);
  const event = await fixtureEvent('Lunch à Namur');
  await openPage(page, `/event-detail/${event.id}`);
  await expect(page.getByText(attendee.name)).toHaveCount(0);

  // Elsewhere, a moment later.
  await updateOwnMember(api, edited, { Profession: `Boulangère ${tag}` });
  await updateOwnMember(api, hidden, { HiddenFromDirectory: true });
  await signUpViaApi(api, attendee, event.id);
  await api.dispose();

  // A reload of the event page shows the sign-up at once (fresh on every start).
  await page.reload();
  await expect(page.getByText(attendee.name).first()).toBeVisible();

  // The next start syncs: the edit arrives, the hidden member leaves the device…
  await openPage(page, '/');
  await expect
    .poll(
      async () => {
        const stored = await page.evaluate(async () => {
          const rows: Array<{ k: string; v: unknown[] | null }> = await new Promise((resolve) => {
            const open = indexedDB.open('club-offline');
            // Never create the app's database here (an empty one would stop the app from opening its own).
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onerror = () => resolve([]);
            open.onsuccess = () => {
              try {
                const all = open.result.transaction('directory', 'readonly').objectStore('directory').getAll();
                all.onsuccess = () => {
                  open.result.close();
                  resolve(all.result);
                };
              } catch {
                open.result.close();
                resolve([]);
              }
            };
          });
          // A member is kept as its fields' values (@club/contract's STORED_FIELDS), one array per member.
          return rows.filter((row) => row.k === 'members' && row.v).map((row) => JSON.stringify(row.v));
        });
        return [
          stored.some((s) => s.includes(JSON.stringify(edited.name)) && s.includes(`"Boulangère ${tag}"`)),
          stored.some((s) => s.includes(JSON.stringify(hidden.name))),
        ];
      },
      { timeout: 20_000 },
    )
    .toEqual([true, false]);
  // …and the list computed on the device, offline, agrees.
  await goOffline(page);
  await openPage(page, `/members?q=${tag}`);
  await expect(page.getByTestId('member-card')).toHaveCount(2);
  await expect(page.getByText(`Boulangère ${tag}`)).toBeVisible();
  await expect(page.getByText(hidden.name)).toHaveCount(0);
  // On the phone the event's attendees are ids (issue 47: the members directory has their cards)…
  const storedEvent = await page.evaluate(
    (eventId) =>
      new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open('club-offline');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const get = open.result.transaction('directory', 'readonly').objectStore('directory').get(['events', eventId]);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result?.v ?? []);
          };
        };
      }),
    event.id,
  );
  expect(storedEvent.length).toBeGreaterThan(0);
  expect(JSON.stringify(storedEvent)).not.toContain(attendee.name);
  // …and offline, the event's page shows their cards from it.
  await openPage(page, `/event-detail/${event.id}`);
  await expect(page.getByTestId('event-attendees').getByText(attendee.name)).toBeVisible();
  await page.context().setOffline(false);
});
