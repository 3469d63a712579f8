import { expect, test, type Page } from '@playwright/test';
import { apiContext } from './support/api';
import { openPage } from './support/app';
import {
  authedGet,
  fieldByLabel as field,
  pngFile,
  registerViaApi,
  signInBrowser,
  typeTag,
  uniqueUser,
  type RegisteredUser,
} from './support/accounts';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

async function memberFromApi(id: number) {
  const api = await apiContext();
  const body = await (await api.get(`/api/members/${id}?populate[0]=BioImage&populate[1]=sectors&populate[2]=skills`)).json();
  await api.dispose();
  return body.data as {
    Name: string;
    Email: string;
    Phone: string;
    Profession: string | null;
    City: string | null;
    Languages: string | null;
    BioImage: { id: number; url: string }[] | null;
    sectors: { id: number; Name: string }[];
    skills: { id: number; Name: string }[];
  };
}

async function openOwnProfile(page: Page, user: RegisteredUser) {
  await signInBrowser(page, user);
  await openPage(page, `/members-detail-edit/${user.memberId}`);
  await expect(field(page, 'Prénom et nom')).toHaveValue(user.name);
  await expect(page.getByTestId('spinner-overlay')).toBeHidden();
}

test('profile edit: photo, fields and new tags are saved, then the detail page shows them', async ({ page }) => {
  const user = await registerViaApi();
  const api = await apiContext();
  const skills = (await (await api.get('/api/skills?sort=Name:asc&pagination[pageSize]=100')).json()).data as {
    id: number;
    Name: string;
  }[];
  expect(skills.length).toBeGreaterThan(0);
  const existingSkill = skills[0];
  const stamp = Date.now().toString(36);
  // ASCII on purpose: SQLite's LOWER() (the server's case-insensitive match) ignores accents' case.
  const newSkill = `Skill E2E ${stamp}`;
  const newSector = `Secteur E2E ${stamp}`;

  await openOwnProfile(page, user);
  await expect(page.getByText('Ajoute ta photo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer' })).toHaveCount(0);

  // A wrong file type is refused in French; an image is previewed.
  await page.getByTestId('photo-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('« notes.txt » n’est pas une image acceptée (JPEG, PNG, WebP ou GIF).')).toBeVisible();
  await page.getByTestId('photo-file').setInputFiles(pngFile('portrait.png'));
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mise à jour' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer' })).toBeVisible();

  await field(page, 'Profession').fill('Consultante E2E');
  await field(page, 'Ville').fill('Namur');
  await field(page, 'Pays').fill('Belgique');
  await field(page, 'Langues parlées').fill('  Français, néerlandais  ');
  await field(page, 'À propos de moi').fill('Je teste le club de bout en bout.');
  await typeTag(page, 'Compétences', newSkill, 'Enter');
  await typeTag(page, 'Compétences', existingSkill.Name.toUpperCase(), 'Tab');
  await typeTag(page, 'Secteur(s)', newSector, 'blur');

  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Profil enregistré avec succès!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/members-detail/${user.memberId}$`));

  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await expect(page.getByText('Consultante E2E')).toBeVisible();
  await expect(page.locator('p', { hasText: 'Langues :' })).toHaveText('Langues : Français, néerlandais');
  await expect(page.getByText(newSkill)).toBeVisible();
  await expect(page.getByText(newSector)).toBeVisible();
  await expect(page.getByAltText(`Photo de ${user.name}`)).toHaveAttribute('src', /\/uploads\//);

  const saved = await memberFromApi(user.memberId);
  expect(saved.Profession).toBe('Consultante E2E');
  expect(saved.City).toBe('Namur');
  expect(saved.Languages).toBe('Français, néerlandais');
  expect(saved.BioImage).toHaveLength(1);
  expect(saved.skills.map((s) => s.Name).sort()).toEqual([existingSkill.Name, newSkill].sort());
  expect(saved.skills.find((s) => s.Name === existingSkill.Name)?.id).toBe(existingSkill.id);
  expect(saved.sectors.map((s) => s.Name)).toEqual([newSector]);

  // The new tag exists once: the same name in another case gives the same entry.
  const again = await api.post('/api/skills', {
    headers: { Authorization: `Bearer ${user.jwt}` },
    data: { data: { Name: newSkill.toUpperCase() } },
  });
  expect((await again.json()).data.id).toBe(saved.skills.find((s) => s.Name === newSkill)?.id);
  await api.dispose();
});

test('profile photo: replace with "Mise à jour", then "Retirer" shows the placeholder', async ({ page }) => {
  const user = await registerViaApi();
  await openOwnProfile(page, user);
  await page.getByTestId('photo-file').setInputFiles(pngFile('un.png', [10, 120, 10]));
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page).toHaveURL(new RegExp(`/members-detail/${user.memberId}$`));
  const first = (await memberFromApi(user.memberId)).BioImage?.[0];
  expect(first).toBeTruthy();

  await openPage(page, `/members-detail-edit/${user.memberId}`);
  await expect(page.getByTestId('spinner-overlay')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mise à jour' })).toBeVisible();
  await page.getByTestId('photo-file').setInputFiles(pngFile('deux.png', [10, 10, 200]));
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page).toHaveURL(new RegExp(`/members-detail/${user.memberId}$`));
  const second = (await memberFromApi(user.memberId)).BioImage ?? [];
  expect(second).toHaveLength(1);
  expect(second[0].id).not.toBe(first!.id);

  await openPage(page, `/members-detail-edit/${user.memberId}`);
  await expect(page.getByTestId('spinner-overlay')).toBeHidden();
  await page.getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByAltText('Aucune image')).toHaveAttribute('src', '/no-image.png');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page).toHaveURL(new RegExp(`/members-detail/${user.memberId}$`));
  expect((await memberFromApi(user.memberId)).BioImage ?? []).toHaveLength(0);
  await expect(page.getByAltText(`Photo de ${user.name}`)).toHaveAttribute('src', '/no-image.png');
});

test('profile validation messages, and a server refusal keeps what was typed', async ({ page }) => {
  const other = await registerViaApi();
  const user = await registerViaApi();
  await openOwnProfile(page, user);

  await field(page, 'Email').fill('');
  await expect(page.getByText('ce champs est obligatoire')).toBeVisible();
  await field(page, 'Email').fill('jean@exemple');
  await expect(page.getByText('Entrez une adresse mail valide')).toBeVisible();
  await field(page, 'Prénom et nom').fill('   ');
  await field(page, 'Numéro de téléphone').fill('');
  await expect(page.getByText('ce champs est obligatoire')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page).toHaveURL(new RegExp(`/members-detail-edit/${user.memberId}$`));

  // Another account's e-mail: the server refuses, the message shows above the form, nothing is lost.
  await field(page, 'Prénom et nom').fill('Nom Changé E2E');
  await field(page, 'Numéro de téléphone').fill('0471 00 00 00');
  await field(page, 'Email').fill(other.email);
  await field(page, 'Profession').fill('Profession gardée');
  // A new e-mail needs the current password: asked for, and required.
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(field(page, 'Mot de passe actuel')).toBeFocused();
  await expect(page.getByText('ce champs est obligatoire')).toBeVisible();
  await field(page, 'Mot de passe actuel').fill(user.password);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  // The answer neither confirms nor denies that the address has an account.
  await expect(page.getByTestId('form-error')).toHaveText('Cette adresse e-mail ne peut pas être utilisée pour ce compte.');
  await expect(page).toHaveURL(new RegExp(`/members-detail-edit/${user.memberId}$`));
  await expect(field(page, 'Prénom et nom')).toHaveValue('Nom Changé E2E');
  await expect(field(page, 'Profession')).toHaveValue('Profession gardée');
  await expect(field(page, 'Email')).toHaveValue(other.email);
  expect((await memberFromApi(user.memberId)).Name).toBe(user.name);
});

test('changing e-mail and password updates the account used to log in', async ({ page }) => {
  const user = await registerViaApi();
  const fresh = uniqueUser();
  await openOwnProfile(page, user);
  await field(page, 'Email').fill(fresh.email);
  await field(page, 'Mot de passe').fill('Tout-nouveau-1');
  await field(page, 'Mot de passe actuel').fill(user.password);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page).toHaveURL(new RegExp(`/members-detail/${user.memberId}$`));

  const api = await apiContext();
  const login = await api.post('/api/auth/local', { data: { identifier: fresh.email, password: 'Tout-nouveau-1' } });
  expect(login.status()).toBe(200);
  const me = await authedGet(api, '/api/users/me', (await login.json()).jwt);
  expect(me.member.id).toBe(user.memberId);
  // Read as the member (e-mails are for signed-in members by default).
  expect((await authedGet(api, `/api/members/${user.memberId}`, (await login.json()).jwt)).data.Email).toBe(fresh.email);
  await api.dispose();
  // The stored session follows, with the new token (the change revoked the old one): still signed in.
  const stored = await page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('authUser') ?? '{}'),
    token: localStorage.getItem('authToken'),
  }));
  expect(stored.user.email).toBe(fresh.email);
  expect(stored.token).not.toBe(user.jwt);
  await openPage(page, `/members-detail-edit/${user.memberId}`);
  await expect(field(page, 'Email')).toHaveValue(fresh.email);
  await expect(page).toHaveURL(new RegExp(`/members-detail-edit/${user.memberId}$`));
});

test("another member's profile is the 404 page; signed out goes to /login", async ({ page }) => {
  const other = await registerViaApi();
  await openPage(page, `/members-detail-edit/${other.memberId}`);
  await expect(page).toHaveURL(/\/login$/);

  const user = await registerViaApi();
  await signInBrowser(page, user);
  await openPage(page, `/members-detail-edit/${other.memberId}`);
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toHaveCount(0);
});

test('offline, the profile form says why, disables saving and keeps what was typed', async ({ page, context }) => {
  const user = await registerViaApi();
  await openOwnProfile(page, user);
  await field(page, 'Profession').fill('Tapé hors ligne');
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('Tu es hors ligne : ');
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();
  await expect(field(page, 'Profession')).toHaveValue('Tapé hors ligne');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toBeEnabled();
  await expect(field(page, 'Profession')).toHaveValue('Tapé hors ligne');
});
