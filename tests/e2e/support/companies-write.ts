import { expect, type APIRequestContext } from '@playwright/test';
import { apiContext } from './api';
import { pngImage, type RegisteredUser } from './accounts';

export interface ApiCompany {
  id: number;
  Name: string;
  Email: string | null;
  Phone: string | null;
  NumberOfEmployees: number | null;
  Logo: { id: number; url: string } | null;
  Photos: { id: number; url: string }[] | null;
  members: { id: number }[];
  sectors: { id: number; Name: string }[];
  skills: { id: number; Name: string }[];
  services: { id: number; Name: string }[];
}

export async function getCompany(id: number, api?: APIRequestContext): Promise<ApiCompany> {
  const context = api ?? (await apiContext());
  const populate = ['Logo', 'Photos', 'members', 'sectors', 'skills', 'services'].map((p, i) => `populate[${i}]=${p}`).join('&');
  const response = await context.get(`/api/companies/${id}?${populate}`);
  expect(response.ok()).toBe(true);
  const body = await response.json();
  if (!api) await context.dispose();
  return body.data;
}

/** A company of `owner`, made through the API, with `photos` photos. */
export async function createCompanyViaApi(owner: RegisteredUser, name: string, photos = 0): Promise<number> {
  const api = await apiContext();
  const headers = { Authorization: `Bearer ${owner.jwt}` };
  const created = await api.post('/api/companies', {
    headers,
    data: { data: { Name: name, Email: 'contact@exemple.be', Phone: '081 00 00 00' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  for (let i = 0; i < photos; i += 1) {
    const upload = await api.post('/api/upload', {
      headers,
      multipart: {
        files: { name: `photo-${i}.png`, mimeType: 'image/png', buffer: pngImage(32, 24, [40 * i, 100, 150]) },
        ref: 'api::company.company',
        refId: String(id),
        field: 'Photos',
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
  }
  await api.dispose();
  return id;
}
