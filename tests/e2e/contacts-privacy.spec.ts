import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiContext } from './support/api';
import { openAvatarMenu, openPage } from './support/app';
import { authedGet, registerViaApi, signInBrowser, uniqueUser, type RegisteredUser } from './support/accounts';
import { contentLines, decodeQr, downloadedText, storedCache, toast, updateOwnMember } from './support/event-day';

// Contact exchange (vCard, QR code) and who sees a member's phone and e-mail.

/** A phone number nobody else has, so its absence can be checked anywhere. */
const uniquePhone = () => `+32 4${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;

async function memberAs(api: APIRequestContext, user: RegisteredUser | null, id: number) {
  const response = await api.get(`/api/members/${id}`, user ? { headers: { Authorization: `Bearer ${user.jwt}` } } : {});
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Record<string, unknown>;
}

async function anonymousPage(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openPage(page, path);
  return { page, close: () => context.close() };
}

test("'Ajouter aux contacts' downloads a vCard of the member, offline too", async ({ page, context, baseURL }) => {
  const api = await apiContext();
  const user = await registerViaApi(uniqueUser('Carte'), api);
  await updateOwnMember(api, user, {
    Profession: 'Conseil, stratégie; innovation',
    City: 'Liège',
    Country: 'Belgique',
    LinkedinProfileURL: 'https://www.linkedin.com/in/carte-test',
    // Signed-in members only by default: this member shares them with everyone (the page is anonymous).
    PhoneVisibility: 'everyone',
    EmailVisibility: 'everyone',
  });
  await api.dispose();
  await openPage(page, `/members-detail/${user.memberId}`);
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();

  const { name, text } = await downloadedText(page, () => page.getByRole('button', { name: 'Ajouter aux contacts' }).click());
  expect(name).toMatch(/^carte-testeur-[a-z0-9]+\.vcf$/);
  const lines = contentLines(text);
  const [given, ...family] = user.name.split(' ');
  expect(lines).toEqual(
    expect.arrayContaining([
      'BEGIN:VCARD',
      'VERSION:3.0',
      `N:${family.join(' ')};${given};;;`,
      `FN:${user.name}`,
      'TITLE:Conseil\\, stratégie\\; innovation',
      `TEL;TYPE=CELL:${user.phone}`,
      `EMAIL;TYPE=INTERNET:${user.email}`,
      'URL:https://www.linkedin.com/in/carte-test',
      'ADR;TYPE=WORK:;;;Liège;;;Belgique',
      `NOTE:Profil du club : ${baseURL}/members-detail/${user.memberId}`,
      'END:VCARD',
    ]),
  );
  expect(lines[0]).toBe('BEGIN:VCARD');
  expect(lines.at(-1)).toBe('END:VCARD');

  // Made on the device from the data on screen: no network needed.
  await context.setOffline(true);
  const offline = await downloadedText(page, () => page.getByRole('button', { name: 'Ajouter aux contacts' }).click());
  expect(offline.text).toBe(text);
  await context.setOffline(false);
});

test("'Mon QR code' shows, full screen, a QR code of the member's public profile URL", async ({ page, baseURL }) => {
  const user = await registerViaApi(uniqueUser('Qr'));
  await signInBrowser(page, user);
  await openPage(page, '/');
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Mon QR code' }).click();
  const dialog = page.getByTestId('member-qr-dialog');
  await expect(dialog.getByRole('heading', { name: user.name })).toBeVisible();
  const qr = dialog.getByRole('img', { name: `QR code du profil de ${user.name}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Large: most of the screen's smaller side.
  const box = (await qr.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBeGreaterThan(Math.min(viewport.width, viewport.height) * 0.6);
  // The profile URL with the member's share key: it opens the page even if the member hides from the directory.
  const shareKey = (await authedGet(await apiContext(), `/api/members/${user.memberId}`, user.jwt)).data.ShareKey;
  await expect.poll(() => decodeQr(qr)).toBe(`${baseURL}/members-detail/${user.memberId}?cle=${shareKey}`);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});

