// Members choose who sees their phone and e-mail, and may hide from the directory: enforced on every
// response that can hold members (list, detail, companies, events, attendees, sectors, skills, nested).
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, registerMember, type TestMember } from './support/api';
import { memberEverywhere, seen, setPrivacy, urlsFor } from './support/privacy';

describe('contact visibility', () => {
  let w: Awaited<ReturnType<typeof memberEverywhere>>;
  let other: TestMember;
  beforeAll(async () => {
    w = await memberEverywhere();
    other = await registerMember();
  });

  it('by default (members) phone and e-mail are for signed-in members; everyone makes them public; the settings are the owner’s alone', async () => {
    const urls = urlsFor(w);
    const byDefault = { anonymous: await seen(urls, w.m.name), member: await seen(urls, w.m.name, other.jwt) };
    for (const url of urls) {
      expect(byDefault.anonymous[url].copies, url).toBeGreaterThan(0);
      expect(byDefault.anonymous[url], url).toMatchObject({ phone: false, email: false, settings: false });
      expect(byDefault.member[url], url).toMatchObject({ phone: true, email: true, settings: false });
    }
    const member = await api(`/api/members/${w.m.memberId}`, { token: w.m.jwt });
    expect(member.body.data).toMatchObject({ PhoneVisibility: 'members', EmailVisibility: 'members', HiddenFromDirectory: false });
    expect((await setPrivacy(w.m, { PhoneVisibility: 'everyone', EmailVisibility: 'everyone' })).status).toBe(200);
    for (const [url, view] of Object.entries(await seen(urls, w.m.name))) {
      expect(view, url).toMatchObject({ phone: true, email: true, settings: false });
    }
    const byOther = await api(`/api/members/${w.m.memberId}`, { token: other.jwt });
    expect(byOther.body.data).not.toHaveProperty('PhoneVisibility');
  });

  it('members only / nobody: gone for anonymous callers, phone only for members, everything for the owner', async () => {
    expect((await setPrivacy(w.m, { PhoneVisibility: 'members', EmailVisibility: 'nobody' })).status).toBe(200);
    const urls = urlsFor(w);
    const anonymous = await seen(urls, w.m.name);
    const member = await seen(urls, w.m.name, other.jwt);
    const owner = await seen(urls, w.m.name, w.m.jwt);
    for (const url of urls) {
      expect(anonymous[url], url).toMatchObject({ phone: false, email: false, settings: false });
      expect(member[url], url).toMatchObject({ phone: true, email: false, settings: false });
      expect(owner[url], url).toMatchObject({ phone: true, email: true, settings: true });
    }
    // Nothing of it in the raw text either.
    const raw = JSON.stringify((await api(`/api/members/${w.m.memberId}?populate=*`)).body);
    expect(raw).not.toContain(w.m.email);
    expect(raw).not.toContain(w.m.phone);

    expect((await setPrivacy(w.m, { PhoneVisibility: 'nobody' })).status).toBe(200);
    expect(await seen(urls.slice(0, 2), w.m.name, other.jwt)).toEqual(
      Object.fromEntries(urls.slice(0, 2).map((url) => [url, { copies: 1, phone: false, email: false, settings: false }])),
    );
    expect((await setPrivacy(w.m, { PhoneVisibility: 'everyone', EmailVisibility: 'everyone' })).status).toBe(200);
  });

  it('the settings accept only their values, and only from the owner', async () => {
    for (const data of [{ PhoneVisibility: 'all' }, { EmailVisibility: null }, { HiddenFromDirectory: 'yes' }, { EmailVisibility: 1 }]) {
      expect((await setPrivacy(w.m, data)).status, JSON.stringify(data)).toBe(400);
    }
    const foreign = await api(`/api/members/${w.m.memberId}`, {
      method: 'PUT',
      token: other.jwt,
      body: { data: { EmailVisibility: 'nobody' } },
    });
    expect(foreign.status).toBe(403);
  });

  it('no query may filter, sort or search on phone, e-mail or the settings', async () => {
    const refused = [
      `/api/members?filters[Email][$eq]=${encodeURIComponent(w.m.email)}`,
      '/api/members?filters[Phone][$startsWith]=%2B32',
      '/api/members?filters[$or][0][Email][$contains]=example',
      '/api/members?filters[PhoneVisibility][$eq]=nobody',
      '/api/members?filters[HiddenFromDirectory][$eq]=true',
      '/api/members?sort=Email:asc',
      '/api/members?sort[0]=Phone',
      '/api/members?_q=example.test',
      '/api/companies?filters[members][Email][$contains]=example',
      '/api/companies?sort=members.Phone:asc',
      '/api/companies?populate[members][filters][Email][$startsWith]=m',
      '/api/events?populate[event_attendee][populate][members][sort][0]=Email',
      '/api/event-attendees?filters[members][$and][0][Phone][$null]=false',
      '/api/sectors?filters[members][companies][members][Email][$notNull]=true',
    ];
    for (const url of refused) {
      for (const token of [undefined, w.m.jwt]) {
        const res = await api(url, { token });
        expect(res.status, url).toBe(400);
        expect(res.body.error.message, url).toMatch(/ni de filtre ni de tri|Invalid key (PhoneVisibility|HiddenFromDirectory)/);
      }
    }
    // A company's own contact fields stay filterable.
    expect((await api('/api/companies?filters[Email][$eq]=contact@societe.test')).status).toBe(200);
  });

  it('answers vary with the caller', async () => {
    const res = await fetch(`${baseUrl()}/api/members/${w.m.memberId}`);
    expect(res.headers.get('vary') ?? '').toMatch(/authorization/i);
  });
});

