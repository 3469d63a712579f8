import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownPort, startApi, startApp, type RunningServer } from './support/servers';
import { signInBrowser, type RegisteredUser } from './support/accounts';
import { JAVASCRIPT_URL, XSS, XSS_ALL, XSS_IDS } from './support/xss-corpus';
import { APP_START_TIMEOUT } from './support/app';

// Script injection in every free-text field the pages show: saved through the API as a member editing its
// own profile and company (names, profession, about texts, city, country, tags), and — for what the API cannot
// write (event, plans, javascript: links) — by a test fixture. Every page must show the text literally:
// no dialog, no injected element, no flag set, no javascript: link or frame.
// Own servers (empty database + the fixture), so the corpus does not leak into the other specs' demo data.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let api: RunningServer;
let app: RunningServer;
let owner: RegisteredUser;
let companyId: number;
let eventId: number;
let trapMemberId: number;
let trapCompanyId: number;

async function call(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(api.url + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  expect(response.status, `${method} ${url}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  api = await startApi(ownPort(1371), { SEED_DEMO: 'false', SEED_MODULE: path.resolve('tests/e2e/support/xss-fixtures.cjs') });
  app = await startApp(ownPort(4191), api.url);

  const registered = await call('POST', '/api/auth/local/register', {
    username: `Xss Testeur ${Date.now()}`,
    email: `xss.${Date.now()}@exemple.be`,
    password: 'Secret-xss-1',
    phone: '0470 00 00 00',
  });
  owner = {
    name: registered.user.member.Name,
    email: registered.user.email,
    password: 'Secret-xss-1',
    phone: '0470 00 00 00',
    jwt: registered.jwt,
    userId: registered.user.id,
    memberId: registered.user.member.id,
  };
  const tag = async (kind: string, name: string) => (await call('POST', `/api/${kind}`, { data: { Name: name } }, owner.jwt)).data.id;
  const sector = await tag('sectors', '<b id="xss-b">secteur</b>');
  const skill = await tag('skills', XSS.img.slice(0, 80));
  const service = await tag('services', XSS.svg);
  await call(
    'PUT',
    `/api/members/${owner.memberId}`,
    {
      data: {
        Name: XSS.img,
        Profession: XSS.script,
        AboutMe: XSS_ALL,
        City: XSS.svg,
        Country: XSS.attr,
        sectors: [sector],
        skills: [skill],
      },
    },
    owner.jwt,
  );
  companyId = (
    await call(
      'POST',
      '/api/companies',
      {
        data: {
          Name: XSS.iframe,
          About: XSS_ALL,
          City: XSS.link,
          Country: XSS.template,
          Email: 'xss@exemple.be',
          Phone: '010 11 22 33',
          services: [service],
          sectors: [sector],
        },
      },
      owner.jwt,
    )
  ).data.id;
  eventId = (await call('GET', '/api/events?filters[Name][$startsWith]=XSS')).data[0].id;
  trapMemberId = (await call('GET', '/api/members?filters[Name][$eq]=Lien%20Pi%C3%A9g%C3%A9')).data[0].id;
  trapCompanyId = (await call('GET', '/api/companies?filters[Name][$eq]=Soci%C3%A9t%C3%A9%20Liens%20Pi%C3%A9g%C3%A9s')).data[0].id;
});

test.afterAll(async () => {
  await app?.stop();
  await api?.stop();
});

/** Opens `path` and checks nothing ran and nothing was injected; returns the page for more checks. */
async function expectInert(page: Page, pagePath: string, mustShow: string[] = []) {
  const dialogs: string[] = [];
  const violations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __violations: string[] }).__violations ??= [];
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(app.url + pagePath);
  await expect(page.getByTestId('preloader')).toBeHidden({ timeout: APP_START_TIMEOUT });
  for (const text of mustShow) await expect(page.locator('main'), `${pagePath} shows ${text}`).toContainText(text);
  // Let images fail, handlers (if any) run.
  await page.waitForTimeout(500);
  for (const id of XSS_IDS) expect(await page.locator(`[id="${id}"]`).count(), `${pagePath}: #${id} injected`).toBe(0);
  expect(await page.locator('[id="xss-b"]').count(), `${pagePath}: <b> injected`).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `${pagePath}: a payload ran`).toBeUndefined();
  expect(
    await page.locator('a[href^="javascript:" i], iframe[src^="javascript:" i], [onerror], [onload], [onmouseover]').count(),
    `${pagePath}: live javascript`,
  ).toBe(0);
  violations.push(...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])));
  expect(violations, `${pagePath}: CSP violations`).toEqual([]);
  expect(dialogs, `${pagePath}: dialogs`).toEqual([]);
}

test('a member’s profile fields and tags render as text (list, detail, home)', async ({ page }) => {
  await expectInert(page, '/members', [XSS.img]);
  await expectInert(page, `/members-detail/${owner.memberId}`, [
    XSS.img,
    XSS.script,
    XSS.svg,
    XSS.attr.trim(),
    '<b id="xss-b">secteur</b>',
    XSS.iframe,
  ]);
  await expectInert(page, '/');
});

test('a company’s fields and tags render as text (list, detail, owner’s list)', async ({ page }) => {
  await expectInert(page, '/societe', [XSS.iframe]);
  await expectInert(page, `/societe-detail/${companyId}`, [XSS.iframe, XSS.link, XSS.template, XSS.svg]);
  await signInBrowser(page, owner);
  await expectInert(page, `/member-societe/${owner.memberId}`, [XSS.iframe]);
});

test('event name, description, address and plans render as text (fixture: the API cannot write events)', async ({ page }) => {
  await expectInert(page, '/events', ['XSS <svg id="xss-svg"']);
  await expectInert(page, `/event-detail/${eventId}`, [
    '<script id="xss-script">',
    'Rue <b id="xss-b">grasse</b> 1',
    'Plan <img src=x id=xss-img',
  ]);
});

test('the edit forms show stored payloads as field values', async ({ page }) => {
  await signInBrowser(page, owner);
  await expectInert(page, `/members-detail-edit/${owner.memberId}`);
  await expect(page.getByRole('textbox', { name: /Prénom et nom/ })).toHaveValue(XSS.img);
  await expectInert(page, `/societe-detail-edit/${companyId}`);
});

test('javascript: links stored before the API refused them are never rendered as links or frames', async ({ page }) => {
  await expectInert(page, `/members-detail/${trapMemberId}`, ['Lien Piégé']);
  await expectInert(page, `/societe-detail/${trapCompanyId}`, ['Société Liens Piégés']);
  expect(await page.locator(`[href="${JAVASCRIPT_URL}"], [src="${JAVASCRIPT_URL}"]`).count()).toBe(0);
});
