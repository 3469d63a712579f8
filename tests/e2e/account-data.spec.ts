// Members own their data: 'Télécharger mes données' and 'Supprimer mon compte' in Mon Profil, the share
// link's rotation in 'Mon QR code', and the 'Confidentialité' page linked from the footer and the registration.
import { expect, test, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { animationsDone, goOffline, openAvatarMenu, openPage } from './support/app';
import { decodeQr } from './support/event-day';
import { authedGet, registerViaApi, signInBrowser, uniqueUser } from './support/accounts';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const PHONE = { width: 390, height: 844 };

test('Mon Profil: the data export downloads, a wrong password keeps the account, the right one deletes it', async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  const user = await registerViaApi(uniqueUser('Rgpd'));
  await signInBrowser(page, user);
  await openPage(page, `/members-detail-edit/${user.memberId}`);
  const section = page.getByTestId('my-data');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('my-data.png') });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Télécharger mes données' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(data.account.email).toBe(user.email);
  expect(data.member.Name).toBe(user.name);
  await expect(toast(page, 'Tes données ont été téléchargées.')).toBeVisible();

  await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog.getByText('La suppression est définitive. Seront supprimés :')).toBeVisible();
  await page.screenshot({ path: info.outputPath('delete-dialog.png') });
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Saisis ton mot de passe pour confirmer.')).toBeVisible();
  await dialog.getByTestId('delete-account-password').fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByTestId('form-error')).toHaveText('Mot de passe incorrect : ton compte n’a pas été supprimé.');
  await page.screenshot({ path: info.outputPath('delete-dialog-wrong.png') });

  await dialog.getByTestId('delete-account-password').fill(user.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(toast(page, 'Ton compte a été supprimé. Merci d’avoir fait partie du club !')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
  const api = await apiContext();
  expect((await api.get(`/api/members/${user.memberId}`)).status()).toBe(404);
  await api.dispose();
});

test("'Mon QR code': 'Changer mon lien de partage' gives a new link, the old one stops working", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  const user = await registerViaApi(uniqueUser('Lien'));
  const api = await apiContext();
  const oldKey = (await authedGet(api, `/api/members/${user.memberId}`, user.jwt)).data.ShareKey as string;
  await signInBrowser(page, user);
  await openPage(page, '/');
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Mon QR code' }).click();
  const dialog = page.getByTestId('member-qr-dialog');
  await expect(dialog.getByText(`cle=${oldKey}`)).toBeVisible();
  await dialog.getByTestId('member-qr-rotate').click();
  await expect(toast(page, 'Nouveau lien de partage créé : les anciens QR codes ne fonctionnent plus.')).toBeVisible();
  const newKey = (await authedGet(api, `/api/members/${user.memberId}`, user.jwt)).data.ShareKey as string;
  expect(newKey).not.toBe(oldKey);
  await expect(dialog.getByText(`cle=${newKey}`)).toBeVisible();
  await dialog.getByTestId('member-qr-rotate').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('qr-rotate.png') });
  await api.dispose();
});

test("'Mon QR code' on a laptop: the new code can be scanned while its toast shows", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const user = await registerViaApi(uniqueUser('Lien portable'));
  await signInBrowser(page, user);
  await openPage(page, '/');
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Mon QR code' }).click();
  const dialog = page.getByTestId('member-qr-dialog');
  const qr = dialog.getByRole('img', { name: `QR code du profil de ${user.name}` });
  await expect.poll(() => decodeQr(qr)).toContain('?cle=');
  const oldLink = await decodeQr(qr);
  await dialog.getByTestId('member-qr-rotate').click();
  const shown = toast(page, 'Nouveau lien de partage créé : les anciens QR codes ne fonctionnent plus.');
  await expect(shown).toBeVisible();
  await animationsDone(page.locator('.Toastify__toast').first());
  await expect(dialog.getByText(oldLink)).toBeHidden();
  // Under the header, behind the dialog, the toast covered the code's top corners: unreadable for its 5 s.
  const newLink = await decodeQr(qr);
  expect(newLink).toMatch(new RegExp(`/members-detail/${user.memberId}\\?cle=[A-Za-z0-9_-]{22}$`));
  expect(newLink).not.toBe(oldLink);
  await expect(shown).toBeVisible();
});

test("'Mon QR code' offline is the code it is online: the share key stays (a hidden member's code works at the door)", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const user = await registerViaApi(uniqueUser('QR hors ligne'));
  const api = await apiContext();
  const key = (await authedGet(api, `/api/members/${user.memberId}`, user.jwt)).data.ShareKey as string;
  await api.dispose();
  await signInBrowser(page, user);
  await openPage(page, '/');
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Mon QR code' }).click();
  const dialog = page.getByTestId('member-qr-dialog');
  await expect(dialog.getByText(`cle=${key}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await goOffline(page);
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Mon QR code' }).click();
  await expect(dialog.getByText(`cle=${key}`)).toBeVisible();
  const qr = dialog.getByRole('img', { name: `QR code du profil de ${user.name}` });
  await expect.poll(() => decodeQr(qr)).toContain(`?cle=${key}`);
});

test("'Confidentialité': server-rendered, linked from the footer and the registration form, in the sitemap", async ({
  page,
  request,
}, info) => {
  await page.setViewportSize(PHONE);
  const html = await (await request.get('/confidentialite')).text();
  expect(html).toContain('<title>Confidentialité');
  expect(html).toContain('Autorité de protection des données');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/confidentialite</loc>');

  await openPage(page, '/register');
  await page.getByTestId('register-privacy').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page.getByRole('heading', { name: 'Tes droits et comment les exercer' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('privacy-page.png') });
  // Each kind of data with why and how long, attendance and guests included (the export and erasure's list).
  await expect(page.getByRole('heading', { name: 'Ce que le club conserve, pourquoi et combien de temps' })).toBeVisible();
  await expect(page.getByText(/^tes présences aux événements — .* gardées tant que ton compte existe/)).toBeVisible();
  await expect(page.getByText(/^les invités enregistrés à l’accueil .* effacés 12 mois après l’événement/)).toBeVisible();
  await page.screenshot({ path: info.outputPath('privacy-page-full.png'), fullPage: true });
  await expect(page.getByTestId('footer-privacy')).toHaveAttribute('href', '/confidentialite');
});
