import { expect, test, type Page } from '@playwright/test';
import { apiContext, getAllMembers, type ApiMember } from './support/api';
import { normalize, openPage } from './support/app';
import { getAllCompanies, lightboxHash, type ApiCompany } from './support/public-site';

let companies: ApiCompany[];
let members: ApiMember[];

test.beforeAll(async () => {
  const api = await apiContext();
  companies = await getAllCompanies(api);
  members = await getAllMembers(api);
  await api.dispose();
  expect(companies.length).toBeGreaterThan(9);
});

const cards = (page: Page) => page.getByTestId('company-card');
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents();
const matches = (c: ApiCompany, q: string) => normalize(c.Name).includes(normalize(q)) || normalize(c.About).includes(normalize(q));

test('lists the companies 9 a page with the spec texts and the card contents', async ({ page }) => {
  await openPage(page, '/societe');
  await expect(page.getByRole('heading', { level: 1, name: 'Sociétés' })).toBeVisible();
  await expect(page.getByText(/^Découvrez les sociétés membres du Club .+/)).toBeVisible();
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'SOCIÉTÉS' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByPlaceholder('Recherche...')).toBeVisible();
  await expect(
    page
      .getByRole('combobox', { name: /secteur/i })
      .locator('option')
      .first(),
  ).toHaveText('Secteur');
  await expect(cards(page)).toHaveCount(9);
  expect(await cardNames(page)).toEqual(companies.slice(0, 9).map((c) => c.Name));

  const first = companies[0];
  const card = cards(page).first();
  await expect(card.getByRole('img', { name: `Logo de ${first.Name}` })).toBeVisible();
  if (first.About) await expect(card.getByText(first.About.slice(0, 30))).toBeVisible();
  for (const service of first.services) await expect(card.getByText(service.Name, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Voir l’entreprise' })).toHaveAttribute('href', `/societe-detail/${first.id}`);
  await expect(card.getByRole('link', { name: 'Modifier sociétés' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect.poll(() => cardNames(page)).toEqual(companies.slice(9, 18).map((c) => c.Name));
});

test('a company without a logo shows the fallback image', async ({ page }) => {
  const noLogo = companies.find((c) => !c.Logo);
  test.skip(!noLogo, 'every demo company has a logo');
  await openPage(page, `/societe?q=${encodeURIComponent(noLogo!.Name)}`);
  const card = cards(page).filter({ has: page.getByRole('heading', { name: noLogo!.Name, exact: true }) });
  await expect(card.getByRole('img', { name: `Logo de ${noLogo!.Name}` })).toHaveAttribute('src', '/no-image-found.jpg');
});

test('search matches the name OR the about text (deviation from the spec); nothing found says Aucun résultat', async ({ page }) => {
  await openPage(page, '/societe');
  const search = page.getByPlaceholder('Recherche...');

  // By the name alone: the spec's "name AND about" would miss it when the about text does not repeat the name.
  const byName = companies.find((c) => !normalize(c.About).includes(normalize(c.Name)))!;
  await search.fill(byName.Name.toUpperCase());
  await expect(cards(page).getByRole('heading', { name: byName.Name, exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(9, companies.filter((c) => matches(c, byName.Name)).length));

  // By a word of an about text that is in no company name.
  const word = companies
    .flatMap((c) => (c.About ?? '').split(/[\s,.;:!'’()]+/))
    .find((w) => w.length > 7 && !companies.some((c) => normalize(c.Name).includes(normalize(w))))!;
  await search.fill(word);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(cards(page)).toHaveCount(Math.min(9, companies.filter((c) => matches(c, word)).length));

  await search.fill('zzz-aucune-societe-zzz');
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('the sector filter keeps the companies of that sector', async ({ page }) => {
  const counts = new Map<string, number>();
  companies.forEach((c) => c.sectors.forEach((s) => counts.set(s.Name, (counts.get(s.Name) ?? 0) + 1)));
  const [sector] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  await openPage(page, '/societe');
  await page.getByRole('combobox', { name: /secteur/i }).selectOption({ label: sector });
  const expected = companies.filter((c) => c.sectors.some((s) => s.Name === sector)).map((c) => c.Name);
  await expect.poll(() => cardNames(page)).toEqual(expected.slice(0, 9));
});

test("'Mes sociétés' lists only that member's companies with edit links and the add button", async ({ page }) => {
  const owner = [...members].sort((a, b) => b.companies.length - a.companies.length)[0];
  expect(owner.companies.length).toBeGreaterThan(0);
  await openPage(page, `/member-societe/${owner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes sociétés' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter une nouvelle société' })).toHaveAttribute('href', '/societe-detail-edit');
  const own = companies.filter((c) => c.members.some((m) => m.id === owner.id));
  await expect(cards(page)).toHaveCount(Math.min(9, own.length));
  expect([...(await cardNames(page))].sort()).toEqual(
    own
      .map((c) => c.Name)
      .sort()
      .slice(0, 9),
  );
  for (const company of own.slice(0, 9)) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: company.Name, exact: true }) });
    await expect(card.getByRole('link', { name: 'Modifier sociétés' })).toHaveAttribute('href', `/societe-detail-edit/${company.id}`);
  }

  const lonely = members.find((m) => m.companies.length === 0);
  if (lonely) {
    await openPage(page, `/member-societe/${lonely.id}`);
    await expect(page.getByText('Aucun résultat')).toBeVisible();
  }
});

test('the detail shows the company, its members, its photos and its LinkedIn link', async ({ page }) => {
  const company = [...companies].sort((a, b) => (b.Photos?.length ?? 0) - (a.Photos?.length ?? 0))[0];
  await openPage(page, '/societe');
  await page.getByPlaceholder('Recherche...').fill(company.Name);
  await cards(page)
    .filter({ has: page.getByRole('heading', { name: company.Name, exact: true }) })
    .getByRole('link', { name: 'Voir l’entreprise' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/societe-detail/${company.id}$`));

  await expect(page.getByRole('heading', { level: 1, name: company.Name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo de ${company.Name}` })).toBeVisible();
  for (const sector of company.sectors)
    await expect(page.getByRole('list', { name: 'Secteurs' }).getByText(sector.Name, { exact: true })).toBeVisible();
  await expect(page.getByText([company.City, company.Country].filter(Boolean).join(', '), { exact: true })).toBeVisible();
  const website = page.getByRole('link', { name: 'Site Web' });
  if (company.Website) await expect(website).toHaveAttribute('href', new RegExp(company.Website.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  else await expect(website).toHaveCount(0);
  const call = page.getByRole('link', { name: 'Appeler' });
  if (company.Phone) await expect(call).toHaveAttribute('href', `tel:${company.Phone.replace(/\s/g, '')}`);
  else await expect(call).toHaveCount(0);
  const mail = page.getByRole('link', { name: 'Email', exact: true });
  if (company.Email) await expect(mail).toHaveAttribute('href', `mailto:${company.Email}`);
  else await expect(mail).toHaveCount(0);
  if (company.About) await expect(page.getByText(company.About)).toBeVisible();
  for (const service of company.services)
    await expect(page.getByRole('list', { name: 'Services' }).getByText(service.Name, { exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Membre(s)' })).toBeVisible();
  const memberCards = page.getByTestId('member-card');
  await expect(memberCards).toHaveCount(company.members.length);
  expect([...(await memberCards.getByRole('heading').allTextContents())].sort()).toEqual(company.members.map((m) => m.Name).sort());

  const photos = company.Photos ?? [];
  const gallery = page.locator('[data-gallery="company"] button[data-pid]');
  await expect(gallery).toHaveCount(Math.min(100, photos.length));
  if (company.CompanyLinkedin)
    await expect(page.getByRole('link', { name: 'Page LinkedIn de la société' })).toHaveAttribute('href', company.CompanyLinkedin);

  // The gallery's lightbox: gid/pid in the hash, download button, closed by back.
  await gallery.nth(1).click();
  await expect(page.locator('.lg-outer.lg-visible')).toBeVisible();
  expect(lightboxHash(page.url())).toEqual({ gid: 'company', pid: String(photos[1].id) });
  await expect(page.locator('.lg-outer .lg-download')).toHaveAttribute('href', photos[1].url);
  await page.goBack();
  await expect(page.locator('.lg-outer.lg-visible')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/societe-detail/${company.id}$`));
});

test('presentation videos: YouTube and Vimeo are privacy-friendly embeds, other links stay links', async ({ page }) => {
  const withVideo = (pattern: RegExp) => companies.find((c) => c.CompanyVideoPresentation && pattern.test(c.CompanyVideoPresentation));
  const youtube = withVideo(/youtu\.?be/);
  const vimeo = withVideo(/vimeo\.com/);
  const other = companies.find((c) => c.CompanyVideoPresentation && !/youtu\.?be|vimeo\.com/.test(c.CompanyVideoPresentation));

  if (youtube) {
    await openPage(page, `/societe-detail/${youtube.id}`);
    await expect(page.getByRole('heading', { name: 'Vidéo de présentation' })).toBeVisible();
    const frame = page.locator('iframe[data-video-kind="youtube"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await expect(frame).toHaveAttribute('title', new RegExp(youtube.Name));
  }
  if (vimeo) {
    await openPage(page, `/societe-detail/${vimeo.id}`);
    await expect(page.locator('iframe[data-video-kind="vimeo"]')).toHaveAttribute(
      'src',
      /^https:\/\/player\.vimeo\.com\/video\/\d+\?dnt=1/,
    );
  }
  if (other) {
    await openPage(page, `/societe-detail/${other.id}`);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voir la vidéo de présentation' })).toHaveAttribute(
      'href',
      other.CompanyVideoPresentation!,
    );
  }
  expect(Boolean(youtube || vimeo || other)).toBe(true);
});

test('an unknown company id is the 404 page', async ({ page }) => {
  await openPage(page, '/societe-detail/999999');
  await expect(page.getByText('Page non trouvée')).toBeVisible();
});
