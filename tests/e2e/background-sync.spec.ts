import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { goOffline, openAvatarMenu, openPage } from './support/app';
import { registerViaApi, signInBrowser, uniqueUser } from './support/accounts';
import { answeredSignUps, attendeeIds, fixtureEvent, storedCache, toast, waitForServiceWorker } from './support/event-day';

// Issue 27: a sign-up queued offline is sent by the service worker (Background Sync) once the network is back,
// even with no tab open, and reaches the server exactly once, also when an open page tries at the same moment.
// Chromium fires the `sync` event when Playwright's offline emulation is lifted (measured: a few ms after
// setOffline(false), with no page open), so the natural trigger is tested, not a DevTools dispatch.

const SIGN_UP = "Inscris-toi à l'événement";
const WAITING = 'En attente de connexion';
const REGISTERED = "Inscrivez-vous à l'événement avec succès!";
const SHOTS = process.env.E2E_SHOTS_DIR;

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });
const mark = (what: string) => console.log(`[background-sync] ${new Date().toISOString().slice(11, 23)} ${what}`);

/** The outbox rows in IndexedDB (read from a page of the app). */
const outboxRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; state: string; label: string }[]>((resolve) => {
        const open = indexedDB.open('club-offline');
        // Never create the app's database here (an empty one would stop the app from opening its own).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('outbox')) return resolve([]);
          const all = open.result.transaction('outbox', 'readonly').objectStore('outbox').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => resolve([]);
        };
      }),
  );

/** The Background Sync tags waiting in the browser for this app's worker. */
const syncTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } };
    return registration.sync ? registration.sync.getTags() : ['(no Background Sync)'];
  });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Signs up offline on the event page; the action waits in 'À envoyer' and in the outbox. */
async function queueSignUpOffline(page: Page, eventId: number, label: string) {
  await openPage(page, `/event-detail/${eventId}`);
  await waitForServiceWorker(page);
  await goOffline(page);
  await page.getByRole('button', { name: SIGN_UP }).click();
  await expect(page.getByTestId('sign-up-button')).toHaveText(WAITING);
  await expect(page.getByTestId('outbox-count')).toHaveText('1');
  await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ state: 'waiting', label })]);
  // The paused mutation too (the persister writes at most once a second): the app reopened later knows it.
  await expect.poll(() => storedCache(page), { timeout: 10_000 }).toContain(label);
}

test('a sign-up queued offline is sent by the service worker once the network is back, with no tab open, once', async ({
  context,
  page,
}) => {
  const event = await fixtureEvent('Lunch à Namur');
  const user = await registerViaApi(uniqueUser('Fond'));
  const label = `Inscription : ${event.Name}`;
  await signInBrowser(page, user);
  const answered = answeredSignUps(context);
  await queueSignUpOffline(page, event.id, label);
  await shot(page, '1-event-queued');
  await page.getByTestId('outbox-button').click();
  await expect(page.getByTestId('outbox').getByTestId('outbox-item')).toContainText(label);
  await shot(page, '2-outbox-queued');

  // Every tab closed, as a phone's system kills a backgrounded app: the tab gets no last moment of network.
  // (Closing a tab lifts Playwright's offline emulation in it for a moment: measured on the code before the
  // outbox, the closing page then sent the sign-up itself; see also event-day.spec.ts.) The app is first made
  // deaf to 'online' and sure to be offline, so whatever reaches the server after this is the worker's.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.addEventListener('online', (event) => event.stopImmediatePropagation(), true);
  });
  mark('queued; closing the page');
  await page.close();
  expect(context.pages()).toHaveLength(0);
  expect(await attendeeIds(event.id)).not.toContain(user.memberId);
  mark(`no page open; workers: ${context.serviceWorkers().length}; going online`);

  // The network is back; no tab is open: the service worker sends it.
  await context.setOffline(false);
  mark('online');
  await expect.poll(() => attendeeIds(event.id), { timeout: 30_000 }).toContain(user.memberId);
  mark(`registered: ${answered.join(', ')}`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(answered).toEqual(['worker 200']);
  expect(context.pages()).toHaveLength(0);

  // Opened again: the page says what the worker's delivery gave, sends nothing more, and nothing waits.
  const reopened = await context.newPage();
  await openPage(reopened, `/event-detail/${event.id}`);
  await expect(toast(reopened, REGISTERED)).toBeVisible();
  await expect(reopened.getByTestId('signed-up')).toContainText('Inscrit ✓');
  await expect(reopened.getByTestId('outbox-button')).toHaveCount(0);
  await shot(reopened, '3-event-delivered');
  await openAvatarMenu(reopened);
  await reopened.getByRole('menuitem', { name: 'À envoyer' }).click();
  await expect(reopened.getByTestId('outbox').getByText('Rien à envoyer : tout est à jour.')).toBeVisible();
  await shot(reopened, '4-outbox-delivered');
  await reopened.waitForTimeout(2000);
  expect(answered).toEqual(['worker 200']);
  expect(await outboxRows(reopened)).toEqual([]);
  expect((await attendeeIds(event.id)).filter((id) => id === user.memberId)).toHaveLength(1);
});

test('the network comes back with the page open: the page and the worker both try, the server gets one sign-up', async ({
  context,
  page,
}) => {
  const event = await fixtureEvent('Journée à Liège');
  const user = await registerViaApi(uniqueUser('Course'));
  const label = `Inscription : ${event.Name}`;
  await signInBrowser(page, user);
  const answered = answeredSignUps(context);
  await queueSignUpOffline(page, event.id, label);
  // The browser will wake the worker once the network is back: both will try.
  expect(await syncTags(page)).toContain('club-outbox');

  await context.setOffline(false);
  await expect(toast(page, REGISTERED))
    .toBeVisible()
    .catch(async (error: unknown) => {
      // Where the action stands, for the failure's report.
      mark(`rows ${JSON.stringify(await outboxRows(page))} answered ${answered.join(',')}`);
      throw error;
    });
  await expect(page.getByTestId('signed-up')).toContainText('Inscrit ✓');
  await expect(page.getByTestId('outbox-button')).toHaveCount(0);
  // Both had their chance: the page resumed its mutation, the browser fired the worker's sync.
  await expect.poll(() => syncTags(page), { timeout: 15_000 }).toEqual([]);
  await page.waitForTimeout(3000);
  expect(answered, answered.join(', ')).toHaveLength(1);
  mark(`sent by: ${answered.join(', ')}`);
  expect(await outboxRows(page)).toEqual([]);
  expect((await attendeeIds(event.id)).filter((id) => id === user.memberId)).toHaveLength(1);
});
