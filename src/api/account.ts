import { apiRequest } from './client';
import { mapSessionUser } from './auth';
import type { SessionUser } from './types';

export interface AccountChanges {
  email?: string;
  password?: string;
}

/**
 * Changes the signed-in user's own e-mail and/or password (PUT /api/users/me, the only account
 * write the server allows: PUT /api/users/:id is never used).
 */
export async function updateAccount(changes: AccountChanges): Promise<SessionUser> {
  const raw = await apiRequest<Parameters<typeof mapSessionUser>[0]>('/api/users/me', { method: 'PUT', body: changes });
  return mapSessionUser(raw);
}
