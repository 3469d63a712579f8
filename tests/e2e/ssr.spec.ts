import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiContext, getAllMembers, type ApiMember } from './support/api';
import { registerViaApi, uniqueUser, type RegisteredUser } from './support/accounts';
import {
  brusselsToday,
  getAllCompanies,
  getAllEvents,
  getEventPhotos,
  hourMinute,
  type ApiCompany,
  type ApiEvent,
} from './support/public-site';
import { updateOwnMember } from './support/event-day';

// Server rendering (issue 16): the pages arrive rendered (crawlers and link previewers run no JavaScript), with
// their own head and structured data, only what an anonymous visitor may see, and hydrate without a mismatch.

let members: ApiMember[];
let companies: ApiCompany[];
let events: ApiEvent[];

test.beforeAll(async () => {
  const api = await apiContext();
  [members, companies, events] = await Promise.all([getAllMembers(api), getAllCompanies(api), getAllEvents(api)]);
  await api.dispose();
  expect(members.length).toBeGreaterThan(10);
  expect(companies.length).toBeGreaterThan(0);
  expect(events.length).toBeGreaterThan(0);
});

/** React escapes text and attributes; this undoes what it writes. */
const decode = (value: string) =>
  value
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function head(html: string) {
  const meta = (key: string) => {
    const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
    return tag ? decode(tag[1]) : null;
  };
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null;
  const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
  return { title, meta, jsonLd, canonical };
}

async function html(response: APIResponse) {
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the members directory, its search and a member page show their content; the links lead there', async ({ page }) => {
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
    await expect(page.getByTestId('member-card')).toHaveCount(9);
    await expect(page.getByTestId('preloader')).toHaveCount(0);

    const member = members.find((candidate) => candidate.Profession && candidate.Name.split(' ').length > 1)!;
    // The search box is a form: Enter sends the search to the server.
    await page.getByPlaceholder('Recherche...').fill(member.Name);
    await page.getByPlaceholder('Recherche...').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/members\\?q=${encodeURIComponent(member.Name).replace(/%20/g, '\\+')}`));
    await page.goto(`/members?q=${encodeURIComponent(member.Name)}`);
    const card = page.getByTestId('member-card').filter({ hasText: member.Name });
    await expect(card).toHaveCount(1);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/members-detail/${member.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: member.Name })).toBeVisible();
    await expect(page.getByText(member.Profession!).first()).toBeVisible();

    // The menu's links are plain links.
    await page.getByRole('link', { name: 'Sociétés' }).first().click();
    await expect(page).toHaveURL(/\/societe$/);
    await expect(page.getByTestId('company-card').first()).toBeVisible();
  });

  test('the home gallery shows as many photos as the screen takes before any script runs (no shift at hydration)', async ({ page }) => {
    // Spec §9: 6 photos visible on a desktop, fewer on a phone. The server cannot know the width: CSS lays it out.
    const visiblePhotos = page.getByTestId('home-gallery').locator('button[data-pid]:visible');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(visiblePhotos).toHaveCount(6);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(visiblePhotos).toHaveCount(2);
  });

  test('a company and an event show their content; a company card leads to its page', async ({ page }) => {
    const company = companies[0];
    await page.goto(`/societe?q=${encodeURIComponent(company.Name)}`);
    await page.getByTestId('company-card').filter({ hasText: company.Name }).first().getByRole('link', { name: /Voir/ }).click();
    await expect(page).toHaveURL(new RegExp(`/societe-detail/${company.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: company.Name })).toBeVisible();

    const event = events.at(-1)!;
    await page.goto(`/event-detail/${event.id}`);
    await expect(page.getByRole('heading', { name: event.Name }).first()).toBeVisible();
    if (event.Address) await expect(page.getByText(event.Address).first()).toBeVisible();
  });
});

