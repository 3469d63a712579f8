import { EVENT_QUERY } from '@club/contract';
import { apiRequest } from './client';
import { mapMemberSummary } from './companies';
import { mapMedia, text, toQueryString } from './strapi';
import type { StrapiEntityResponse, StrapiEvent, StrapiProgrammeItem } from './wire';
import type { ClubEvent, Media, ProgrammeItem } from './types';
import { byName } from '@/lib/sort';

/** Strapi times are 'HH:mm:ss.SSS'; the site shows 'HH:mm'. */
export function toHourMinute(value: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(value ?? '');
  return match ? `${match[1]}:${match[2]}` : '';
}

export function mapProgrammeItem(raw: StrapiProgrammeItem): ProgrammeItem {
  return {
    id: raw.id,
    title: raw.Title,
    description: text(raw.Description),
    startTime: toHourMinute(raw.StartingTime),
    endTime: toHourMinute(raw.EndTime),
  };
}

export function mapEvent(raw: StrapiEvent): ClubEvent {
  return {
    id: raw.id,
    name: raw.Name,
    description: text(raw.Description),
    date: raw.Date,
    startTime: toHourMinute(raw.StartingTime),
    endTime: toHourMinute(raw.EndTime),
    address: text(raw.Address),
    image: mapMedia(raw.EventImage),
    // Spec §7's order of the plan: the organisers' order, kept by the component as Strapi answers it.
    programme: (raw.Programme ?? []).map(mapProgrammeItem),
    photos: (raw.Photos ?? []).map(mapMedia).filter((photo): photo is Media => photo !== null),
    attendees: (raw.event_attendee?.members ?? []).map(mapMemberSummary).sort(byName),
    seats: { capacity: raw.Capacity ?? null, taken: raw.SeatsTaken ?? 0, waiting: raw.WaitlistLength ?? 0 },
  };
}

export async function fetchEvent(id: number): Promise<ClubEvent> {
  const response = await apiRequest<StrapiEntityResponse<StrapiEvent>>(`/api/events/${id}${toQueryString(EVENT_QUERY)}`);
  return mapEvent(response.data);
}
