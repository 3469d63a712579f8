// Helpers for the API tests: a small fetch wrapper, fresh members, uploads, fixtures.
import { inject } from 'vitest';
import fs from 'node:fs';

export const baseUrl = () => inject('strapiUrl');

export type ApiResponse<T = any> = { status: number; body: T };

type Options = {
  method?: string;
  token?: string;
  /** A value to send as JSON, or a string sent as is (for malformed-JSON tests). */
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
};

/** A client address of its own for each request (the server trusts X-Forwarded-For in the tests). */
const randomClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export async function api<T = any>(
  path: string,
  { method = 'GET', token, body, form, headers = {} }: Options = {},
): Promise<ApiResponse<T>> {
  const h: Record<string, string> = { 'x-forwarded-for': randomClient(), ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (form) payload = form;
  else if (body !== undefined) {
    h['content-type'] ??= 'application/json';
    payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const res = await fetch(`${baseUrl()}${path}`, { method, headers: h, body: payload });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  if (res.status >= 500) await printServerLog(`${method} ${path} → ${res.status}`);
  return { status: res.status, body: parsed };
}

/**
 * The end of Strapi's output, printed with the test that got a 5xx (a test expecting one sees it too): the
 * answer says only 'Internal Server Error', and a CI run on PostgreSQL once got one where no run here does.
 */
async function printServerLog(what: string) {
  await new Promise((resolve) => setTimeout(resolve, 200)); // the log line is written as the answer leaves
  const file = inject('strapiLog');
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  const handle = fs.openSync(file, 'r');
  try {
    const length = Math.min(size, 6_000);
    const tail = Buffer.alloc(length);
    fs.readSync(handle, tail, 0, length, size - length);
    console.error(`[strapi] ${what}; the end of Strapi's output:\n${tail.toString('utf8')}`);
  } finally {
    fs.closeSync(handle);
  }
}

let counter = 0;
/** A unique suffix so every test makes its own people and companies. */
export const unique = () => `${Date.now().toString(36)}${(counter += 1).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type TestMember = {
  jwt: string;
  userId: number;
  memberId: number;
  email: string;
  password: string;
  name: string;
  phone: string;
};

/** Registers a fresh user (and, server-side, its member); fails the test if that does not work. */
export async function registerMember(
  overrides: Partial<{ name: string; email: string; password: string; phone: string }> = {},
): Promise<TestMember> {
  const id = unique();
  const name = overrides.name ?? `Membre Test ${id}`;
  const email = overrides.email ?? `membre-${id}@example.test`;
  const password = overrides.password ?? `Secret-${id}`;
  const phone = overrides.phone ?? '+32 470 12 34 56';
  const res = await api('/api/auth/local/register', { method: 'POST', body: { username: name, email, password, phone } });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { jwt: res.body.jwt, userId: res.body.user.id, memberId: res.body.user.member.id, email, password, name, phone };
}

export async function createCompany(owner: TestMember, data: Record<string, unknown> = {}) {
  const res = await api('/api/companies', {
    method: 'POST',
    token: owner.jwt,
    body: { data: { Name: `Société ${unique()}`, Email: 'contact@societe.test', Phone: '010 11 22 33', ...data } },
  });
  if (res.status !== 201) throw new Error(`company create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; documentId: string; Name: string };
}

// Smallest valid images (1×1 pixel).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>');

type UploadFile = { name: string; bytes: Buffer; type: string };
export const png = (name = 'photo.png'): UploadFile => ({ name, bytes: PNG, type: 'image/png' });

/** POST /api/upload (multipart) with files and ref/refId/field (any of them may be omitted). */
export function upload(
  token: string | undefined,
  files: UploadFile[],
  fields: { ref?: string; refId?: string | number; field?: string } = {},
) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  return api('/api/upload', { method: 'POST', token, form });
}

/** The member with its media and relations, as the public sees it. */
export async function getMember(id: number) {
  const res = await api(`/api/members/${id}?populate=*`);
  if (res.status !== 200) throw new Error(`member ${id}: ${res.status}`);
  return res.body.data;
}

export async function getCompany(id: number) {
  const res = await api(`/api/companies/${id}?populate=*`);
  if (res.status !== 200) throw new Error(`company ${id}: ${res.status}`);
  return res.body.data;
}

/** The fixture events created by the test server (TEST_FIXTURES=true), by name prefix. */
export async function fixtureEvent(namePart: string) {
  const res = await api(`/api/events?filters[Name][$contains]=${encodeURIComponent(namePart)}`);
  const event = res.body?.data?.[0];
  if (!event) throw new Error(`fixture event "${namePart}" not found (is TEST_FIXTURES=true?)`);
  return event as { id: number; documentId: string; Name: string };
}

/** The attendee records of an event, members populated. */
export async function attendeesOf(eventId: number) {
  const res = await api(`/api/event-attendees?filters[event][id][$eq]=${eventId}&populate=members&pagination[pageSize]=100`);
  return res.body.data as Array<{ id: number; members: Array<{ id: number }> }>;
}

let adminJwt: string | undefined;

/** The back-office's super admin (created by the test server with the fixtures). */
export async function adminToken(): Promise<string> {
  if (!adminJwt) {
    const res = await api('/admin/login', {
      method: 'POST',
      body: { email: 'admin@club-entrepreneurs.be', password: process.env.DEMO_ADMIN_PASSWORD || 'Admin1234!' },
    });
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
    adminJwt = res.body.data.token as string;
  }
  return adminJwt;
}

export const ORGANISER = {
  email: 'organisateur@club-entrepreneurs.be',
  password: process.env.DEMO_ORGANISER_PASSWORD || 'Orga12345!',
};

/** The demo organiser's back-office token (role 'Organisateur'). */
export async function organiserToken(): Promise<string> {
  const res = await api('/admin/login', { method: 'POST', body: ORGANISER });
  if (res.status !== 200) throw new Error(`organiser login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

/** What an organiser does in the back-office: delete a record. */
export async function adminDelete(uid: string, documentId: string) {
  const res = await api(`/content-manager/collection-types/${uid}/${documentId}`, { method: 'DELETE', token: await adminToken() });
  if (res.status !== 200) throw new Error(`admin delete failed: ${res.status} ${JSON.stringify(res.body)}`);
}
