import { request, type APIRequestContext } from '@playwright/test';
import { API_PORT } from '../../../playwright.config';

// Tests read the real API to know what the pages must show (never hard-coded demo names).
export const API_URL = `http://127.0.0.1:${API_PORT}`;

export async function apiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: API_URL });
}

export interface ApiMember {
  id: number;
  Name: string;
  Profession: string | null;
  City: string | null;
  Country: string | null;
  Phone: string | null;
  Email: string | null;
  AboutMe: string | null;
  LinkedinProfileURL: string | null;
  BioImage: { url: string }[] | null;
  sectors: { id: number; Name: string }[];
  skills: { id: number; Name: string }[];
  companies: { id: number; Name: string }[];
}

export async function getAllMembers(api: APIRequestContext): Promise<ApiMember[]> {
  const all: ApiMember[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.get(
      `/api/members?populate[0]=BioImage&populate[1]=sectors&populate[2]=skills&populate[3]=companies&sort=Name:asc&pagination[pageSize]=100&pagination[page]=${page}`,
    );
    const body = await res.json();
    all.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return all;
  }
}
