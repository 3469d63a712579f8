import type { APIRequestContext } from '@playwright/test';

// The app's main screens, with ids read from the real API (demo data).
export interface Screen {
  name: string;
  path: string;
  /** Needs a signed-in member. */
  signedIn?: boolean;
}

async function firstId(api: APIRequestContext, url: string): Promise<number> {
  const res = await api.get(url);
  if (!res.ok()) throw new Error(`${url} → ${res.status()}`);
  const id = (await res.json()).data?.[0]?.id;
  if (!id) throw new Error(`${url}: nothing found`);
  return id;
}

export async function mainScreens(api: APIRequestContext, own?: { memberId: number; companyId?: number }): Promise<Screen[]> {
  const memberId = await firstId(api, '/api/members?fields[0]=Name&sort=Name:asc&pagination[pageSize]=1');
  const companyId = await firstId(
    api,
    '/api/companies?fields[0]=Name&filters[CompanyVideoPresentation][$notNull]=true&sort=Name:asc&pagination[pageSize]=1',
  );
  const eventId = await firstId(api, '/api/events?fields[0]=Name&sort=Date:desc&pagination[pageSize]=1');
  const screens: Screen[] = [
    { name: 'home', path: '/' },
    { name: 'members', path: '/members' },
    { name: 'member detail', path: `/members-detail/${memberId}` },
    { name: 'companies', path: '/societe' },
    { name: 'company detail (with video)', path: `/societe-detail/${companyId}` },
    { name: 'events', path: '/events' },
    { name: 'event detail', path: `/event-detail/${eventId}` },
    { name: 'photos', path: '/photos' },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'forgotten password', path: '/forget-password' },
    { name: 'change password', path: '/change-password/0123456789abcdef' },
    { name: 'not found', path: '/nulle-part' },
  ];
  if (own) {
    screens.push(
      { name: 'my profile', path: `/members-detail-edit/${own.memberId}`, signedIn: true },
      { name: 'my companies', path: `/member-societe/${own.memberId}`, signedIn: true },
      { name: 'new company', path: '/societe-detail-edit', signedIn: true },
    );
    if (own.companyId) screens.push({ name: 'company edit', path: `/societe-detail-edit/${own.companyId}`, signedIn: true });
  }
  return screens;
}
