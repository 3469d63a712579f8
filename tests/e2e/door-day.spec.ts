// The door on the day, as an organiser meets it on a phone (issue 44): a second tap at the same spot undoes
// nobody (nothing moves under the finger), an undo asks first and can be reverted, a walk-in is found by
// search, the screen is made for a noisy room, and the count says who is who (members, walk-ins, guests).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { registerViaApi, type RegisteredUser } from './support/accounts';
import { DOOR_ORGANISER, PHONE, createEventToday, login, openDoor, row, serverDoor, shot, signedIn, type Session } from './support/door';

test.use({ ...PHONE, serviceWorkers: 'block' });

/** Every layout shift of the page (those right after an input included, which CLS leaves out), and taps' times. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ at: number; value: number }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.push({ at: entry.startTime, value: entry.value });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftsSince = (page: Page, since: number) =>
  page.evaluate((t) => (window as unknown as { __shifts: Array<{ at: number; value: number }> }).__shifts.filter((s) => s.at >= t), since);
const now = (page: Page) => page.evaluate(() => performance.now());

async function signUp(api: APIRequestContext, eventId: number, member: RegisteredUser) {
  const res = await api.post(`/api/events/${eventId}/sign-up`, { headers: { authorization: `Bearer ${member.jwt}` } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function checkInViaApi(api: APIRequestContext, eventId: number, organiser: Session, memberId: number) {
  const res = await api.post(`/api/events/${eventId}/check-ins`, {
    headers: { authorization: `Bearer ${organiser.jwt}` },
    data: { clientId: `e2e-${memberId}-${Date.now().toString(36)}`, at: Date.now(), kind: 'member', memberId },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The names in the order the door shows them. */
const shownNames = (page: Page) => page.getByTestId('door-row').locator('.door-name').allInnerTexts();

async function tapTwice(page: Page, x: number, y: number) {
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(250); // a quick second tap, after the first one's answer is drawn
  await page.touchscreen.tap(x, y);
}

test('a second tap at the same spot undoes nobody: nothing moves under the finger after a check-in', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await apiContext();
  const event = await createEventToday(api);
  const organiser = await login(api, DOOR_ORGANISER);
  const members = await Promise.all(Array.from({ length: 9 }, () => registerViaApi(undefined, api)));
  for (const m of members) await signUp(api, event.id, m);

  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await signedIn(context, organiser);
  const page = await context.newPage();
  await recordShifts(page);
  await openDoor(page, event.id);
  // The first six in the door's order arrived (another phone); the seventh comes in now.
  const names = await shownNames(page);
  const byName = new Map(members.map((m) => [m.name, m]));
  for (const name of names.slice(0, 6)) await checkInViaApi(api, event.id, organiser, byName.get(name)!.memberId);
  await page.reload();
  await openDoor(page, event.id);
  await expect(page.locator('[data-testid="door-row"][data-checked-in="true"]')).toHaveCount(6);
  const target = names[6];
  const button = page.getByRole('button', { name: `Enregistrer ${target}` });
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await shot(page, 'day-1-before-tap');

  const tappedAt = await now(page);
  await tapTwice(page, box.x + box.width / 2, box.y + box.height / 2);
  await expect(row(page, target)).toHaveAttribute('data-checked-in', 'true');
  // The second tap is the same finger's: ignored (on a machine slow enough to space the taps past half a
  // second, it would land on the same row's 'Annuler', which only asks).
  await page.waitForTimeout(500);
  await shot(page, 'day-2-after-double-tap');
  // Nobody's arrival was undone, on the screen and on the server.
  await expect(page.locator('[data-testid="door-row"][data-checked-in="true"]')).toHaveCount(7);
  await expect.poll(async () => (await serverDoor(api, event.id, organiser)).attendance.present).toBe(7);
  // Nothing moved: not one layout shift after the tap.
  expect(await shiftsSince(page, tappedAt)).toEqual([]);
  await context.close();
  await api.dispose();
});

test('an undo asks first, says so, and can be reverted', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await apiContext();
  const event = await createEventToday(api);
  const organiser = await login(api, DOOR_ORGANISER);
  const [member] = await Promise.all([registerViaApi(undefined, api)]);
  await signUp(api, event.id, member);
  await checkInViaApi(api, event.id, organiser, member.memberId);

  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await signedIn(context, organiser);
  const page = await context.newPage();
  await openDoor(page, event.id);
  await expect(row(page, member.name)).toHaveAttribute('data-checked-in', 'true');

  await page.getByRole('button', { name: `Annuler l’arrivée de ${member.name}` }).click();
  // Asked, not done.
  const notice = page.getByTestId('door-notice');
  await expect(notice).toContainText(`Annuler l’arrivée de ${member.name} ?`);
  await expect(row(page, member.name)).toHaveAttribute('data-checked-in', 'true');
  await shot(page, 'day-3-undo-asked');
  await notice.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(row(page, member.name)).toHaveAttribute('data-checked-in', 'false');
  await expect(notice).toContainText(`Arrivée de ${member.name} annulée`);
  await expect.poll(async () => (await serverDoor(api, event.id, organiser)).attendance.present).toBe(0);
  await shot(page, 'day-4-undone');
  // …and reverted from the notice.
  await notice.getByRole('button', { name: 'Rétablir' }).click();
  await expect(row(page, member.name)).toHaveAttribute('data-checked-in', 'true');
  await expect.poll(async () => (await serverDoor(api, event.id, organiser)).attendance.present).toBe(1);

  // 'Non' keeps the arrival.
  const undoButton = page.getByRole('button', { name: `Annuler l’arrivée de ${member.name}` });
  await undoButton.click();
  await notice.getByRole('button', { name: 'Non' }).click();
  await expect(notice).not.toContainText('Annuler l’arrivée');
  await expect(row(page, member.name)).toHaveAttribute('data-checked-in', 'true');
  // Asked again at once, at the same spot: a tap on the notice came between, so this is no finger's second tap.
  await undoButton.click();
  await expect(notice).toContainText(`Annuler l’arrivée de ${member.name} ?`);
  await context.close();
  await api.dispose();
});

