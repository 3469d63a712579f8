// The door on a phone (issue 28): an organiser opens 'Accueil des participants' online, the network is cut, and
// people are checked in — 2 by their 'Mon QR code' held in front of the camera (Chromium's fake camera playing a
// video made here from the codes), 3 by search, 1 walk-in (a member not signed up, offered after the scan), 1 guest;
// back online the server holds exactly those check-ins, once. Two phones checking the same person offline: one
// check-in on the server, both phones agree after the sync.
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { qrVideo } from '../../scripts/qr-video.mjs';
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { apiContext } from './support/api';
import { goOffline, openPage } from './support/app';
import { registerViaApi } from './support/accounts';
import {
  BASE,
  CHROMIUM,
  DOOR_ORGANISER,
  PHONE,
  createEventToday,
  grantOrganiser,
  login,
  openDoor,
  profileUrl,
  row,
  serverDoor,
  shot,
  signedIn,
  type Session,
} from './support/door';
import { addDays, brusselsToday } from './support/public-site';

// No service worker: the page itself sends what waits when the network returns (the worker's Background Sync is
// the same delivery, tested with the outbox); a worker-served reload is not what this checks.
test.use({ ...PHONE, serviceWorkers: 'block' });

/** The full Chromium whose camera plays this video (the door's camera test runs in it, not the headless shell). */
function cameraBrowser(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

test('offline at the door: 2 by QR code, 3 by search, 1 walk-in, 1 guest; back online the server holds each once', async () => {
  test.setTimeout(180_000);
  const api = await apiContext();
  const event = await createEventToday(api);
  const organiser = await login(api, DOOR_ORGANISER);
  const members = await Promise.all(Array.from({ length: 8 }, (_, i) => registerViaApi(undefined, api).then((m) => ({ ...m, i }))));
  for (const m of members) {
    const res = await api.post(`/api/events/${event.id}/sign-up`, { headers: { authorization: `Bearer ${m.jwt}` } });
    expect(res.ok()).toBe(true);
  }
  const walker = await registerViaApi(undefined, api); // a member, not signed up
  const [qrA, qrB, ...others] = members;
  const bySearch = others.slice(0, 3);

  // The camera shows A's code, then B's, then the walk-in's, in a loop.
  const video = qrVideo([profileUrl(qrA.memberId), profileUrl(qrB.memberId), profileUrl(walker.memberId)]);
  const browser = await cameraBrowser(video);
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: BASE, serviceWorkers: 'block', permissions: ['camera'] });
    await signedIn(context, organiser);
    const page = await context.newPage();
    await openDoor(page, event.id);
    await expect(page.getByTestId('door-count')).toHaveText('Présents 0 / 8 inscrits');
    // Today's door is open: no closed notice.
    await expect(page.getByTestId('door-closed')).toBeHidden();
    await shot(page, '1-online');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await goOffline(page);
    await expect(page.getByTestId('door-readiness')).toContainText('Hors ligne');

    // 3 by search (name, then one tap).
    const search = page.getByRole('searchbox', { name: 'Rechercher (nom, société, ville)' });
    for (const m of bySearch) {
      await search.fill(m.name.split(' ').at(-1)!);
      await expect(page.getByTestId('door-row')).toHaveCount(1);
      if (m === bySearch[0]) await shot(page, '2-search');
      await page.getByRole('button', { name: `Enregistrer ${m.name}` }).click();
      await expect(row(page, m.name)).toHaveAttribute('data-checked-in', 'true');
    }
    await shot(page, '3-checked-in');
    await search.fill('');

    // 2 by QR code, then the walk-in offered for the member not signed up.
    await page.getByRole('button', { name: 'Scanner un QR code' }).click();
    await expect(row(page, qrA.name)).toHaveAttribute('data-checked-in', 'true');
    await expect(row(page, qrB.name)).toHaveAttribute('data-checked-in', 'true');
    const walkIn = page.getByRole('button', { name: 'Inscrire et enregistrer' });
    await expect(walkIn).toBeVisible();
    await walkIn.click();
    // The walk-in is counted apart from the 8 who signed up.
    await expect(page.getByTestId('door-count')).toHaveText('Présents 5 / 8 inscrits');
    await expect(page.getByTestId('door-attendance')).toHaveText('1 sur place · 3 pas encore arrivés');
    // The loop shows A's code again: already checked in, by whom and when.
    await expect(page.getByTestId('door-notice')).toContainText(
      new RegExp(`Déjà enregistré à \\d{2}:\\d{2} par ${organiser.user.member.Name}`),
    );
    await shot(page, '4-already');
    await page.getByRole('button', { name: 'Fermer la caméra' }).click();

    // The guest: French messages first, then recorded.
    await page.getByRole('button', { name: 'Ajouter un invité' }).click();
    await page.getByRole('button', { name: 'Enregistrer l’invité' }).click();
    const form = page.getByTestId('guest-form');
    await expect(form.getByText('ce champs est obligatoire')).toHaveCount(2);
    await expect(form.getByText('L’accord de l’invité est obligatoire')).toBeVisible();
    await form.getByLabel(/Adresse mail/).fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Enregistrer l’invité' }).click();
    await expect(form.getByText('Entrez une adresse mail valide')).toBeVisible();
    // A link in the name is refused before anything is queued; the form says what the club will send.
    await form.getByLabel(/Prénom et nom/).fill('Cliquez http://evil.example/login');
    await page.getByRole('button', { name: 'Enregistrer l’invité' }).click();
    await expect(form.getByText(/ne peut contenir ni lien/)).toBeVisible();
    await expect(form.getByTestId('guest-notice')).toContainText(
      'Le lendemain de l’événement, le club enverra à cette adresse un seul e-mail',
    );
    await shot(page, '5-guest-errors');
    const guestEmail = `invite.${Date.now().toString(36)}@exemple.be`;
    await form.getByLabel(/Prénom et nom/).fill('Jeanne Invitée');
    await form.getByLabel(/Adresse mail/).fill(guestEmail);
    await form.getByText(/L’invité accepte/).click();
    await page.getByRole('button', { name: 'Enregistrer l’invité' }).click();
    await expect(page.getByTestId('door-count')).toHaveText('Présents 5 / 8 inscrits');
    await expect(page.getByTestId('door-attendance')).toHaveText('1 sur place · 1 invité · 3 pas encore arrivés');
    await expect(page.getByTestId('door-waiting')).toHaveText('7 enregistrements à envoyer');
    await shot(page, '6-offline');

    // Nothing reached the server while offline.
    expect((await serverDoor(api, event.id, organiser)).attendance.present).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId('door-waiting')).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('door-count')).toHaveText('Présents 5 / 8 inscrits');
    const server = await serverDoor(api, event.id, organiser);
    const present = server.attendees
      .filter((a) => a.checkIn)
      .map((a) => a.memberId)
      .sort();
    expect(present).toEqual([qrA, qrB, ...bySearch, walker].map((m) => m.memberId).sort());
    for (const a of server.attendees.filter((x) => x.checkIn)) {
      expect(a.checkIn!.claims).toHaveLength(1);
      expect(a.checkIn!.by).toBe(organiser.user.member.Name);
    }
    expect(server.attendees.find((a) => a.memberId === walker.memberId)!.checkIn!.kind).toBe('walk-in');
    expect(server.guests.map((g) => [g.name, g.checkIn?.claims.length])).toEqual([['Jeanne Invitée', 1]]);
    expect(JSON.stringify(server)).not.toContain(guestEmail);
    expect(server.attendance).toEqual({ registered: 8, present: 5, walkIns: 1, guests: 1, noShows: 3 });
    await context.close();
  } finally {
    await browser.close();
    await api.dispose();
  }
});