test('privacy: chosen in the profile, phone and e-mail leave anonymous API answers, pages and the offline cache', async ({
  page,
  browser,
}) => {
  const api = await apiContext();
  const owner = await registerViaApi({ ...uniqueUser('Discrète'), phone: uniquePhone() }, api);
  const viewer = await registerViaApi(uniqueUser('Curieux'), api);

  // The owner: phone for nobody, e-mail for signed-in members.
  await signInBrowser(page, owner);
  await openPage(page, `/members-detail-edit/${owner.memberId}`);
  const privacy = page.getByTestId('profile-privacy');
  await expect(privacy.getByRole('heading', { name: 'Confidentialité' })).toBeVisible();
  // Privacy by default: signed-in members only.
  await expect(privacy.getByRole('radio', { name: 'Les membres connectés uniquement' }).first()).toBeChecked();
  await privacy.getByRole('group', { name: 'Qui voit mon numéro de téléphone ?' }).getByText('Personne').click();
  await privacy.getByRole('group', { name: 'Qui voit mon e-mail ?' }).getByText('Les membres connectés uniquement').click();
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Profil enregistré avec succès!')).toBeVisible();
  // The owner still sees everything, and the form shows the saved choice.
  await expect(page.getByRole('link', { name: 'Appeler' })).toBeVisible();
  await openPage(page, `/members-detail-edit/${owner.memberId}`);
  await expect(
    privacy.getByRole('group', { name: 'Qui voit mon numéro de téléphone ?' }).getByRole('radio', { name: 'Personne' }),
  ).toBeChecked();

  // The API: nothing for anonymous callers, the e-mail for a member, everything for the owner.
  const anonymous = await memberAs(api, null, owner.memberId);
  expect(anonymous).not.toHaveProperty('Phone');
  expect(anonymous).not.toHaveProperty('Email');
  expect(anonymous).not.toHaveProperty('PhoneVisibility');
  const list = await (await api.get(`/api/members?filters[Name][$eq]=${encodeURIComponent(owner.name)}`)).json();
  expect(JSON.stringify(list)).not.toContain(owner.email);
  expect(JSON.stringify(list)).not.toContain(owner.phone);
  expect(await memberAs(api, viewer, owner.memberId)).toMatchObject({ Email: owner.email });
  expect(await memberAs(api, viewer, owner.memberId)).not.toHaveProperty('Phone');
  expect(await memberAs(api, owner, owner.memberId)).toMatchObject({
    Phone: owner.phone,
    Email: owner.email,
    PhoneVisibility: 'nobody',
    EmailVisibility: 'members',
  });

  // The page, anonymous: no 'Appeler', no 'Email', and nothing of them in the page or in IndexedDB.
  const visitor = await anonymousPage(browser, `/members-detail/${owner.memberId}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: 'Appeler' })).toHaveCount(0);
  await expect(visitor.page.getByRole('link', { name: 'Email', exact: true })).toHaveCount(0);
  expect(await visitor.page.content()).not.toContain(owner.email);
  await expect.poll(() => storedCache(visitor.page), { timeout: 15_000 }).toContain(owner.name);
  const cache = await storedCache(visitor.page);
  expect(cache).not.toContain(owner.email);
  expect(cache).not.toContain(owner.phone);
  await visitor.close();

  // Another member: 'Email' only.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInBrowser(memberPage, viewer);
  await openPage(memberPage, `/members-detail/${owner.memberId}`);
  await expect(memberPage.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute('href', `mailto:${owner.email}`);
  await expect(memberPage.getByRole('link', { name: 'Appeler' })).toHaveCount(0);
  await memberContext.close();
  await api.dispose();
});

test('logout purges what only members could see from the offline cache', async ({ page }) => {
  const api = await apiContext();
  const owner = await registerViaApi({ ...uniqueUser('Réservée'), phone: uniquePhone() }, api);
  await updateOwnMember(api, owner, { EmailVisibility: 'members', PhoneVisibility: 'members' });
  const viewer = await registerViaApi(uniqueUser('Lectrice'), api);
  await api.dispose();

  await signInBrowser(page, viewer);
  await openPage(page, '/members');
  // The directory, fetched for a signed-in member, holds the members-only e-mail…
  await expect.poll(() => storedCache(page), { timeout: 20_000 }).toContain(owner.email);
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  // …and after logout the stored copy is the anonymous one: the member is there, the e-mail and phone are not.
  await expect
    .poll(
      async () => {
        const cache = await storedCache(page);
        return { listed: cache.includes(owner.name), email: cache.includes(owner.email), phone: cache.includes(owner.phone) };
      },
      { timeout: 20_000 },
    )
    .toEqual({ listed: true, email: false, phone: false });
});

test('a member hidden from the directory is not listed for others; its page opens only through its QR code', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await registerViaApi(uniqueUser('Cachée'));
  await signInBrowser(page, owner);
  await openPage(page, `/members-detail-edit/${owner.memberId}`);
  await page.getByTestId('profile-privacy').getByText('Masquer mon profil de l’annuaire des membres').click();
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Profil enregistré avec succès!')).toBeVisible();
  // The member still finds itself.
  await openPage(page, `/members?q=${encodeURIComponent(owner.name)}`);
  await expect(page.getByTestId('member-card')).toHaveCount(1);

  // Its QR code carries the key that opens its page.
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Mon QR code' }).click();
  const qr = page.getByTestId('member-qr-dialog').getByRole('img', { name: `QR code du profil de ${owner.name}` });
  await expect.poll(() => decodeQr(qr)).toMatch(new RegExp(`^${baseURL}/members-detail/${owner.memberId}\\?cle=[A-Za-z0-9_-]{22}$`));
  const link = await decodeQr(qr);

  const visitor = await anonymousPage(browser, `/members?q=${encodeURIComponent(owner.name)}`);
  await expect(visitor.page.getByText('Aucun résultat')).toBeVisible();
  // Counting ids finds nothing…
  await openPage(visitor.page, `/members-detail/${owner.memberId}`);
  await expect(visitor.page.getByText('Page non trouvée')).toBeVisible();
  await expect(visitor.page.getByRole('heading', { level: 1, name: owner.name })).toHaveCount(0);
  // …the QR code's link opens the page.
  await openPage(visitor.page, link.replace(baseURL!, ''));
  await expect(visitor.page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await visitor.close();
});
