import { apiRequest } from './client';
import { mapSessionUser } from './auth';
import type { SessionUser } from '@/session/session';

export interface AccountChanges {
  email?: string;
  password?: string;
  /** The server asks for it with a new e-mail or password. */
  currentPassword?: string;
}

export interface AccountUpdate {
  user: SessionUser;
  /** A new e-mail or password revokes the older tokens: the server answers a new one. */
  token?: string;
}

/**
 * Changes the signed-in user's own e-mail and/or password (PUT /api/users/me, the only account
 * write the server allows: PUT /api/users/:id is never used).
 */
export async function updateAccount(changes: AccountChanges): Promise<AccountUpdate> {
  const raw = await apiRequest<Parameters<typeof mapSessionUser>[0] & { jwt?: string }>('/api/users/me', { method: 'PUT', body: changes });
  return { user: mapSessionUser(raw), ...(raw.jwt && { token: raw.jwt }) };
}