test('two door phones check the same member in offline: one check-in on the server, both phones agree after the sync', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const api = await apiContext();
  const event = await createEventToday(api);
  const phoneA = await login(api, DOOR_ORGANISER);
  const second = await registerViaApi(undefined, api);
  await grantOrganiser(api, second);
  const phoneB = await login(api, { identifier: second.email, password: second.password });
  const guest = await registerViaApi(undefined, api);
  expect((await api.post(`/api/events/${event.id}/sign-up`, { headers: { authorization: `Bearer ${guest.jwt}` } })).ok()).toBe(true);

  const pages: Page[] = [];
  for (const session of [phoneA, phoneB]) {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    await signedIn(context, session);
    const page = await context.newPage();
    await openDoor(page, event.id);
    await goOffline(page);
    pages.push(page);
  }
  // A first, then B a moment later, neither seeing the other.
  for (const page of pages) {
    await page.getByRole('button', { name: `Enregistrer ${guest.name}` }).click();
    await expect(row(page, guest.name)).toHaveAttribute('data-checked-in', 'true');
    await page.waitForTimeout(1100); // a minute apart would be clearer; a second is enough for the order
  }
  for (const page of pages) {
    await page.context().setOffline(false);
    await expect(page.getByTestId('door-waiting')).toBeHidden({ timeout: 30_000 });
  }
  const server = await serverDoor(api, event.id, phoneA);
  expect(server.attendance.present).toBe(1);
  const kept = server.attendees.find((a) => a.memberId === guest.memberId)!.checkIn!;
  expect(kept.by).toBe(phoneA.user.member.Name); // the first check-in is kept
  expect(kept.claims).toHaveLength(2);
  // Phone A's list was read before B sent: a sync (the next read) shows both phones the same.
  for (const page of pages) {
    await page.reload();
    await expect(page.getByTestId('door-count')).toHaveText('Présents 1 / 1 inscrits');
    await expect(row(page, guest.name)).toContainText(/Présent ✓ \d{2}:\d{2}/);
  }
  const [textA, textB] = await Promise.all(pages.map((page) => row(page, guest.name).innerText()));
  expect(textA).toBe(textB);
  for (const page of pages) await page.context().close();
  await api.dispose();
});

