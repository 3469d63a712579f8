import { apiRequest } from './client';

export type SignUpStatus = 'registered' | 'already-registered';
export type LeaveStatus = 'left' | 'not-registered';

/** The caller's member joins the event (the server makes it idempotent). */
export async function signUpForEvent(eventId: number): Promise<SignUpStatus> {
  const response = await apiRequest<{ data: { status: SignUpStatus } }>(`/api/events/${eventId}/sign-up`, { method: 'POST' });
  return response.data.status;
}

/** The caller's member leaves the event (idempotent too). */
export async function leaveEvent(eventId: number): Promise<LeaveStatus> {
  const response = await apiRequest<{ data: { status: LeaveStatus } }>(`/api/events/${eventId}/sign-up`, { method: 'DELETE' });
  return response.data.status;
}
