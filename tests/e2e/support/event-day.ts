import fs from 'node:fs';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { apiContext } from './api';
import type { RegisteredUser } from './accounts';

// Helpers for the event-day specs (offline sign-up queue, calendar and contact files, QR code, privacy).

export interface ApiEvent {
  id: number;
  Name: string;
  Date: string;
  StartingTime: string | null;
  EndTime: string | null;
  Address: string | null;
  Description: string | null;
}

/** A fixture event of the test server (TEST_FIXTURES=true), upcoming, by name part. */
export async function fixtureEvent(namePart: string): Promise<ApiEvent> {
  const api = await apiContext();
  const body = await (await api.get(`/api/events?filters[Name][$contains]=${encodeURIComponent(namePart)}`)).json();
  await api.dispose();
  expect(body.data.length, namePart).toBeGreaterThan(0);
  return body.data[0];
}

/** Ids of the members signed up for the event. */
export async function attendeeIds(eventId: number): Promise<number[]> {
  const api = await apiContext();
  const body = await (await api.get(`/api/event-attendees?filters[event][id][$eq]=${eventId}&populate[0]=members`)).json();
  await api.dispose();
  return (body.data[0]?.members ?? []).map((member: { id: number }) => member.id);
}

export async function signUpViaApi(api: APIRequestContext, user: RegisteredUser, eventId: number) {
  const response = await api.post(`/api/events/${eventId}/sign-up`, { headers: { Authorization: `Bearer ${user.jwt}` } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** PUT /api/members/:id as its owner. */
export async function updateOwnMember(api: APIRequestContext, user: RegisteredUser, data: Record<string, unknown>) {
  const response = await api.put(`/api/members/${user.memberId}`, { headers: { Authorization: `Bearer ${user.jwt}` }, data: { data } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The page is controlled by the service worker: from now on the app opens without network. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/**
 * Everything the app keeps in IndexedDB (the synced directories, the per-query rows, the sync state, the
 * queued actions), as one string ('' when nothing is stored).
 */
export function storedCache(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('club-offline');
        // Never create the app's database here (an empty one would stop the app from opening its own).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const database = open.result;
          const tables = [...database.objectStoreNames];
          if (tables.length === 0) {
            database.close();
            return resolve('');
          }
          const out: Record<string, unknown[]> = {};
          const tx = database.transaction(tables, 'readonly');
          tx.oncomplete = () => {
            database.close();
            resolve(Object.values(out).some((rows) => rows.length) ? JSON.stringify(out) : '');
          };
          tx.onerror = () => resolve('');
          for (const table of tables) {
            const all = tx.objectStore(table).getAll();
            all.onsuccess = () => (out[table] = all.result);
          }
        };
      }),
  );
}

export async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

/** RFC 5545 / vCard content lines: CRLF ends, folded lines joined back. */
export function contentLines(text: string): string[] {
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // CRLF only
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/**
 * The text a QR code shows on screen, decoded from a screenshot of it. When it cannot be read, why, in words that
 * no expected link matches: the image may not be there yet, be replaced when the member's share key arrives
 * (detached mid-screenshot), or be covered (a toast over it; the screenshot is what a scanner would see).
 */
export async function decodeQr(element: Locator): Promise<string> {
  let shot: Buffer;
  try {
    shot = await element.screenshot({ timeout: 5_000 });
  } catch (error) {
    const dialog = await element
      .page()
      .getByRole('dialog')
      .first()
      .innerText({ timeout: 1_000 })
      .catch(() => 'none');
    return `(no QR code to read: ${String(error).split('\n')[0]}; dialog: ${JSON.stringify(dialog.slice(0, 200))})`;
  }
  const png = PNG.sync.read(shot);
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  if (code) return code.data;
  const toasts = await element.page().locator('.Toastify__toast').allInnerTexts();
  return `(unreadable QR code, ${png.width}×${png.height} px; toasts on screen: ${JSON.stringify(toasts)})`;
}

export const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

/**
 * Counts the app's sign-up calls per tab, across its reloads (sessionStorage): the network events of a page
 * under a service worker are not all reported, the page's own fetch calls are. Per tab, because a tab the
 * test has left is no longer the app under test: Chromium may lift the offline emulation of a page being
 * left and tell it `online`, and what that page then tries is not what the reopened app does.
 */
export async function countSignUpCalls(context: BrowserContext) {
  await context.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if ((init?.method ?? 'GET') === 'POST' && url.includes('/sign-up')) {
        sessionStorage.setItem('e2e-sign-up-calls', String(Number(sessionStorage.getItem('e2e-sign-up-calls') ?? 0) + 1));
        // Where and when, for the failure message of a test that expected none.
        const seen = JSON.parse(sessionStorage.getItem('e2e-sign-up-log') ?? '[]') as string[];
        seen.push(
          `${Math.round(performance.now())} ms after load, navigator.onLine=${navigator.onLine}: ${new Error().stack?.split('\n').slice(2, 6).join(' | ')}`,
        );
        sessionStorage.setItem('e2e-sign-up-log', JSON.stringify(seen));
      }
      return original(input, init);
    };
  });
}

/** Every sign-up POST that reached the server (answered), and whether the page or the service worker sent it. */
export function answeredSignUps(context: BrowserContext) {
  const seen: string[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && /\/api\/events\/\d+\/sign-up$/.test(request.url())) {
      seen.push(`${request.serviceWorker() ? 'worker' : 'page'} ${response.status()}`);
    }
  });
  return seen;
}

export const signUpCalls = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('e2e-sign-up-calls') ?? 0));

/** What `countSignUpCalls` saw of each call (time since its page loaded, online state, caller). */
export const signUpCallLog = (page: Page) => page.evaluate(() => sessionStorage.getItem('e2e-sign-up-log') ?? '[]');