describe('hidden from the directory', () => {
  it('leaves every list for others and stays in its own; its page answers 404 to others unless they have its share key', async () => {
    const w = await memberEverywhere();
    const other = await registerMember();
    expect((await setPrivacy(w.m, { HiddenFromDirectory: true })).status).toBe(200);
    const urls = urlsFor(w);
    const detailUrls = [urls[1], urls[2]];
    const listUrls = urls.filter((url) => !detailUrls.includes(url));
    for (const token of [undefined, other.jwt]) {
      const view = await seen(listUrls, w.m.name, token);
      for (const url of listUrls) expect(view[url].copies, url).toBe(0);
      // Ids are sequential: a hidden member's page must not be found by counting.
      for (const url of detailUrls) expect((await api(url, { token })).status, url).toBe(404);
    }
    const own = await seen(urls, w.m.name, w.m.jwt);
    for (const url of urls) expect(own[url].copies, url).toBeGreaterThan(0);

    // The owner's own page carries its share key; with it, anyone opens the page (the QR code, a link).
    const page = await api(`/api/members/${w.m.memberId}`, { token: w.m.jwt });
    const shareKey = page.body.data.ShareKey as string;
    expect(shareKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await api(`/api/members/${w.m.memberId}?shareKey=${shareKey}`)).status).toBe(200);
    expect((await api(`/api/members/${w.m.memberId}?shareKey=${shareKey}&populate=*`, { token: other.jwt })).body.data.Name).toBe(w.m.name);
    // Another member's key, or a made-up one, does not open it; nobody else receives the key.
    const otherKey = (await api(`/api/members/${other.memberId}`, { token: other.jwt })).body.data.ShareKey;
    expect((await api(`/api/members/${w.m.memberId}?shareKey=${otherKey}`)).status).toBe(404);
    expect((await api(`/api/members/${w.m.memberId}?shareKey=${'x'.repeat(22)}`)).status).toBe(404);
    expect((await api(`/api/members/${other.memberId}`)).body.data).not.toHaveProperty('ShareKey');
    expect((await api(`/api/members/${other.memberId}`, { token: w.m.jwt })).body.data).not.toHaveProperty('ShareKey');

    expect((await setPrivacy(w.m, { HiddenFromDirectory: false })).status).toBe(200);
    const back = await api(`/api/members?filters[Name][$eq]=${encodeURIComponent(w.m.name)}`);
    expect(back.body.data).toHaveLength(1);
    expect((await api(`/api/members/${w.m.memberId}`)).status).toBe(200);
  });
});
