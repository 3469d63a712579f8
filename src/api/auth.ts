import { apiRequest } from './client';
import type { SessionUser } from '@/session/session';
import type { StrapiAuthUser } from './wire';

// users-permissions wire format: { jwt, user: { id, username, email, member: { id } | null } }.

interface StrapiAuthResponse {
  jwt: string;
  user: StrapiAuthUser;
}

export interface AuthResult {
  token: string;
  user: SessionUser;
}

export function mapSessionUser(raw: StrapiAuthUser): SessionUser {
  return { id: raw.id, username: raw.username, email: raw.email, memberId: raw.member?.id ?? null };
}

/** The login call: identifier is the e-mail (the server also answers the user's member id). */
export async function login(email: string, password: string): Promise<AuthResult> {
  const response = await apiRequest<StrapiAuthResponse>('/api/auth/local', {
    method: 'POST',
    body: { identifier: email.trim(), password },
  });
  return { token: response.jwt, user: mapSessionUser(response.user) };
}

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  phone: string;
}

/** Creates the account and its member in one server step; the answer logs the new member in. */
export async function register(input: RegistrationInput): Promise<AuthResult> {
  const response = await apiRequest<StrapiAuthResponse>('/api/auth/local/register', {
    method: 'POST',
    body: { username: input.name.trim(), email: input.email.trim(), password: input.password, phone: input.phone.trim() },
  });
  return { token: response.jwt, user: mapSessionUser(response.user) };
}

/** The signed-in user, with the id of its member. */
export async function fetchCurrentUser(): Promise<SessionUser> {
  return mapSessionUser(await apiRequest<StrapiAuthUser>('/api/users/me'));
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<{ ok: boolean }>('/api/auth/forgot-password', { method: 'POST', body: { email: email.trim() } });
}

export async function resetPassword(code: string, password: string): Promise<void> {
  const response = await apiRequest<{ error?: unknown }>('/api/auth/reset-password', {
    method: 'POST',
    body: { code, password, passwordConfirmation: password },
  });
  // The spec: an answer carrying an error field is a failure too.
  if (response && typeof response === 'object' && 'error' in response && response.error) {
    throw new Error('reset-password failed');
  }
}
