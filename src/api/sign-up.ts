import { apiRequest } from './client';
import type { EventSeat } from './types';

/** `token`: the service worker sends with the mirrored session's token (see api/client.ts). */
interface SendOptions {
  token?: string | null;
}

/** On a full event the server puts the member on its waitlist ('waitlisted'): an answer, never an error. */
export type SignUpStatus = 'registered' | 'already-registered' | 'waitlisted' | 'already-waitlisted';
export type LeaveStatus = 'left' | 'left-waitlist' | 'not-registered';

/** The caller's member joins the event, or its waitlist when it is full (the server makes it idempotent). */
export async function signUpForEvent(eventId: number, options: SendOptions = {}): Promise<SignUpStatus> {
  const response = await apiRequest<{ data: { status: SignUpStatus } }>(`/api/events/${eventId}/sign-up`, { method: 'POST', ...options });
  return response.data.status;
}

/** The caller's member leaves the event or its waitlist (idempotent too). */
export async function leaveEvent(eventId: number, options: SendOptions = {}): Promise<LeaveStatus> {
  const response = await apiRequest<{ data: { status: LeaveStatus } }>(`/api/events/${eventId}/sign-up`, { method: 'DELETE', ...options });
  return response.data.status;
}

/** The caller's own place: registered, waiting at a position, or neither. */
export async function fetchEventSeat(eventId: number): Promise<EventSeat> {
  const response = await apiRequest<{ data: EventSeat }>(`/api/events/${eventId}/seat`);
  return response.data;
}
