import { expect, test } from '@playwright/test';
import { TZDate } from '@date-fns/tz';
import { apiContext } from './support/api';
import { CLUB_TIME_ZONE } from '../../playwright.config';
import { APP_START_TIMEOUT, goOffline, normalize, openAvatarMenu, openPage } from './support/app';
import { registerViaApi, signInBrowser, uniqueUser } from './support/accounts';
import {
  answeredSignUps,
  attendeeIds,
  contentLines,
  countSignUpCalls,
  downloadedText,
  fixtureEvent,
  signUpCallLog,
  signUpCalls,
  signUpViaApi,
  storedCache,
  toast,
  waitForServiceWorker,
} from './support/event-day';

// At the event: the sign-up queued offline, the calendar file, sharing, and 'Membres présents' at the door.

const SIGN_UP = "Inscris-toi à l'événement";
const WAITING = 'En attente de connexion';
const REGISTERED = "Inscrivez-vous à l'événement avec succès!";

test('offline, the sign-up waits across a restart of the app, then is sent exactly once', async ({ context, page }) => {
  const event = await fixtureEvent('Lunch à Namur');
  const user = await registerViaApi(uniqueUser('File'));
  await signInBrowser(page, user);
  await countSignUpCalls(context);
  const answered = answeredSignUps(context);
  await openPage(page, `/event-detail/${event.id}`);
  await waitForServiceWorker(page);
  // The member waits for 'Prêt hors ligne ✓' (the event must open again offline after the restart); under
  // load the directory's download has been seen to take longer than the few seconds of this visit.
  await expect(page.getByTestId('offline-readiness').first()).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });

  await goOffline(page);
  await page.getByRole('button', { name: SIGN_UP }).click();
  await expect(page.getByTestId('sign-up-button')).toHaveText(WAITING);
  await expect(page.getByTestId('sign-up-queued')).toContainText('Tu es hors ligne');
  await expect(page.getByTestId('outbox-count')).toHaveText('1');
  // Written to IndexedDB with the cache (the persister saves at most once a second).
  await expect.poll(() => storedCache(page), { timeout: 10_000 }).toContain(`Inscription : ${event.Name}`);
  // The app is killed, as a phone's system kills a backgrounded app: its renderer crashed, then the tab closed.
  // Closing or leaving a tab that still runs the app lifts Playwright's offline emulation in it for a moment,
  // and the app would rightly send the sign-up (seen in CI under load, even with page.route aborting /api: a
  // page controlled by a service worker sends its requests past page.route; a frozen page is woken to close).
  const crashed = page.waitForEvent('crash');
  const cdp = await context.newCDPSession(page);
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await page.close();

  // The app is closed and opened again, still without network: the sign-up is still waiting.
  const reopened = await context.newPage();
  await openPage(reopened, `/event-detail/${event.id}`);
  await expect(reopened.getByTestId('offline-banner')).toBeVisible();
  await expect(reopened.getByTestId('sign-up-button')).toHaveText(WAITING);
  await reopened.getByTestId('outbox-button').click();
  const outbox = reopened.getByTestId('outbox');
  await expect(outbox.getByRole('heading', { name: 'À envoyer' })).toBeVisible();
  await expect(outbox.getByTestId('outbox-item')).toHaveCount(1);
  await expect(outbox.getByTestId('outbox-item')).toContainText(`Inscription : ${event.Name}`);
  await outbox.getByRole('button', { name: 'Fermer' }).first().click();
  expect(await signUpCalls(reopened), await signUpCallLog(reopened)).toBe(0);
  expect(await attendeeIds(event.id)).not.toContain(user.memberId);

  // Back online: sent once (by the page or by the service worker's Background Sync, whichever wakes first),
  // the usual message, the attendee list refreshed.
  await context.setOffline(false);
  await expect(toast(reopened, REGISTERED)).toBeVisible();
  await expect(reopened.getByTestId('event-attendees').getByText(user.name)).toBeVisible();
  await expect(reopened.getByTestId('signed-up')).toContainText('Inscrit ✓');
  await expect(reopened.getByTestId('outbox-button')).toHaveCount(0);
  await reopened.waitForTimeout(2000);
  expect(answered).toEqual([expect.stringMatching(/ 200$/)]);
  expect((await attendeeIds(event.id)).filter((id) => id === user.memberId)).toHaveLength(1);
  await expect.poll(() => storedCache(reopened)).not.toContain(`Inscription : ${event.Name}`);
});