test('the door of tomorrow’s event: a check-in is refused by the server, and the screen says why', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await apiContext();
  const event = await createEventToday(api, addDays(brusselsToday(), 1));
  const organiser = await login(api, DOOR_ORGANISER);
  const member = await registerViaApi(undefined, api);
  expect((await api.post(`/api/events/${event.id}/sign-up`, { headers: { authorization: `Bearer ${member.jwt}` } })).ok()).toBe(true);
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await signedIn(context, organiser);
  const page = await context.newPage();
  await openDoor(page, event.id);
  // Said before anyone taps: the door's header, from the window the list carries.
  await expect(page.getByTestId('door-closed')).toContainText('L’accueil de cet événement n’est pas encore ouvert : il ouvre le');
  await page.getByRole('button', { name: `Enregistrer ${member.name}` }).click();
  // Sent at once (online), refused: said in French, not kept waiting, not shown as present.
  await expect(page.getByTestId('door-notice')).toContainText(
    'Un enregistrement a été refusé par le serveur : L’accueil de cet événement n’est pas encore ouvert : il ouvre le',
  );
  await expect(page.getByTestId('door-waiting')).toBeHidden();
  await expect(row(page, member.name)).toHaveAttribute('data-checked-in', 'false');
  await shot(page, '7-door-closed');
  const server = await serverDoor(api, event.id, organiser);
  expect(server.attendees.map((a) => a.checkIn)).toEqual([null]);
  await context.close();
  await api.dispose();
});

test('a role granted in the back-office shows on the member’s phone without a new login', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await apiContext();
  const event = await createEventToday(api);
  const member = await registerViaApi(undefined, api);
  const before = await api.post('/api/auth/local', { data: { identifier: member.email, password: member.password } });
  const session = (await before.json()) as Session;
  expect(session.user.organiser).toBe(false);
  const context = await browser.newContext({ ...PHONE, baseURL: BASE, serviceWorkers: 'block' });
  await signedIn(context, session);
  const page = await context.newPage();
  await openPage(page, `/event-detail/${event.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(event.Name);
  await expect(page.getByTestId('organiser-door')).toHaveCount(0);

  await grantOrganiser(api, member);
  // The member comes back to the app: the page is opened again (same stored session, no login).
  await page.reload();
  await expect(page.getByRole('link', { name: 'Accueil des participants' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? '{}').organiser)).toBe(true);
  await context.close();
  await api.dispose();
});

// The decoder is not in every member's precache (src/offline/on-demand-code.ts): the door's preparation has the
// worker store it, and the door opened again offline, by the worker, reads a code (this Chromium has no
// BarcodeDetector: the decoder is jsQR).
test('prepared online, the door opened again offline by its worker reads a QR code', async () => {
  test.setTimeout(180_000);
  const api = await apiContext();
  const event = await createEventToday(api);
  const organiser = await login(api, DOOR_ORGANISER);
  const member = await registerViaApi(undefined, api);
  expect((await api.post(`/api/events/${event.id}/sign-up`, { headers: { authorization: `Bearer ${member.jwt}` } })).ok()).toBe(true);
  const browser = await cameraBrowser(qrVideo([profileUrl(member.memberId)]));
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: BASE, serviceWorkers: 'allow', permissions: ['camera'] });
    await signedIn(context, organiser);
    const page = await context.newPage();
    await openDoor(page, event.id);
    const readiness = page.getByTestId('door-readiness');
    await expect(readiness).toHaveText('Prêt hors ligne ✓', { timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Opened again while the worker controls the page: the readiness now includes the worker's copy of the decoder.
    await page.reload();
    await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
    await expect(readiness).toHaveText('Prêt hors ligne ✓', { timeout: 60_000 });
    expect(
      await page.evaluate(async () => (await (await caches.open('on-demand-code')).keys()).map((request) => new URL(request.url).pathname)),
    ).toEqual([expect.stringMatching(/^\/assets\/jsQR-[\w-]+\.js$/)]);

    await context.setOffline(true);
    await page.reload();
    await expect(readiness).toContainText('Hors ligne');
    await page.getByRole('button', { name: 'Scanner un QR code' }).click();
    await expect(row(page, member.name)).toHaveAttribute('data-checked-in', 'true', { timeout: 30_000 });
    await context.close();
  } finally {
    await browser.close();
    await api.dispose();
  }
});
