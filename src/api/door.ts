// The door's requests (issue 28; backend/src/api/door/): the attendee list with check-ins, a check-in, an undo.
// Organisers only: the server refuses anyone else (403).
import type { Attendance, CheckInAnswer, CheckInRequest, DoorCheckIn, DoorList, DoorPhoto, DoorWindow, UndoRequest } from '@club/contract';
import { apiRequest } from './client';
import { mapMedia } from './strapi';
import type { Media } from './types';

export type { Attendance, CheckInAnswer, CheckInRequest, DoorCheckIn };

/** One person at the door: a signed-up member, or a guest (name only). */
export interface DoorPerson {
  /** `m<memberId>` for a member, the server's opaque key for a guest. */
  key: string;
  memberId: number | null;
  name: string;
  company: string | null;
  city: string | null;
  photo: Media | null;
  checkIn: DoorCheckIn | null;
  guest: boolean;
}

export interface DoorData {
  event: { id: number; name: string; date: string };
  /** When the door takes check-ins (null: a list stored before the server sent it). */
  window: DoorWindow | null;
  people: DoorPerson[];
  attendance: Attendance;
  readAt: number;
}

/** `token`: the service worker sends with the mirrored session's token (see api/client.ts). */
interface SendOptions {
  token?: string | null;
}

const photoOf = (photo: DoorPhoto | null): Media | null => (photo ? mapMedia({ id: 0, alternativeText: null, ...photo }) : null);

export const memberKey = (memberId: number) => `m${memberId}`;

export function mapDoorList(raw: DoorList): DoorData {
  const members: DoorPerson[] = raw.attendees.map((a) => ({
    key: memberKey(a.memberId),
    memberId: a.memberId,
    name: a.name,
    company: a.company,
    city: a.city,
    photo: photoOf(a.photo),
    checkIn: a.checkIn,
    guest: false,
  }));
  const guests: DoorPerson[] = raw.guests.map((g) => ({
    key: g.key,
    memberId: null,
    name: g.name,
    company: null,
    city: null,
    photo: null,
    checkIn: g.checkIn,
    guest: true,
  }));
  return { event: raw.event, window: raw.window ?? null, people: [...members, ...guests], attendance: raw.attendance, readAt: raw.readAt };
}

export async function fetchDoorList(eventId: number): Promise<DoorData> {
  const response = await apiRequest<{ data: DoorList }>(`/api/events/${eventId}/door`);
  return mapDoorList(response.data);
}

export async function sendCheckIn(eventId: number, request: CheckInRequest, options: SendOptions = {}): Promise<CheckInAnswer> {
  const response = await apiRequest<{ data: CheckInAnswer }>(`/api/events/${eventId}/check-ins`, {
    method: 'POST',
    body: request,
    ...options,
  });
  return response.data;
}

export async function sendUndo(eventId: number, claims: string[], options: SendOptions = {}): Promise<CheckInAnswer> {
  const response = await apiRequest<{ data: CheckInAnswer }>(`/api/events/${eventId}/check-ins/undo`, {
    method: 'POST',
    body: { claims } satisfies UndoRequest,
    ...options,
  });
  return response.data;
}