test.describe('waiting sign-ups (no service worker: the network is faked)', () => {
  test.use({ serviceWorkers: 'block' });

  test("'À envoyer' cancels a waiting sign-up: it is never sent", async ({ context, page }) => {
    const event = await fixtureEvent('Journée à Liège');
    const user = await registerViaApi(uniqueUser('Annule'));
    await signInBrowser(page, user);
    await countSignUpCalls(context);
    await openPage(page, `/event-detail/${event.id}`);
    await goOffline(page);
    await page.getByRole('button', { name: SIGN_UP }).click();
    await expect(page.getByTestId('sign-up-button')).toHaveText(WAITING);

    // Also reachable from the avatar menu.
    await openAvatarMenu(page);
    await page.getByRole('menuitem', { name: 'À envoyer' }).click();
    const outbox = page.getByTestId('outbox');
    await outbox.getByRole('button', { name: `Annuler : Inscription : ${event.Name}` }).click();
    await expect(toast(page, 'Action annulée : elle ne sera pas envoyée.')).toBeVisible();
    await expect(outbox.getByText('Rien à envoyer : tout est à jour.')).toBeVisible();
    await expect(page.getByTestId('outbox-button')).toHaveCount(0);
    await expect(page.getByTestId('sign-up-button')).toHaveText(SIGN_UP);

    await context.setOffline(false);
    await page.waitForTimeout(2000);
    expect(await signUpCalls(page)).toBe(0);
    expect(await attendeeIds(event.id)).not.toContain(user.memberId);
  });

  test('a sign-up refused once back online (event gone) is explained and not retried', async ({ context, page }) => {
    const event = await fixtureEvent('Lunch à Namur');
    const user = await registerViaApi(uniqueUser('Refus'));
    await signInBrowser(page, user);
    await openPage(page, `/event-detail/${event.id}`);
    await goOffline(page);
    await page.getByRole('button', { name: SIGN_UP }).click();
    await expect(page.getByTestId('sign-up-button')).toHaveText(WAITING);

    // Meanwhile the organisers deleted the event.
    let calls = 0;
    await context.route('**/api/events/*/sign-up', (route) => {
      calls += 1;
      return route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Événement introuvable' } }),
      });
    });
    await context.setOffline(false);
    await expect(toast(page, `L’événement « ${event.Name} » n’existe plus : ton inscription n’a pas été envoyée.`)).toBeVisible();
    await expect(page.getByTestId('sign-up-button')).toHaveText(SIGN_UP);
    await expect(page.getByTestId('outbox-button')).toHaveCount(0);
    await page.waitForTimeout(3000);
    expect(calls).toBe(1);
  });
});

/** 'YYYY-MM-DD' + 'HH:mm…' in Brussels → iCalendar UTC 'YYYYMMDDTHHMMSSZ'. */
function utcStamp(day: string, time: string) {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, h, min, CLUB_TIME_ZONE).getTime())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

test("'Ajouter au calendrier' downloads an .ics the calendars import (UTC times, UID, URL)", async ({ page, baseURL }) => {
  const event = await fixtureEvent('Lunch à Namur');
  await openPage(page, `/event-detail/${event.id}`);
  const { name, text } = await downloadedText(page, () => page.getByRole('button', { name: 'Ajouter au calendrier' }).click());
  expect(name).toMatch(/^fixture-lunch-a-namur\.ics$/);
  const lines = contentLines(text);
  const line = (property: string) => lines.find((l) => l.startsWith(`${property}:`) || l.startsWith(`${property};`));
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  for (const required of ['VERSION:2.0', 'BEGIN:VEVENT', 'END:VEVENT']) expect(lines).toContain(required);
  expect(line('PRODID')).toMatch(/^PRODID:.+/);
  expect(line('UID')).toBe(`UID:event-${event.id}@127.0.0.1`);
  expect(line('DTSTAMP')).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  expect(line('DTSTART')).toBe(`DTSTART:${utcStamp(event.Date, event.StartingTime!)}`);
  expect(line('DTEND')).toBe(`DTEND:${utcStamp(event.Date, event.EndTime!)}`);
  expect(line('SUMMARY')).toBe(`SUMMARY:${event.Name}`);
  expect(line('LOCATION')).toBe(`LOCATION:${event.Address}`);
  expect(line('DESCRIPTION')).toContain(`DESCRIPTION:${event.Description}`);
  expect(line('URL')).toBe(`URL:${baseURL}/event-detail/${event.id}`);
});

test("'Partager' uses the share sheet when there is one", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => void (window as unknown as { shared: unknown[] }).shared.push(data),
    });
  });
  const event = await fixtureEvent('Lunch à Namur');
  await openPage(page, `/event-detail/${event.id}`);
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([expect.objectContaining({ title: event.Name, url: `${baseURL}/event-detail/${event.id}` })]);
});

test("'Partager' copies the link with a toast without the Web Share API", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  const event = await fixtureEvent('Lunch à Namur');
  await openPage(page, `/event-detail/${event.id}`);
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(toast(page, 'Lien de l’événement copié !')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/event-detail/${event.id}`);
});

test("'Membres présents' is searchable by name at the door, offline too", async ({ context, page }) => {
  const event = await fixtureEvent('Journée à Liège');
  const api = await apiContext();
  const anais = await registerViaApi(uniqueUser('Présente Anaïs'), api);
  const bruno = await registerViaApi(uniqueUser('Présent Bruno'), api);
  await signUpViaApi(api, anais, event.id);
  await signUpViaApi(api, bruno, event.id);
  await api.dispose();

  await openPage(page, `/event-detail/${event.id}`);
  await waitForServiceWorker(page);
  const attendees = page.getByTestId('event-attendees');
  await expect(attendees.getByText(anais.name)).toBeVisible();
  await expect.poll(() => storedCache(page), { timeout: 10_000 }).toContain(anais.name);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('preloader')).toBeHidden({ timeout: APP_START_TIMEOUT });
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const search = attendees.getByRole('searchbox', { name: 'Rechercher un membre présent par nom' });
  // Case and accents ignored: 'presente anais testeur <stamp>' (the stamp keeps reruns on one database apart).
  await search.fill(normalize(anais.name));
  await expect(attendees.getByTestId('member-card')).toHaveCount(1);
  await expect(attendees.getByText(anais.name)).toBeVisible();
  await expect(attendees.getByText(bruno.name)).toHaveCount(0);
  await search.fill('personne-de-ce-nom');
  await expect(attendees.getByText('Aucun résultat')).toBeVisible();
  await search.fill('');
  await expect(attendees.getByText(bruno.name)).toBeVisible();
  await context.setOffline(false);
});
