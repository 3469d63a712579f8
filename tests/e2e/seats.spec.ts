// Seats and waitlist on a phone (issue 29): a full event says 'Complet' and offers 'Rejoindre la liste
// d'attente'; the member sees their own position and may leave the list; a seat freed by a cancellation or a
// raised capacity is the first waiting member's, seen after a reload, with the mail 'Une place s'est libérée'.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { openPage } from './support/app';
import { latestMailTo, registerViaApi, signInBrowser, type RegisteredUser } from './support/accounts';
import { addDays, brusselsToday } from './support/public-site';

const ORGANISER = { email: 'organisateur@club-entrepreneurs.be', password: process.env.DEMO_ORGANISER_PASSWORD || 'Orga12345!' };
const CM_EVENTS = '/content-manager/collection-types/api::event.event';
const SHOTS = process.env.SEATS_SCREENSHOTS; // a folder: the states as PNGs, to look at

// No service worker: each reload is the server's page (a worker-served reload could stay under the preloader,
// docs/decisions/0010-the-service-worker.md); what is checked here is the server's answer.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

async function organiser(api: APIRequestContext) {
  const login = await api.post('/admin/login', { data: ORGANISER });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

const signUp = (api: APIRequestContext, eventId: number, m: RegisteredUser, method: 'post' | 'delete' = 'post') =>
  api[method](`/api/events/${eventId}/sign-up`, { headers: { authorization: `Bearer ${m.jwt}` } });

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/seats-${name}.png`, fullPage: false });
};

test('a full event: join the waitlist, see the position, leave it; a freed seat is the first waiting member’s', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await apiContext();
  const headers = await organiser(api);
  // Far ahead: the last of the upcoming list, never the event other specs sign up to. Removed at the end.
  const date = addDays(brusselsToday(), 300);
  const created = await api.post(CM_EVENTS, {
    headers,
    data: {
      Name: `Lunch complet ${Date.now().toString(36)}`,
      Date: date,
      StartingTime: '12:00:00.000',
      Address: 'Namur',
      Capacity: 1,
      Published: true,
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()).data as { id: number; documentId: string };
  try {
    const [seated, first, me] = await Promise.all([registerViaApi(), registerViaApi(), registerViaApi()]);
    expect((await (await signUp(api, event.id, seated)).json()).data.status).toBe('registered');
    expect((await (await signUp(api, event.id, first)).json()).data).toEqual({ status: 'waitlisted', position: 1 });

    await signInBrowser(page, me);
    await openPage(page, `/event-detail/${event.id}`);
    const signUpBox = page.getByTestId('event-sign-up');
    await expect(signUpBox.getByTestId('seats-left')).toHaveText('Complet');
    const join = signUpBox.getByRole('button', { name: "Rejoindre la liste d'attente" });
    await expect(join).toBeVisible();
    await shot(page, '1-full');

    await join.click();
    await expect(page.locator('.Toastify').getByText(/L’événement est complet : tu es sur la liste d’attente/)).toBeVisible();
    await expect(signUpBox.getByTestId('waitlist-position')).toHaveText("2e sur la liste d'attente");
    // The waiting badge's white text reads at 4.5:1 or more (Chakra's orange.600 gave 3.6:1).
    const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).include('[data-testid="waitlisted"]').analyze();
    expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
    await shot(page, '2-waiting');

    // Leaving the list: the button is back.
    await signUpBox.getByRole('button', { name: 'Quitter la liste d’attente' }).click();
    await expect(page.locator('.Toastify').getByText('Tu as quitté la liste d’attente.')).toBeVisible();
    await expect(join).toBeVisible();
    await join.click();
    await expect(signUpBox.getByTestId('waitlist-position')).toHaveText("2e sur la liste d'attente");

    // The seated member cancels: the first waiting member gets the seat; I move up.
    expect((await (await signUp(api, event.id, seated, 'delete')).json()).data.status).toBe('left');
    await openPage(page, `/event-detail/${event.id}`);
    await expect(signUpBox.getByTestId('waitlist-position')).toHaveText("1er sur la liste d'attente");
    expect(await latestMailTo(first.email)).toContain("Une place s'est libérée");

    // The organiser raises the capacity: my turn, seen after a reload, and told by mail.
    const raised = await api.put(`${CM_EVENTS}/${event.documentId}`, { headers, data: { Capacity: 3 } });
    expect(raised.status()).toBe(200);
    await openPage(page, `/event-detail/${event.id}`);
    await expect(signUpBox.getByTestId('signed-up')).toContainText('Inscrit ✓');
    await expect(signUpBox.getByTestId('seats-left')).toHaveText('1 place restante');
    await shot(page, '3-promoted');
    expect(await latestMailTo(me.email)).toContain("Une place s'est libérée");

    // The events list's card says what is left too.
    await openPage(page, '/events');
    const card = page.getByTestId('event-card').filter({ hasText: 'Lunch complet' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('seats-left')).toHaveText('1 place restante');
    await shot(page, '4-card');
  } finally {
    await api.delete(`${CM_EVENTS}/${event.documentId}`, { headers });
    await api.dispose();
  }
});
