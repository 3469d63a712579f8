// Members in every place a member can appear (company, sector, skill, event attendees), the URLs that show
// them, and what each URL shows of them to a caller: shared by the privacy tests.
import { expect } from 'vitest';
import { adminToken, api, createCompany, fixtureEvent, registerMember, unique, type TestMember } from './api';

/** Every object of a response that is the member `name` (ids are not unique across types). */
export function copiesOf(body: unknown, name: string, into: Record<string, unknown>[] = []) {
  if (Array.isArray(body)) body.forEach((item) => copiesOf(item, name, into));
  else if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (record.Name === name) into.push(record);
    Object.values(record).forEach((value) => copiesOf(value, name, into));
  }
  return into;
}

export const setPrivacy = (m: TestMember, data: Record<string, unknown>) =>
  api(`/api/members/${m.memberId}`, { method: 'PUT', token: m.jwt, body: { data } });

/** A member in a company, a sector, a skill and an event's attendees. */
export async function memberEverywhere() {
  const m = await registerMember();
  const company = await createCompany(m);
  const sector = (await api('/api/sectors', { method: 'POST', token: m.jwt, body: { data: { Name: `Secteur ${unique()}` } } })).body.data;
  const skill = (await api('/api/skills', { method: 'POST', token: m.jwt, body: { data: { Name: `Skill ${unique()}` } } })).body.data;
  expect((await setPrivacy(m, { sectors: [sector.id], skills: [skill.id] })).status).toBe(200);
  // Accepted by an organiser: listed in /api/sectors and /api/skills, where the privacy rules are checked too.
  for (const [uid, tag] of [
    ['api::sector.sector', sector],
    ['api::skill.skill', skill],
  ] as const) {
    const accepted = await api(`/content-manager/collection-types/${uid}/${tag.documentId}`, {
      method: 'PUT',
      token: await adminToken(),
      body: { Accepted: true },
    });
    expect(accepted.status).toBe(200);
  }
  const event = await fixtureEvent('Journée à Liège');
  expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: m.jwt })).status).toBe(200);
  const attendee = (await api(`/api/event-attendees?filters[event][id][$eq]=${event.id}`)).body.data[0];
  return { m, company, sector, skill, event, attendee };
}

/** Every URL that can show the member (with its phone and e-mail, were they allowed). */
export function urlsFor(w: Awaited<ReturnType<typeof memberEverywhere>>) {
  const name = encodeURIComponent(w.m.name);
  return [
    `/api/members?filters[Name][$eq]=${name}&populate=*`,
    `/api/members/${w.m.memberId}?populate=*`,
    `/api/members/${w.m.memberId}?populate[sectors][populate]=members`,
    `/api/companies/${w.company.id}?populate=*`,
    `/api/companies?filters[id][$eq]=${w.company.id}&populate[members][fields][0]=Name&populate[members][fields][1]=Phone&populate[members][fields][2]=Email`,
    `/api/events/${w.event.id}?populate[event_attendee][populate]=members`,
    `/api/events?filters[id][$eq]=${w.event.id}&populate[event_attendee][populate]=members`,
    `/api/event-attendees?filters[event][id][$eq]=${w.event.id}&populate=members`,
    `/api/event-attendees/${w.attendee.id}?populate[members][populate]=*`,
    `/api/sectors/${w.sector.id}?populate=members`,
    `/api/sectors?filters[id][$eq]=${w.sector.id}&populate[members][populate][companies][populate]=members`,
    `/api/skills/${w.skill.id}?populate=members`,
  ];
}

/** What each URL shows of the member to `token`'s caller: for every copy, which of Phone/Email it has. */
export async function seen(urls: string[], name: string, token?: string) {
  const out: Record<string, { copies: number; phone: boolean; email: boolean; settings: boolean }> = {};
  for (const url of urls) {
    const res = await api(url, { token });
    expect(res.status, `${url} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
    const copies = copiesOf(res.body, name);
    out[url] = {
      copies: copies.length,
      phone: copies.some((c) => 'Phone' in c),
      email: copies.some((c) => 'Email' in c),
      settings: copies.some((c) => 'PhoneVisibility' in c || 'EmailVisibility' in c || 'HiddenFromDirectory' in c),
    };
  }
  return out;
}
