// The door's test helpers (door.spec.ts, door-day.spec.ts): an event today, an organiser's session on a phone,
// the server's list.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { APP_PORT, CLUB_TIME_ZONE } from '../../../playwright.config';
import { openPage } from './app';
import type { RegisteredUser } from './accounts';
import { brusselsToday } from './public-site';

export const BASE = `http://127.0.0.1:${APP_PORT}`;
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'fr-BE',
  timezoneId: CLUB_TIME_ZONE,
};
export const DOOR_ORGANISER = {
  identifier: 'accueil@club-entrepreneurs.be',
  password: process.env.DEMO_APP_ORGANISER_PASSWORD || 'Accueil12345!',
};
export const BACKOFFICE = { email: 'organisateur@club-entrepreneurs.be', password: process.env.DEMO_ORGANISER_PASSWORD || 'Orga12345!' };
export const ADMIN = { email: 'admin@club-entrepreneurs.be', password: process.env.DEMO_ADMIN_PASSWORD || 'Admin1234!' };
const CM = '/content-manager/collection-types';
export const SHOTS = process.env.DOOR_SCREENSHOTS; // a folder: the screens as PNGs, to look at
export { CHROMIUM } from '../../../scripts/chromium.mjs';

export type Session = {
  jwt: string;
  user: { id: number; username: string; email: string; member: { id: number; Name: string }; organiser: boolean };
};

const backOfficeTokens = new Map<string, string>();

/**
 * A back-office session (kept for the worker: the admin's login is rate-limited, and every test of the door
 * creates its event there).
 */
export async function backOffice(api: APIRequestContext, account: { email: string; password: string }) {
  let token = backOfficeTokens.get(account.email);
  if (!token) {
    const login = await api.post('/admin/login', { data: account });
    expect(login.status()).toBe(200);
    token = (await login.json()).data.token as string;
    backOfficeTokens.set(account.email, token);
  }
  return { authorization: `Bearer ${token}` };
}

// No starting time: the door takes check-ins from the start of the event's day (Brussels) to the end of the day
// after, so these tests pass at any hour they run (at 19:00 the door would only open at 17:00).
export async function createEventToday(api: APIRequestContext, date = brusselsToday()) {
  const created = await api.post(`${CM}/api::event.event`, {
    headers: await backOffice(api, BACKOFFICE),
    data: {
      Name: `Soirée porte ${Date.now().toString(36)}`,
      Date: date,
      StartingTime: null,
      Address: 'Namur',
      Published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as { id: number; Name: string };
}

export async function login(api: APIRequestContext, credentials: { identifier: string; password: string }): Promise<Session> {
  const res = await api.post('/api/auth/local', { data: credentials });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as Session;
  expect(body.user.organiser).toBe(true);
  return body;
}

/** What an administrator does in the back-office: gives a member's account the app's 'Organisateur' role. */
export async function grantOrganiser(api: APIRequestContext, user: RegisteredUser) {
  const headers = await backOffice(api, ADMIN);
  const roles = (await (await api.get('/users-permissions/roles', { headers })).json()).roles as Array<{ id: number; type: string }>;
  const role = roles.find((r) => r.type === 'organiser')!;
  const found = await (await api.get(`${CM}/plugin::users-permissions.user?filters[$and][0][id][$eq]=${user.userId}`, { headers })).json();
  const res = await api.put(`${CM}/plugin::users-permissions.user/${found.results[0].documentId}`, {
    headers,
    data: { role: { connect: [{ id: role.id }] } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The page starts signed in with that session (what the app stores after a login). */
export async function signedIn(context: BrowserContext, session: Session) {
  await context.addInitScript((s) => {
    if (location.protocol !== 'http:' || sessionStorage.getItem('e2e-session-set')) return;
    sessionStorage.setItem('e2e-session-set', '1');
    const user = {
      id: s.user.id,
      username: s.user.username,
      name: s.user.member.Name,
      email: s.user.email,
      memberId: s.user.member.id,
      organiser: s.user.organiser,
    };
    localStorage.setItem('authUser', JSON.stringify(user));
    localStorage.setItem('authToken', s.jwt);
    localStorage.setItem('isAuthenticated', 'true');
  }, session);
}

export const profileUrl = (memberId: number) => `${BASE}/members-detail/${memberId}`;
export const row = (page: Page, name: string) => page.getByTestId('door-row').filter({ hasText: name });
export const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/door-${name}.png` });
};

export async function openDoor(page: Page, eventId: number) {
  await openPage(page, `/accueil/${eventId}`);
  await expect(page.getByTestId('door-count')).toBeVisible();
  await expect(page.getByTestId('door-readiness')).toHaveText('Prêt hors ligne ✓');
}

export async function serverDoor(api: APIRequestContext, eventId: number, session: Session) {
  const res = await api.get(`/api/events/${eventId}/door`, { headers: { authorization: `Bearer ${session.jwt}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as {
    attendees: Array<{ memberId: number; name: string; checkIn: { at: number; by: string; kind: string; claims: string[] } | null }>;
    guests: Array<{ name: string; checkIn: { claims: string[] } | null }>;
    attendance: Record<string, number>;
  };
}
