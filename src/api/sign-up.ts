import { apiRequest } from './client';

/** `token`: the service worker sends with the mirrored session's token (see api/client.ts). */
interface SendOptions {
  token?: string | null;
}

export type SignUpStatus = 'registered' | 'already-registered';
export type LeaveStatus = 'left' | 'not-registered';

/** The caller's member joins the event (the server makes it idempotent). */
export async function signUpForEvent(eventId: number, options: SendOptions = {}): Promise<SignUpStatus> {
  const response = await apiRequest<{ data: { status: SignUpStatus } }>(`/api/events/${eventId}/sign-up`, { method: 'POST', ...options });
  return response.data.status;
}

/** The caller's member leaves the event (idempotent too). */
export async function leaveEvent(eventId: number, options: SendOptions = {}): Promise<LeaveStatus> {
  const response = await apiRequest<{ data: { status: LeaveStatus } }>(`/api/events/${eventId}/sign-up`, { method: 'DELETE', ...options });
  return response.data.status;
}
