import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OUTBOX } from '../../../playwright.config';
import { apiContext } from './api';

// Accounts for the account/editing specs: every test registers its own fresh member.

export interface TestUser {
  name: string;
  email: string;
  password: string;
  phone: string;
}

export interface RegisteredUser extends TestUser {
  jwt: string;
  userId: number;
  memberId: number;
}

let counter = 0;

/** A user nobody has registered yet (unique per worker, test and call). */
export function uniqueUser(prefix = 'E2E'): TestUser {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    name: `${prefix} Testeur ${stamp}`,
    email: `e2e.${stamp}@exemple.be`.toLowerCase(),
    password: `Secret-${stamp}`,
    phone: '0470 12 34 56',
  };
}

export async function registerViaApi(user: TestUser = uniqueUser(), api?: APIRequestContext): Promise<RegisteredUser> {
  const context = api ?? (await apiContext());
  const response = await context.post('/api/auth/local/register', {
    data: { username: user.name, email: user.email, password: user.password, phone: user.phone },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = await response.json();
  if (!api) await context.dispose();
  return { ...user, jwt: body.jwt, userId: body.user.id, memberId: body.user.member.id };
}

/** Starts the page already signed in as `user` (the session the app stores after a login). */
export async function signInBrowser(page: Page, user: RegisteredUser) {
  await page.addInitScript(
    (session) => {
      // Only the app's own pages (about:blank has no storage), and only on the first load of the test:
      // a logout later in the test must stick.
      if (location.protocol !== 'http:' || sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('authUser', JSON.stringify(session.user));
      localStorage.setItem('authToken', session.jwt);
      localStorage.setItem('isAuthenticated', 'true');
    },
    {
      jwt: user.jwt,
      user: { id: user.userId, username: user.name, name: user.name, email: user.email, memberId: user.memberId },
    },
  );
}

/** GET with the user's token. */
export async function authedGet(api: APIRequestContext, url: string, jwt: string) {
  const response = await api.get(url, { headers: { Authorization: `Bearer ${jwt}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** The newest mail the demo outbox holds for `email` (waits for it). */
export async function latestMailTo(email: string, timeout = 10_000): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(E2E_OUTBOX)) return null;
        const files = fs
          .readdirSync(E2E_OUTBOX)
          .map((name) => path.join(E2E_OUTBOX, name))
          .filter((file) => fs.readFileSync(file, 'utf8').includes(`To: ${email}`))
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
        found = files[0] ? fs.readFileSync(files[0], 'utf8') : null;
        return found;
      },
      { timeout },
    )
    .not.toBeNull();
  return found as unknown as string;
}

/** The /change-password/<code> path a reset mail links to. */
export function resetPathFrom(mail: string): string {
  const match = /https?:\/\/[^\s"<]+(\/change-password\/[A-Za-z0-9]+)/.exec(mail);
  expect(match, mail).not.toBeNull();
  return match![1];
}

// ---- images: real PNGs (the server checks the bytes and sharp makes the renditions) ----

function crc32(buffer: Buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG. */
export function pngImage(width = 64, height = 48, rgb: [number, number, number] = [200, 16, 46]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, rgb?: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: pngImage(64, 48, rgb),
});

/** Types a new tag in a creatable select and confirms it with Enter. */
export async function typeTag(page: Page, label: string | RegExp, tag: string, confirm: 'Enter' | 'Tab' | 'blur' = 'Enter') {
  const input = page.getByLabel(label, { exact: typeof label === 'string' });
  await input.click();
  await input.pressSequentially(tag);
  if (confirm === 'blur') await input.blur();
  else await input.press(confirm);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its exact label (a required field's label ends with the '*' indicator). */
export const fieldByLabel = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
