import { expect, test, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { normalize, openPage } from './support/app';
import { brusselsToday, dayMonthYear, getAllEvents, hourMinute, type ApiEvent } from './support/public-site';

let events: ApiEvent[];
let upcoming: ApiEvent[];

test.beforeAll(async () => {
  const api = await apiContext();
  events = await getAllEvents(api);
  await api.dispose();
  const today = brusselsToday();
  upcoming = events
    .filter((event) => event.Date >= today)
    .sort((a, b) => a.Date.localeCompare(b.Date) || (a.StartingTime ?? '').localeCompare(b.StartingTime ?? '') || a.id - b.id);
  expect(upcoming.length).toBeGreaterThan(2);
  expect(events.length).toBeGreaterThan(upcoming.length); // the demo has past events too
});

const cards = (page: Page) => page.getByTestId('event-card');

test('lists only events dated today or later, soonest first, with date, times, address and link', async ({ page }) => {
  await openPage(page, '/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Evénements' })).toBeVisible();
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'ÉVÉNEMENTS' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByPlaceholder('Recherche...')).toBeVisible();
  await expect(cards(page)).toHaveCount(upcoming.length);
  expect(await cards(page).getByRole('heading').allTextContents()).toEqual(upcoming.map((e) => e.Name));

  const first = cards(page).first();
  const event = upcoming[0];
  await expect(first.getByText(dayMonthYear(event.Date), { exact: true })).toBeVisible();
  expect(dayMonthYear(event.Date)).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  // An event with no end time shows its start alone; one with no time at all (the door's test events, created by
  // another spec of the run, so their door is open all day) shows none.
  const times = [hourMinute(event.StartingTime), hourMinute(event.EndTime)].filter(Boolean).join(' - ');
  if (times) await expect(first.getByText(times)).toBeVisible();
  else await expect(first.getByText(/\d{2}:\d{2}/)).toHaveCount(0);
  if (event.Address) await expect(first.getByText(event.Address)).toBeVisible();
  await expect(first.getByRole('img')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Voir l’événement' })).toHaveAttribute('href', `/event-detail/${event.id}`);

  const past = events.filter((e) => !upcoming.includes(e));
  for (const event of past) await expect(cards(page).getByRole('heading', { name: event.Name, exact: true })).toHaveCount(0);
});

test('searches the name or the description; nothing found says Aucun résultat', async ({ page }) => {
  await openPage(page, '/events');
  const search = page.getByPlaceholder('Recherche...');

  const byName = upcoming[upcoming.length - 1].Name;
  await search.fill(byName);
  await expect(cards(page).getByRole('heading', { name: byName, exact: true })).toBeVisible();
  const expectedByName = upcoming.filter(
    (e) => normalize(e.Name).includes(normalize(byName)) || normalize(e.Description).includes(normalize(byName)),
  );
  await expect(cards(page)).toHaveCount(expectedByName.length);

  // A word from a description that no upcoming name contains.
  const word = upcoming
    .flatMap((e) => (e.Description ?? '').split(/[\s,.;:!'’()]+/))
    .find((w) => w.length > 6 && !upcoming.some((e) => normalize(e.Name).includes(normalize(w))));
  expect(word).toBeTruthy();
  await search.fill(word!.toUpperCase());
  const expectedByDescription = upcoming.filter((e) => normalize(e.Description).includes(normalize(word)));
  await expect(cards(page)).toHaveCount(expectedByDescription.length);

  await search.fill('zzz-aucun-evenement-zzz');
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // A past event is never found.
  const past = events.find((e) => e.Date < brusselsToday())!;
  await search.fill(past.Name);
  await expect(cards(page).getByRole('heading', { name: past.Name, exact: true })).toHaveCount(0);
});

test('the detail shows the event, its planning in the programme’s order, the sign-up button and the members present', async ({ page }) => {
  // Not the soonest event nor a fixture: other specs sign members up to those while this one runs.
  const quiet = upcoming.filter((e) => !e.Name.startsWith('Fixture')).slice(1);
  const event = quiet.find((e) => e.Programme.length > 1 && (e.event_attendee?.members.length ?? 0) > 0) ?? quiet[0];
  await openPage(page, '/events');
  await cards(page)
    .filter({ has: page.getByRole('heading', { name: event.Name, exact: true }) })
    .getByRole('link', { name: 'Voir l’événement' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/event-detail/${event.id}$`));

  await expect(page.getByRole('heading', { level: 1, name: event.Name })).toBeVisible();
  await expect(page.getByText(dayMonthYear(event.Date), { exact: true })).toBeVisible();
  await expect(page.getByText(`${hourMinute(event.StartingTime)} - ${hourMinute(event.EndTime)}`, { exact: true })).toBeVisible();
  if (event.Address) await expect(page.getByText(event.Address, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(event.Name) })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Planning de l’événement' })).toBeVisible();
  await expect(page.getByTestId('event-planning').getByRole('heading', { level: 3 })).toHaveText(event.Programme.map((p) => p.Title));

  await expect(page.getByRole('button', { name: "Inscris-toi à l'événement" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membres présents' })).toBeVisible();
  const attendees = event.event_attendee?.members ?? [];
  const attendeeCards = page.getByTestId('event-attendees').getByTestId('member-card');
  await expect(attendeeCards).toHaveCount(attendees.length);
  if (attendees.length > 0) {
    const names = await attendeeCards.getByRole('heading').allTextContents();
    expect([...names].sort()).toEqual(attendees.map((m) => m.Name).sort());
  }
});

test("logged out, 'Inscris-toi à l'événement' leads to the login page", async ({ page }) => {
  await openPage(page, `/event-detail/${upcoming[0].id}`);
  await page.getByRole('button', { name: "Inscris-toi à l'événement" }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a past event still has its detail page; an unknown id is the 404 page', async ({ page }) => {
  const past = events.find((e) => e.Date < brusselsToday())!;
  await openPage(page, `/event-detail/${past.id}`);
  await expect(page.getByRole('heading', { level: 1, name: past.Name })).toBeVisible();
  await openPage(page, '/event-detail/999999');
  await expect(page.getByText('Page non trouvée')).toBeVisible();
});
