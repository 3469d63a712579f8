// What an organiser prepares in the back-office, as the site shows it: a draft event is unknown to the
// app (404) until 'Publié' is ticked, then its page shows the programme in the organiser's order; an
// event's own photos are on its page, with the lightbox.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiContext } from './support/api';
import { openPage } from './support/app';
import { addDays, brusselsToday, getAllEvents, lightboxHash } from './support/public-site';

const ORGANISER = { email: 'organisateur@club-entrepreneurs.be', password: process.env.DEMO_ORGANISER_PASSWORD || 'Orga12345!' };
const CM_EVENTS = '/content-manager/collection-types/api::event.event';

async function organiser(api: APIRequestContext) {
  const login = await api.post('/admin/login', { data: ORGANISER });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

test('a draft is not on the site; once published its page shows the programme in the organiser’s order', async ({ page }) => {
  const api = await apiContext();
  const headers = await organiser(api);
  // In the past: it never joins the upcoming list other specs count while this one runs.
  const date = addDays(brusselsToday(), -3);
  const name = `Atelier préparé ${Date.now().toString(36)}`;
  const created = await api.post(CM_EVENTS, {
    headers,
    data: {
      Name: name,
      Date: date,
      StartingTime: '18:00:00.000',
      Programme: [
        { Title: 'Accueil', StartingTime: '18:00:00.000' },
        { Title: 'Atelier', StartingTime: '18:30:00.000' },
        { Title: 'Verre de l’amitié', StartingTime: '20:00:00.000' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()).data as { id: number; documentId: string; Programme: Array<{ id: number }> };

  await openPage(page, `/event-detail/${draft.id}`);
  await expect(page.getByText('Page non trouvée')).toBeVisible();

  const [welcome, workshop, drinks] = draft.Programme;
  const published = await api.put(`${CM_EVENTS}/${draft.documentId}`, {
    headers,
    data: { Published: true, Programme: [workshop, drinks, welcome] },
  });
  expect(published.status()).toBe(200);
  await api.dispose();

  await openPage(page, `/event-detail/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('event-planning').getByRole('heading', { level: 3 })).toHaveText([
    'Atelier',
    'Verre de l’amitié',
    'Accueil',
  ]);
});

test('an event’s page shows its own photos, and a photo opens in the lightbox', async ({ page }) => {
  const api = await apiContext();
  const withPhotos = (await getAllEvents(api)).find((event) => (event.Photos?.length ?? 0) > 0);
  await api.dispose();
  expect(withPhotos, 'the demo has past events with photos').toBeTruthy();
  const event = withPhotos!;
  const photos = event.Photos!;

  await openPage(page, `/event-detail/${event.id}`);
  const section = page.getByTestId('event-photos');
  await expect(section.getByRole('heading', { name: 'Photos de l’événement' })).toBeVisible();
  await expect(section.getByRole('img')).toHaveCount(Math.min(6, photos.length));
  await section
    .getByRole('button', { name: /^Agrandir/ })
    .first()
    .click();
  await expect(page.locator('.lg-outer.lg-visible')).toBeVisible();
  expect(lightboxHash(page.url())).toEqual({ gid: `event-${event.id}`, pid: String(photos[0].id) });
});
