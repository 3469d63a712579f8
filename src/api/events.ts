import { apiRequest } from './client';
import { MEMBER_SUMMARY_QUERY, mapMemberSummary } from './companies';
import { MEDIA_FIELDS, mapMedia, text, toQueryString } from './strapi';
import type { StrapiEntityResponse, StrapiEvent, StrapiEventPlan } from './wire';
import type { ClubEvent, EventPlan } from './types';
import { byName } from '@/lib/sort';

// The list and the detail share one shape, so a detail page renders from the list offline.
const EVENT_QUERY = {
  fields: ['Name', 'Description', 'Date', 'StartingTime', 'EndTime', 'Address'],
  populate: {
    EventImage: { fields: MEDIA_FIELDS },
    event_plans: { fields: ['Title', 'Description', 'StartingTime', 'EndTime', 'Order'] },
    event_attendee: { fields: ['id'], populate: { members: MEMBER_SUMMARY_QUERY } },
  },
};

/** Strapi times are 'HH:mm:ss.SSS'; the site shows 'HH:mm'. */
export function toHourMinute(value: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(value ?? '');
  return match ? `${match[1]}:${match[2]}` : '';
}

export function mapEventPlan(raw: StrapiEventPlan): EventPlan {
  return {
    id: raw.id,
    title: raw.Title,
    description: text(raw.Description),
    startTime: toHourMinute(raw.StartingTime),
    endTime: toHourMinute(raw.EndTime),
    order: raw.Order ?? 0,
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
    // Spec §7: plan items sorted by Order (ties keep a stable order by id).
    plans: (raw.event_plans ?? []).map(mapEventPlan).sort((a, b) => a.order - b.order || a.id - b.id),
    attendees: (raw.event_attendee?.members ?? []).map(mapMemberSummary).sort(byName),
  };
}

export async function fetchEvent(id: number): Promise<ClubEvent> {
  const response = await apiRequest<StrapiEntityResponse<StrapiEvent>>(`/api/events/${id}${toQueryString(EVENT_QUERY)}`);
  return mapEvent(response.data);
}
