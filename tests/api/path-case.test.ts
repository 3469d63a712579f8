// Strapi's router ignores the case of a path (and tolerates '//' and a trailing '/'); the privacy, media and
// numeric-id rules once matched lower-case paths only, so /api/Members/… answered e-mail and phone of
// members who chose 'nobody' and listed hidden members. Every read route, in every spelling, now obeys them.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerMember, type TestMember } from './support/api';
import { memberEverywhere, seen, setPrivacy, urlsFor } from './support/privacy';

/** The same URL spelled otherwise: capitals, all capitals, a percent-encoded letter, '//', a trailing '/'. */
function spellings(url: string): string[] {
  const [path, query = ''] = url.split('?');
  const q = query ? `?${query}` : '';
  const [, prefix, type, rest] = /^\/(api)\/([a-z-]+)(.*)$/.exec(path)!;
  const capital = type[0].toUpperCase() + type.slice(1);
  return [
    `/${prefix}/${capital}${rest}${q}`,
    `/${prefix.toUpperCase()}/${type.toUpperCase()}${rest}${q}`,
    `/${prefix}/%${type.charCodeAt(0).toString(16).toUpperCase()}${type.slice(1)}${rest}${q}`,
    `/${prefix}//${type}${rest}${q}`,
    `/${prefix}/${type}${rest}/${q}`,
  ];
}

describe('every spelling of a path obeys the privacy rules', () => {
  let w: Awaited<ReturnType<typeof memberEverywhere>>;
  let other: TestMember;
  beforeAll(async () => {
    w = await memberEverywhere();
    other = await registerMember();
    expect((await setPrivacy(w.m, { PhoneVisibility: 'nobody', EmailVisibility: 'nobody' })).status).toBe(200);
  });

  it('no mixed-case read answers a phone or an e-mail the member keeps to themselves', async () => {
    const urls = urlsFor(w).flatMap(spellings);
    for (const token of [undefined, other.jwt]) {
      const view = await seen(urls, w.m.name, token);
      for (const url of urls) {
        expect(view[url].copies, url).toBeGreaterThan(0);
        expect(view[url], url).toMatchObject({ phone: false, email: false, settings: false });
      }
    }
  });

  it('the documentId route too, with fields asked for by name', async () => {
    const documentId = (await api(`/api/members/${w.m.memberId}`)).body.data.documentId;
    for (const url of spellings(`/api/members/${documentId}?fields[0]=Email&fields[1]=Phone`)) {
      const res = await api(url);
      expect(res.status, url).toBe(200);
      expect(res.body.data, url).not.toHaveProperty('Email');
      expect(res.body.data, url).not.toHaveProperty('Phone');
    }
  });

  it('no mixed-case query may filter or sort on a protected field, or populate past a media field', async () => {
    const refused = [
      '/api/members?filters[Email][$startsWith]=m',
      '/api/members?sort=Phone:asc',
      '/api/companies?filters[members][Email][$contains]=example',
      '/api/members?populate=BioImage.related',
      '/api/members?populate[BioImage][populate]=*',
    ];
    for (const url of refused.flatMap(spellings)) {
      const res = await api(url);
      expect(res.status, url).toBe(400);
    }
  });

  it('a hidden member leaves every list whatever the spelling', async () => {
    const hidden = await memberEverywhere();
    expect((await setPrivacy(hidden.m, { HiddenFromDirectory: true })).status).toBe(200);
    const lists = urlsFor(hidden).filter((url) => !url.startsWith(`/api/members/${hidden.m.memberId}`));
    const urls = lists.flatMap(spellings);
    const view = await seen(urls, hidden.m.name, other.jwt);
    for (const url of urls) expect(view[url].copies, url).toBe(0);
  });
});