test('each page has its title, description, canonical URL, Open Graph, Twitter card and JSON-LD', async ({ request, baseURL }) => {
  const member = members.find((candidate) => candidate.BioImage?.length) ?? members[0];
  const memberHead = head(await html(await request.get(`/members-detail/${member.id}`)));
  expect(memberHead.title).toContain(member.Name);
  expect(memberHead.meta('description')?.length).toBeGreaterThan(0);
  expect(memberHead.canonical).toBe(`${baseURL}/members-detail/${member.id}`);
  expect(memberHead.meta('og:title')).toBe(member.Name);
  expect(memberHead.meta('og:url')).toBe(`${baseURL}/members-detail/${member.id}`);
  expect(memberHead.meta('og:type')).toBe('profile');
  expect(memberHead.meta('og:locale')).toBe('fr_BE');
  expect(memberHead.meta('og:description')).toBe(memberHead.meta('description'));
  expect(memberHead.meta('og:image')).toMatch(new RegExp(`^${baseURL}/`));
  expect(memberHead.meta('twitter:card')).toMatch(/^summary/);
  // The image's alt text, as the page gives it (schema validators' Google, Twitter and Facebook presets ask for it).
  expect(member.BioImage?.length).toBeTruthy();
  expect(memberHead.meta('og:image:alt')).toBe(`Photo de ${member.Name}`);
  expect(memberHead.meta('twitter:image:alt')).toBe(memberHead.meta('og:image:alt'));
  expect(memberHead.jsonLd).toHaveLength(1);
  expect(memberHead.jsonLd[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person', name: member.Name });

  const company = companies[0];
  const companyHead = head(await html(await request.get(`/societe-detail/${company.id}`)));
  expect(companyHead.title).toContain(company.Name);
  expect(companyHead.meta('og:title')).toBe(company.Name);
  expect(companyHead.meta('og:image')).toMatch(/^https?:\/\//);
  expect(companyHead.meta('og:image:alt')).toMatch(
    new RegExp(`^Logo de ${company.Name}$|^${company.Name} : photo 1$|^${companyHead.meta('og:site_name')}$`),
  );
  expect(companyHead.meta('twitter:image:alt')).toBe(companyHead.meta('og:image:alt'));
  expect(companyHead.jsonLd[0]).toMatchObject({ '@type': 'Organization', name: company.Name });

  const event = events.find((candidate) => candidate.StartingTime) ?? events[0];
  const eventHead = head(await html(await request.get(`/event-detail/${event.id}`)));
  expect(eventHead.title).toContain(event.Name);
  expect(eventHead.meta('og:title')).toBe(event.Name);
  expect(eventHead.meta('og:image:alt')).toMatch(new RegExp(`^Image de l’événement ${event.Name}$|^${eventHead.meta('og:site_name')}$`));
  const eventLd = eventHead.jsonLd[0];
  expect(eventLd).toMatchObject({ '@type': 'Event', name: event.Name });
  // Brussels wall-clock time with its offset.
  expect(eventLd.startDate).toEqual(
    event.StartingTime ? expect.stringMatching(new RegExp(`^${event.Date}T${hourMinute(event.StartingTime)}:00\\+0[12]:00$`)) : event.Date,
  );
  if (event.Address) expect(eventLd.location).toMatchObject({ '@type': 'Place', address: event.Address });

  const listHead = head(await html(await request.get('/members?q=a')));
  expect(listHead.title).toMatch(/^Membres · /);
  expect(listHead.canonical).toBe(`${baseURL}/members`);
});

test('the home page carries the first 12 gallery photos, not the whole gallery (its HTML must not grow with it)', async ({ request }) => {
  const api = await apiContext();
  const photos = await getEventPhotos(api);
  await api.dispose();
  expect(photos.length).toBeGreaterThan(12);
  const html = await (await request.get('/')).text();
  for (const photo of photos.slice(0, 12)) expect(html).toContain(photo.url);
  for (const photo of photos.slice(12)) expect(html).not.toContain(photo.url);
});

test('the home page carries its next event, not the whole calendar', async ({ request }) => {
  // Names typed plainly (no quote the page's payload would escape differently).
  const upcoming = events.filter((event) => event.Date >= brusselsToday() && !/['"&<>]/.test(event.Name));
  expect(upcoming.length).toBeGreaterThan(2);
  const html = decode(await (await request.get('/')).text());
  // One at most (another test may add a sooner event meanwhile: then none of these).
  expect(upcoming.filter((event) => html.includes(event.Name)).length).toBeLessThanOrEqual(1);
});

test('the events list and the home page carry their events’ cards, not their attendees (their HTML must not grow with sign-ups)', async ({
  request,
}) => {
  const upcoming = events.filter((event) => event.Date >= brusselsToday() && !/['"&<>]/.test(event.Name));
  const attended = upcoming.find((event) => (event.event_attendee?.members.length ?? 0) > 0);
  expect(attended, 'an upcoming event with attendees in the demo data').toBeTruthy();
  const list = decode(await (await request.get('/events')).text());
  expect(list).toContain(attended!.Name);
  for (const html of [list, decode(await (await request.get('/')).text())]) {
    expect(html).not.toMatch(/\battendees:/);
    expect(html).not.toMatch(/\bprogramme:/);
  }
  // The event's own page lists them: they are its content.
  const page = decode(await (await request.get(`/event-detail/${attended!.id}`)).text());
  expect(page).toMatch(/\battendees:/);
  expect(page).toContain(attended!.event_attendee!.members[0].Name);
});

test('a first visit runs a small entry script; the app’s chunks are preloaded from the head at low priority, largest first', async ({
  request,
}) => {
  const page = await (await request.get('/members')).text();
  const scripts = [...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...page.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
  const href = (link: string) => /href="([^"]+)"/.exec(link)?.[1] ?? '';
  expect(scripts).toHaveLength(1);
  expect((await (await request.get(scripts[0])).body()).length).toBeLessThan(15_000);
  // Fetched while the page arrives and is painted (asked for only after the paint, the link sat idle), at low
  // priority: the first screen's stylesheet and picture go first.
  for (const link of preloads) expect(link, href(link)).toMatch(/fetchPriority="low"/i);
  const order = preloads.map(
    (link) =>
      href(link)
        .replace(/^\/assets\//, '')
        .split('-')[0],
  );
  // The entry, then React's and the start chunk before the route's own small one: with six HTTP/1.1 connections,
  // the files asked for after the first six wait for one to end, and a large one then ended a round trip later.
  expect(order[0]).toBe('index');
  expect(order.slice(1, 3).sort()).toEqual(['react', 'start']);
  expect(order.indexOf('members')).toBeGreaterThan(2);
  // The device store (Dexie) is not among them: it loads after hydration.
  expect(order).not.toContain('db');
  // The stylesheet is in the head, inline: the page is drawn with it from the first paint, with no request before it.
  expect(page).not.toMatch(/<link[^>]*rel="stylesheet"/);
  const inline = /<style[^>]*data-tsr-inline-css[^>]*>([^<]*)<\/style>/.exec(page)?.[1] ?? '';
  expect(inline.length).toBeGreaterThan(20_000);
  // Panda's compiled layers (its PostCSS plugin fills styles.css's layer statement with them).
  expect(inline).toMatch(/^@layer reset\{/);
  expect(inline).toContain('@layer utilities{');
  // The router's payload does not carry a second copy.
  expect(page.split('@layer reset{').length - 1).toBe(1);
});

test('the app’s chunks are fetched together, though they are run one after the other', async ({ page }) => {
  // The entry runs the app in stages (React, then the start chunk: the framework, the app and the client), one task
  // each; the later stage's chunk must not wait for the earlier one to arrive: a round trip on a phone.
  let releaseReact = () => {};
  const reactHeld = new Promise<void>((resolve) => (releaseReact = resolve));
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^start-.*\.js$/.test(file)) asked.push(file.replace(/-.*$/, ''));
  });
  await page.route(/\/assets\/react-[^/]+\.js$/, async (route) => {
    await reactHeld;
    await route.continue();
  });
  await page.goto('/members');
  // React, the first stage, is held back: the last stage's chunks are asked for meanwhile.
  await expect.poll(() => [...new Set(asked)], { timeout: 10_000 }).toEqual(['start']);
  releaseReact();
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
});

test('starting the app adds no stylesheet of its own: the page keeps the styles it came with', async ({ page }) => {
  // A stylesheet added at start-up makes the browser recompute the style of the whole page (react-toastify's
  // default entry injected its CSS, already in the page's stylesheet, once more: some 100 rules).
  // The page comes with its own (the early-input program's "seen" style): only what start-up adds counts.
  const served = ((await (await page.request.get('/members')).text()).match(/<style(?![^>]*data-emotion)[^>]*>/g) ?? []).length;
  const stylesheets: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(request.url())));
  await page.goto('/members');
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  expect(await page.locator('style:not([data-emotion])').count()).toBe(served);
  // Nor a link to the stylesheet the page has inline (a script's CSS dependency added one: a second download, and
  // the whole page's style computed again).
  await page.waitForTimeout(2_000);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(stylesheets).toEqual([]);
});

test('sitemap.xml lists every public member, company and event; robots.txt points to it', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
  expect(locs).toContain(`${baseURL}/members`);
  for (const member of members) expect(locs).toContain(`${baseURL}/members-detail/${member.id}`);
  for (const company of companies) expect(locs).toContain(`${baseURL}/societe-detail/${company.id}`);
  for (const event of events) expect(locs).toContain(`${baseURL}/event-detail/${event.id}`);
});

test('an unknown path or record answers 404 with the 404 page', async ({ request }) => {
  for (const path of [
    '/nimporte-quoi',
    '/members-detail/99999999',
    '/societe-detail/99999999',
    '/event-detail/99999999',
    '/members-detail/abc',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('Page non trouvée');
    // Its own title (not the club's name, as if it were the home page), and kept out of search results.
    expect(html, path).toMatch(/<title>Page non trouvée · CEB<\/title>/);
    expect(html, path).toContain('<meta name="robots" content="noindex"');
    // Never kept by a browser or a cache: a draft event's page is a 404 until it is published.
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
  expect((await request.get('/members')).status()).toBe(200);
});

test.describe('privacy', () => {
  let api: APIRequestContext;
  let hidden: RegisteredUser;
  let discreet: RegisteredUser;
  const secretPhone = `+32 4${String(Date.now()).slice(-8)}7`;

  test.beforeAll(async () => {
    api = await apiContext();
    hidden = await registerViaApi(uniqueUser('Invisible'), api);
    await updateOwnMember(api, hidden, { HiddenFromDirectory: true });
    discreet = await registerViaApi(uniqueUser('Discret'), api);
    await updateOwnMember(api, discreet, { Phone: secretPhone, PhoneVisibility: 'members', EmailVisibility: 'nobody' });
  });
  test.afterAll(() => api.dispose());

  test('a hidden member is absent from the list, its page and the sitemap', async ({ request }) => {
    const list = await request.get(`/members?q=${encodeURIComponent(hidden.name)}`);
    expect(list.status()).toBe(200);
    const listed = await list.text();
    expect(listed).toContain('Aucun résultat'); // the search box keeps the name typed: no card, no link
    expect(listed).not.toContain(`/members-detail/${hidden.memberId}"`);
    const detail = await request.get(`/members-detail/${hidden.memberId}`);
    expect(detail.status()).toBe(404);
    expect(await detail.text()).not.toContain(hidden.name);
    expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(new RegExp(`/members-detail/${hidden.memberId}<`));
  });

  test('no private contact detail in the HTML for an anonymous visitor, and the page may be cached as such', async ({ request }) => {
    const response = await request.get(`/members-detail/${discreet.memberId}`);
    expect(response.status()).toBe(200);
    const page = await response.text();
    expect(page).toContain(discreet.name);
    expect(page).not.toContain(secretPhone);
    expect(page).not.toContain(discreet.email);
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  test('a request carrying credentials still gets the anonymous page', async ({ request }) => {
    const page = await (
      await request.get(`/members-detail/${discreet.memberId}`, { headers: { Authorization: `Bearer ${discreet.jwt}` } })
    ).text();
    expect(page).not.toContain(secretPhone);
  });
});

test.describe('hydration', () => {
  // Each page from the server: with a service worker the second navigation would get the offline shell.
  test.use({ serviceWorkers: 'block' });

  test('every public page hydrates without a React warning', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|Minified React error|Warning:/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    const member = members[0];
    const paths = [
      '/',
      '/members',
      `/members?q=${encodeURIComponent(member.Name.split(' ')[0])}`,
      `/members-detail/${member.id}`,
      '/societe',
      `/societe-detail/${companies[0].id}`,
      `/member-societe/${companies[0].members[0]?.id ?? member.id}`,
      '/events',
      `/event-detail/${events.at(-1)!.id}`,
      '/photos',
      '/nimporte-quoi',
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(await response!.text(), path).toContain('$_TSR');
      // Hydrated: the router took over (its payload is consumed) and the page is interactive.
      await expect.poll(() => page.evaluate(() => document.querySelector('main') !== null), { message: path }).toBe(true);
      await page.waitForLoadState('networkidle');
    }
    // A hydrated page navigates on the client: the search box filters without a reload.
    await page.goto('/members');
    await page.waitForLoadState('networkidle');
    const marker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = Date.now()));
    await page.getByPlaceholder('Recherche...').fill(member.Name);
    await expect(page).toHaveURL(/q=/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(marker);
    expect(problems).toEqual([]);
  });

  test('html[data-hydrated] comes once the page’s own content is hydrated, not only the header', async ({ page }) => {
    // React hydrates the root first and the route's content (in TanStack's Outlet boundary) after it: a mark set by
    // the root let the early-input script hand taps on the page's content to a page React had not adopted yet.
    // A DOM node React has adopted carries its fiber (a `__reactFiber…` key); looked at when the mark appears.
    await page.addInitScript(() => {
      const adopted = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? Object.keys(element).some((key) => key.startsWith('__reactFiber')) : 'missing';
      };
      new MutationObserver((_records, observer) => {
        if (!document.documentElement.dataset.hydrated) return;
        observer.disconnect();
        (window as unknown as { __atMark: unknown }).__atMark = { header: adopted('header'), title: adopted('main h1') };
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const paths = ['/', '/members', `/members-detail/${members[0].id}`, `/event-detail/${events.at(-1)!.id}`, '/login', '/nimporte-quoi'];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { __atMark?: unknown }).__atMark !== undefined);
      const atMark = await page.evaluate(() => (window as unknown as { __atMark: unknown }).__atMark);
      expect(atMark, path).toEqual({ header: true, title: true });
    }
  });
});
