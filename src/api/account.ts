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

/** Everything the club holds about the signed-in member (GET /api/account/export), ready to save as a file. */
export interface AccountExportFile {
  fileName: string;
  content: string;
}

export async function fetchAccountExport(): Promise<AccountExportFile> {
  const data = await apiRequest<{ exportedAt?: string }>('/api/account/export');
  const day = typeof data.exportedAt === 'string' ? data.exportedAt.slice(0, 10) : new Date().toISOString().slice(0, 10);
  return { fileName: `mes-donnees-${day}.json`, content: JSON.stringify(data, null, 2) };
}

/** Deletes the signed-in member's account for good (POST /api/account/delete); the password confirms it. */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest<{ deleted: true }>('/api/account/delete', { method: 'POST', body: { password } });
}

/** A new share key for the member's QR code and link; every earlier one stops working. */
export async function rotateShareKey(): Promise<string> {
  return (await apiRequest<{ shareKey: string }>('/api/account/share-key/rotate', { method: 'POST' })).shareKey;
}
