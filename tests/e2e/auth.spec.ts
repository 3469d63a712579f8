import { expect, test, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { openAvatarMenu, openPage } from './support/app';
import { fieldByLabel, latestMailTo, registerViaApi, resetPathFrom, signInBrowser, uniqueUser } from './support/accounts';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const field = fieldByLabel;

async function storedSession(page: Page) {
  return page.evaluate(() => ({
    user: localStorage.getItem('authUser'),
    token: localStorage.getItem('authToken'),
    marker: localStorage.getItem('isAuthenticated'),
  }));
}

test('registration: required fields, then success logs in and opens the profile edit page', async ({ page }) => {
  const user = uniqueUser('Zoé');
  await openPage(page, '/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Rejoindre le club' })).toBeVisible();

  await page.getByRole('button', { name: 'S’inscrire gratuitement' }).click();
  await expect(page.getByText('ce champs est obligatoire')).toHaveCount(4);

  await field(page, 'Prénom et Nom').fill(user.name);
  await field(page, 'Email').fill('pas-une-adresse');
  await field(page, 'Mot de passe').fill(user.password);
  await field(page, 'Téléphone').fill(user.phone);
  await expect(field(page, 'Téléphone')).toHaveAttribute('inputmode', 'numeric');
  await page.getByRole('button', { name: 'S’inscrire gratuitement' }).click();
  await expect(page.getByText('Entrez une adresse mail valide')).toBeVisible();

  // The show/hide toggle.
  await expect(field(page, 'Mot de passe')).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(field(page, 'Mot de passe')).toHaveAttribute('type', 'text');

  await field(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'S’inscrire gratuitement' }).click();
  await expect(page).toHaveURL(/\/members-detail-edit\/\d+$/);
  const memberId = Number(page.url().split('/').pop());

  const session = await storedSession(page);
  expect(session.token).toBeTruthy();
  expect(session.marker).toBe('true');
  expect(JSON.parse(session.user!)).toMatchObject({ name: user.name, email: user.email, memberId });

  // Avatar: the first two letters of the member's name, in capitals.
  await expect(page.getByTestId('user-avatar')).toHaveText('ZO');
  // The profile edit page shows the new member.
  await expect(field(page, 'Prénom et nom')).toHaveValue(user.name);
});

test('registration with a taken e-mail: toast, server message above the form, values kept', async ({ page }) => {
  const existing = await registerViaApi();
  await openPage(page, '/register');
  await field(page, 'Prénom et Nom').fill('Quelqu’un d’autre');
  await field(page, 'Email').fill(existing.email);
  await field(page, 'Mot de passe').fill('Autre-secret-1');
  await field(page, 'Téléphone').fill('0499 99 99 99');
  await page.getByRole('button', { name: 'S’inscrire gratuitement' }).click();

  await expect(toast(page, "L'e-mail ou le nom d'utilisateur sont déjà pris !")).toBeVisible();
  await expect(page.getByTestId('form-error')).toHaveText(
    'Impossible de créer un compte avec ces informations. Si tu es déjà membre, connecte-toi ou utilise « Mot de passe oublié ? ».',
  );
  await expect(page).toHaveURL(/\/register$/);
  await expect(field(page, 'Email')).toHaveValue(existing.email);
  await expect(field(page, 'Prénom et Nom')).toHaveValue('Quelqu’un d’autre');
  expect((await storedSession(page)).token).toBeNull();
});

test('login: wrong password gives the toast; the right one opens the member page', async ({ page }) => {
  const user = await registerViaApi();
  await openPage(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connecte-toi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', /\/forget-password/);
  const join = page.getByRole('link', { name: 'Pas encore membre ? Rejoins le club !' });
  await expect(join).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('ce champs est obligatoire')).toHaveCount(2);

  await field(page, 'Email').fill(user.email);
  await field(page, 'Mot de passe').fill('mauvais-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const failure = toast(page, 'Identifiant ou mot de passe invalide !');
  await expect(failure).toBeVisible();
  // Top center.
  await expect(page.locator('.Toastify__toast-container--top-center')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).token).toBeNull();

  await field(page, 'Mot de passe').fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/members-detail/${user.memberId}$`));
  await expect(page.getByTestId('user-avatar')).toBeVisible();
  expect(JSON.parse((await storedSession(page)).user!)).toMatchObject({ email: user.email, memberId: user.memberId });
});

test('avatar menu, session restored on reload, logout clears the session and goes home', async ({ page }) => {
  const user = await registerViaApi(uniqueUser('Martin'));
  await signInBrowser(page, user);
  await openPage(page, '/members');
  await expect(page.getByTestId('user-avatar')).toHaveText('MA');

  await page.reload();
  await expect(page.getByTestId('user-avatar')).toHaveText('MA');

  await openAvatarMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', `/members-detail-edit/${user.memberId}`);
  await expect(page.getByRole('menuitem', { name: 'Société(s)' })).toHaveAttribute('href', `/member-societe/${user.memberId}`);
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ user: null, token: null, marker: null });

  // Signed out, the profile page leads to the login page.
  await page.goto(`/members-detail-edit/${user.memberId}`);
  await expect(page).toHaveURL(/\/login$/);
});

test('a 401 on an ordinary call clears the session and goes to /login', async ({ page }) => {
  const user = await registerViaApi();
  await signInBrowser(page, { ...user, jwt: 'not-a-valid-token' });
  await page.goto('/members');
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect.poll(async () => (await storedSession(page)).token).toBeNull();
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
});

test('forgot password → outbox mail → change password → login with the new one', async ({ page }) => {
  const user = await registerViaApi();
  await openPage(page, '/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/forget-password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();

  await page.getByRole('button', { name: 'Envoyer un email' }).click();
  await expect(page.getByText('ce champs est obligatoire')).toBeVisible();
  await field(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'Envoyer un email' }).click();
  await expect(toast(page, 'Veuillez vérifier votre adresse e-mail (et vos spams) !')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const resetPath = resetPathFrom(await latestMailTo(user.email));

  // A wrong code fails with the spec's toast.
  await openPage(page, '/change-password/code-invalide');
  await field(page, 'Nouveau mot de passe').fill('Nouveau-secret-1');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, "je n'ai pas réussi à changer le mot de passe, Réessayez plus tard !")).toBeVisible();

  await openPage(page, resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Changer le mot de passe' })).toBeVisible();
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await field(page, 'Nouveau mot de passe').fill('Nouveau-secret-1');
  await expect(field(page, 'Nouveau mot de passe')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Changement de mot de passe réussi !')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await field(page, 'Email').fill(user.email);
  await field(page, 'Mot de passe').fill('Nouveau-secret-1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/members-detail/${user.memberId}$`));

  // The old password no longer works.
  const api = await apiContext();
  const old = await api.post('/api/auth/local', { data: { identifier: user.email, password: user.password } });
  expect(old.status()).toBe(400);
  await api.dispose();
});

test('offline: the login form says why and keeps what was typed', async ({ page, context }) => {
  await openPage(page, '/login');
  await field(page, 'Email').fill('hors.ligne@exemple.be');
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('Tu es hors ligne : ');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  await expect(field(page, 'Email')).toHaveValue('hors.ligne@exemple.be');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});
