import { apiRequest } from './client';

export type SignUpStatus = 'registered' | 'already-registered';

/** The caller's member joins the event (the server makes it idempotent). */
export async function signUpForEvent(eventId: number): Promise<SignUpStatus> {
  const response = await apiRequest<{ data: { status: SignUpStatus } }>(`/api/events/${eventId}/sign-up`, {
    method: 'POST',
  });
  return response.data.status;
}
