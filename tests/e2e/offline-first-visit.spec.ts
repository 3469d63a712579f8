import { expect, test, type BrowserContext } from '@playwright/test';
import { apiContext } from './support/api';
import { registerViaApi, uniqueUser } from './support/accounts';
import { createCompanyViaApi } from './support/companies-write';
import { fixtureEvent, updateOwnMember } from './support/event-day';
import { persistentBrowser } from './support/browser';
import { APP_PORT } from '../../playwright.config';

// Issue 27: open the app once, briefly, then find anyone with no signal. The directory is downloaded by the
// service worker from its first activation, and keeps going once the tab is closed.

const APP = `http://127.0.0.1:${APP_PORT}`;

/**
 * The sync state as the service worker sees it (no page open): every directory complete, and the gallery kept? A worker that
 * finished and was stopped by the browser (idle, no tab) is no longer listed: 'stopped' (the offline pages
 * below then say whether it had finished).
 */
async function workerHasEverything(context: BrowserContext): Promise<boolean | 'stopped'> {
  const [worker] = context.serviceWorkers();
  if (!worker) return 'stopped';
  return worker.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('club-offline');
        // Never create the app's database here (an empty one would stop the app from opening its own).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          try {
            const read = open.result.transaction(['syncState', 'queries'], 'readonly');
            const all = read.objectStore('syncState').getAll();
            // The gallery, kept by the worker after the directories, in the row the page's query restores.
            const gallery = read.objectStore('queries').count('q-["event-photos"]');
            read.oncomplete = () => {
              const rows = all.result as Array<{ kind: string; complete: boolean }>;
              const directories = ['members', 'companies', 'events'].every((kind) => rows.some((row) => row.kind === kind && row.complete));
              resolve(directories && gallery.result === 1);
            };
            read.onerror = () => resolve(false);
          } catch {
            resolve(false);
          }
        };
      }),
  );
}

test('a first visit of 3 s, the tab closed, then offline: a never-opened member, company, event and page of the gallery open with their details', async () => {
  test.setTimeout(180_000);
  const tag = `Cave${Date.now().toString(36)}`;
  const api = await apiContext();
  const member = await registerViaApi({ ...uniqueUser(), name: `Gaëlle ${tag}` }, api);
  await updateOwnMember(api, member, { Profession: `Tonnelière ${tag}`, City: 'Dinant' });
  await api.dispose();
  const companyId = await createCompanyViaApi(member, `Tonnellerie ${tag}`);
  const event = await fixtureEvent('Journée à Liège');

  const { context, close } = await persistentBrowser();
  try {
    const page = await context.newPage();
    await page.goto(`${APP}/`);
    await page.waitForTimeout(3000);
    await page.close();

    // No tab open: the worker goes on by itself.
    expect(context.serviceWorkers(), 'the worker was registered during the visit').toHaveLength(1);
    await expect.poll(async () => (await workerHasEverything(context).catch(() => 'stopped')) !== false, { timeout: 60_000 }).toBe(true);

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${APP}/members-detail/${member.memberId}`);
    await expect(offline.getByRole('heading', { level: 1, name: member.name })).toBeVisible({ timeout: 30_000 });
    await expect(offline.getByText(`Tonnelière ${tag}`).first()).toBeVisible();
    await expect(offline.getByTestId('offline-banner')).toContainText(/Annuaire complet · \d+ membres/);

    await offline.goto(`${APP}/societe-detail/${companyId}`);
    await expect(offline.getByRole('heading', { level: 1, name: `Tonnellerie ${tag}` })).toBeVisible({ timeout: 30_000 });

    await offline.goto(`${APP}/event-detail/${event.id}`);
    await expect(offline.getByRole('heading', { level: 1, name: event.Name })).toBeVisible({ timeout: 30_000 });

    // The gallery, never opened online: a page the visit never drew, with its photos (links to the stored images).
    await offline.goto(`${APP}/photos?page=2`);
    await expect(offline.getByRole('heading', { name: 'Nos précédents événements' })).toBeVisible({ timeout: 30_000 });
    await expect(offline.locator('main img')).toHaveCount(9);
    // Its images were never downloaded (only 'Disponible hors ligne' stores them all): said, not only a grid of placeholders.
    await expect(offline.getByTestId('photos-offline-notice')).toHaveText(
      'Hors ligne, seules les photos déjà enregistrées sur ce téléphone s’affichent. Avec du réseau, « Disponible hors ligne » les garde toutes.',
    );

    // A record the phone does not have: said in French, not a blank page.
    await offline.goto(`${APP}/members-detail/987654321`);
    await expect(offline.getByTestId('not-on-this-device')).toBeVisible({ timeout: 30_000 });
    await expect(offline.getByRole('heading', { level: 1 })).toHaveText('Cette fiche n’est pas encore sur ton téléphone');
    await expect(offline.getByText('Annuaire du téléphone : complet, mis à jour')).toBeVisible();
  } finally {
    await close();
  }
});
