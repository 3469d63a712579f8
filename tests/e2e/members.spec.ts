import { expect, test } from '@playwright/test';
import { apiContext, getAllMembers, type ApiMember } from './support/api';
import { normalize, openPage } from './support/app';

let members: ApiMember[];

test.beforeAll(async () => {
  const api = await apiContext();
  members = await getAllMembers(api);
  await api.dispose();
  expect(members.length).toBeGreaterThanOrEqual(60);
});

const cards = (page: import('@playwright/test').Page) => page.getByTestId('member-card');

test('lists 9 members a page, sorted by name, with the spec texts', async ({ page }) => {
  await openPage(page, '/members');
  await expect(page).toHaveTitle(/\S/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
  await expect(page.getByText(/^Découvrez Les Membres Du Club .+/)).toBeVisible();
  await expect(page.getByPlaceholder('Recherche...')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /secteur/i })).toHaveValue('');
  await expect(
    page
      .getByRole('combobox', { name: /secteur/i })
      .locator('option')
      .first(),
  ).toHaveText('Secteur');
  await expect(cards(page)).toHaveCount(9);
  const names = await cards(page).getByRole('heading').allTextContents();
  // The server's order, and the device's: the name without case or accents (docs/decisions/0012-directory-sync.md).
  const expected = [...members]
    .sort((a, b) => (normalize(a.Name) < normalize(b.Name) ? -1 : normalize(a.Name) > normalize(b.Name) ? 1 : a.id - b.id))
    .slice(0, 9)
    .map((m) => m.Name);
  expect(names).toEqual(expected);
});

test('paginates with a 5-page window and 1 margin page, and scrolls back to the top', async ({ page }) => {
  const totalPages = Math.ceil(members.length / 9);
  await openPage(page, '/members');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: `Page ${totalPages}`, exact: true })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

  const firstPageNames = await cards(page).getByRole('heading').allTextContents();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/page=2/);
  const secondPageNames = await cards(page).getByRole('heading').allTextContents();
  expect(secondPageNames).toHaveLength(9);
  expect(secondPageNames.some((name) => firstPageNames.includes(name))).toBe(false);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);

  await pager.getByRole('button', { name: `Page ${totalPages}`, exact: true }).click();
  await expect(cards(page)).toHaveCount(members.length - 9 * (totalPages - 1));
});

test('searches on name or profession, case-insensitively, and goes back to page 1', async ({ page }) => {
  const target = members.find((m) => m.Profession && m.Profession.length > 4)!;
  const word = target.Profession!.split(' ')[0];
  const expected = members.filter((m) => normalize(m.Name).includes(normalize(word)) || normalize(m.Profession).includes(normalize(word)));

  await openPage(page, '/members?page=2');
  await page.getByPlaceholder('Recherche...').fill(word.toUpperCase());
  await expect(page).not.toHaveURL(/page=/);
  await expect(cards(page)).toHaveCount(Math.min(9, expected.length));
  for (const name of await cards(page).getByRole('heading').allTextContents()) {
    expect(expected.map((m) => m.Name)).toContain(name);
  }

  const byName = members[17];
  await page.getByPlaceholder('Recherche...').fill(byName.Name.toLowerCase());
  await expect(cards(page).getByRole('heading', { name: byName.Name })).toBeVisible();
});

test('filters by sector and shows "Aucun résultat" when nothing matches', async ({ page }) => {
  // The largest sector: more than a page, so members added meanwhile by other tests cannot change the count.
  const inSectorOf = (id: number) => members.filter((m) => m.sectors.some((s) => s.id === id));
  const sector = members
    .flatMap((m) => m.sectors)
    .reduce((largest, s) => (inSectorOf(s.id).length > inSectorOf(largest.id).length ? s : largest));
  const inSector = inSectorOf(sector.id);
  expect(inSector.length).toBeGreaterThan(9);
  await openPage(page, '/members');
  await page.getByRole('combobox', { name: /secteur/i }).selectOption(String(sector.id));
  // The unfiltered page stays on screen (9 cards too) until the sector's page arrives: wait for it (a member
  // another test added meanwhile is checked below).
  const inSectorNames = new Set(inSector.map((m) => m.Name));
  const known = new Set(members.map((m) => m.Name));
  await expect
    .poll(async () =>
      (await cards(page).getByRole('heading').allTextContents()).every((name) => inSectorNames.has(name) || !known.has(name)),
    )
    .toBe(true);
  await expect(cards(page)).toHaveCount(Math.min(9, inSector.length));
  const shown = await cards(page).getByRole('heading').allTextContents();
  // Read again after the page: tests running alongside may have put a new member in this sector since.
  const api = await apiContext();
  const inSectorNow = (await getAllMembers(api)).filter((m) => m.sectors.some((s) => s.id === sector.id));
  await api.dispose();
  for (const name of shown) {
    expect(inSectorNow.map((m) => m.Name)).toContain(name);
  }
  await page.getByPlaceholder('Recherche...').fill('zzzz-personne-ne-porte-ce-nom');
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('member detail shows every section of the spec', async ({ page }) => {
  const member = members.find((m) => m.companies.length > 0 && m.sectors.length > 0 && m.skills.length > 0 && m.Phone && m.Email)!;
  await openPage(page, '/members');
  await page.getByPlaceholder('Recherche...').fill(member.Name);
  await cards(page).filter({ hasText: member.Name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/members-detail/${member.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: member.Name })).toBeVisible();
  if (member.Profession) await expect(page.getByText(member.Profession, { exact: true })).toBeVisible();
  await expect(page.getByText(`${member.City}, ${member.Country}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', `tel:${member.Phone!.replace(/\s/g, '')}`);
  await expect(page.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute('href', `mailto:${member.Email}`);
  await expect(page.getByRole('heading', { name: 'Secteur(s) :' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compétences :' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sociétés :' })).toBeVisible();
  for (const company of member.companies) {
    await expect(page.getByTestId('company-card').filter({ hasText: company.Name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Voir l’entreprise' }).first()).toHaveAttribute('href', /\/societe-detail\/\d+$/);
  const photo = page.getByRole('img', { name: `Photo de ${member.Name}` });
  await expect(photo).toHaveAttribute('src', member.BioImage?.length ? /\/uploads\// : /no-image\.png$/);
});

test('a member without a photo shows the fallback image', async ({ page }) => {
  const member = members.find((m) => !m.BioImage || m.BioImage.length === 0);
  expect(member, 'the demo data keeps a few members without a photo').toBeDefined();
  await openPage(page, `/members-detail/${member!.id}`);
  const photo = page.getByRole('img', { name: `Photo de ${member!.Name}` });
  await expect(photo).toHaveAttribute('src', /no-image\.png$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('an unknown member id shows the 404 page', async ({ page }) => {
  await openPage(page, '/members-detail/999999');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
});
