import type { APIRequestContext } from '@playwright/test';
import { CLUB_TIME_ZONE } from '../../../playwright.config';

// What the public screens must show, read from the real API (never hard-coded demo names).

export interface ApiMedia {
  id: number;
  url: string;
}

export interface ApiCompany {
  id: number;
  Name: string;
  About: string | null;
  Phone: string | null;
  Email: string | null;
  Website: string | null;
  City: string | null;
  Country: string | null;
  CompanyVideoPresentation: string | null;
  CompanyLinkedin: string | null;
  Logo: ApiMedia | null;
  Photos: ApiMedia[] | null;
  members: { id: number; Name: string }[];
  sectors: { id: number; Name: string }[];
  services: { id: number; Name: string }[];
}

export interface ApiEvent {
  id: number;
  Name: string;
  Description: string | null;
  Date: string;
  StartingTime: string | null;
  EndTime: string | null;
  Address: string | null;
  /** The programme, in its order (a repeatable component of the event). */
  Programme: { id: number; Title: string; StartingTime: string | null; EndTime: string | null }[];
  Photos: ApiMedia[] | null;
  event_attendee: { id: number; members: { id: number; Name: string }[] } | null;
}

async function getAll<T>(api: APIRequestContext, path: string, query: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.get(`${path}?${query}&pagination[pageSize]=100&pagination[page]=${page}`);
    if (!res.ok()) throw new Error(`${path} → ${res.status()} ${await res.text()}`);
    const body = await res.json();
    all.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return all;
  }
}

/** In the API's order (Name ascending), as the app lists them. */
export function getAllCompanies(api: APIRequestContext): Promise<ApiCompany[]> {
  return getAll<ApiCompany>(
    api,
    '/api/companies',
    'populate[0]=Logo&populate[1]=Photos&populate[2]=members&populate[3]=sectors&populate[4]=services&sort=Name:asc',
  );
}

export function getAllEvents(api: APIRequestContext): Promise<ApiEvent[]> {
  return getAll<ApiEvent>(api, '/api/events', 'populate[0]=Programme&populate[1]=event_attendee.members&populate[2]=Photos&sort=Date:asc');
}

export async function getEventPhotos(api: APIRequestContext): Promise<ApiMedia[]> {
  const res = await api.get('/api/event-photo?populate[Photo][fields][0]=url');
  if (!res.ok()) throw new Error(`/api/event-photo → ${res.status()}`);
  return (await res.json()).data?.Photo ?? [];
}

/**
 * Today's calendar day in Brussels ('YYYY-MM-DD'): the day the app and the server (the contract's clubToday) call
 * today. Written here again because Playwright cannot load the contract's sources (a CommonJS package of ES modules).
 */
export function brusselsToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 'YYYY-MM-DD' shifted by whole calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** '2025-06-04' → '04-06-2025'. */
export const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

/** '12:00:00.000' → '12:00'. */
export const hourMinute = (time: string | null) => (time ?? '').slice(0, 5);

/** Reads the lightbox target from the page URL's hash. */
export function lightboxHash(url: string): { gid: string | null; pid: string | null } {
  const params = new URLSearchParams(new URL(url).hash.replace(/^#/, ''));
  return { gid: params.get('gid'), pid: params.get('pid') };
}