test('a walk-in is found by search in the directory, and an undone and redone walk-in stays a walk-in', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await apiContext();
  const event = await createEventToday(api);
  const organiser = await login(api, DOOR_ORGANISER);
  const [registered, walker] = await Promise.all([registerViaApi(undefined, api), registerViaApi(undefined, api)]);
  await signUp(api, event.id, registered);

  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await signedIn(context, organiser);
  const page = await context.newPage();
  await openDoor(page, event.id);
  const search = page.getByRole('searchbox', { name: 'Rechercher (nom, société, ville)' });
  await search.fill(walker.name);
  // Not on the list, found in the directory below it.
  const found = page.getByTestId('door-directory-row').filter({ hasText: walker.name });
  await expect(found).toBeVisible();
  await shot(page, 'day-5-walk-in-search');
  await found.getByRole('button', { name: `Inscrire et enregistrer ${walker.name}` }).click();
  await expect(row(page, walker.name)).toContainText('Sur place');
  await expect(page.getByTestId('door-count')).toContainText('Présents 0 / 1 inscrits');
  await expect(page.getByTestId('door-attendance')).toContainText('1 sur place');

  // Undone (asked first), then redone from the notice: still a walk-in.
  await page.getByRole('button', { name: `Annuler l’arrivée de ${walker.name}` }).click();
  await page.getByTestId('door-notice').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect.poll(async () => (await serverDoor(api, event.id, organiser)).attendance.walkIns).toBe(0);
  await page.getByTestId('door-notice').getByRole('button', { name: 'Rétablir' }).click();
  await expect(row(page, walker.name)).toContainText('Sur place');
  await expect
    .poll(async () => (await serverDoor(api, event.id, organiser)).attendees.find((a) => a.memberId === walker.memberId)?.checkIn?.kind)
    .toBe('walk-in');
  await context.close();
  await api.dispose();
});

test('a screen for a noisy room: big targets, the search cleared and ready after a check-in, a buzz and a flash', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await apiContext();
  const event = await createEventToday(api);
  const organiser = await login(api, DOOR_ORGANISER);
  const members = await Promise.all(Array.from({ length: 3 }, () => registerViaApi(undefined, api)));
  for (const m of members) await signUp(api, event.id, m);

  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await signedIn(context, organiser);
  const page = await context.newPage();
  await page.addInitScript(() => {
    // What the phone would feel, and every text the readiness line showed from the start.
    const w = window as unknown as { __buzz: unknown[]; __readiness: string[] };
    w.__buzz = [];
    w.__readiness = [];
    Object.defineProperty(navigator, 'vibrate', { value: (pattern: unknown) => (w.__buzz.push(pattern), true), configurable: true });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="door-readiness"]')?.textContent;
      if (text && w.__readiness.at(-1) !== text) w.__readiness.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openDoor(page, event.id);
  expect((await page.evaluate(() => (window as unknown as { __readiness: string[] }).__readiness)).join(' | ')).not.toContain('0 / 0');

  // Every target a thumb aims at is at least 48 px high.
  const targets = [
    page.getByRole('button', { name: 'Scanner un QR code' }),
    page.getByRole('button', { name: 'Ajouter un invité' }),
    page.getByRole('searchbox', { name: 'Rechercher (nom, société, ville)' }),
    page.getByRole('button', { name: `Enregistrer ${members[0].name}` }),
  ];
  for (const target of targets) expect((await target.boundingBox())!.height, await target.innerText()).toBeGreaterThanOrEqual(48);

  const search = page.getByRole('searchbox', { name: 'Rechercher (nom, société, ville)' });
  await search.fill(members[1].name);
  await expect(page.getByTestId('door-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Enregistrer ${members[1].name}` }).click();
  // Cleared and focused for the next name.
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page.getByTestId('door-row')).toHaveCount(3);
  const notice = page.getByTestId('door-notice');
  await expect(notice).toHaveAttribute('data-flash', 'ok');
  expect(await page.evaluate(() => (window as unknown as { __buzz: unknown[] }).__buzz)).toHaveLength(1);
  await shot(page, 'day-6-noisy-room');
  // The undo's question buzzes differently from an arrival.
  await page.getByRole('button', { name: `Annuler l’arrivée de ${members[1].name}` }).click();
  await expect(notice).toHaveAttribute('data-flash', 'warn');
  const buzz = await page.evaluate(() => (window as unknown as { __buzz: unknown[] }).__buzz);
  expect(buzz).toHaveLength(2);
  expect(JSON.stringify(buzz[1])).not.toBe(JSON.stringify(buzz[0]));
  await context.close();
  await api.dispose();
});
