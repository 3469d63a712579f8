import type { ClubEvent } from '@/api/types';
import type { PageHead } from '@/lib/page-head';
import { shortText } from '@/lib/page-head';
import { brusselsIsoDateTime, formatDay, formatTimeRange } from '@/lib/dates';
import { previewImage } from '@/components/ui/preview-image';
import { eventsTexts } from './texts';

/** An event's page as previews and search engines see it (schema.org Event: date, times, place). */
export function eventHead(event: ClubEvent): PageHead {
  const when = [formatDay(event.date), formatTimeRange(event.startTime, event.endTime)].filter(Boolean).join(', ');
  const description = shortText([when, event.address, event.description].filter(Boolean).join(' — '));
  const image = previewImage(event.image);
  return {
    title: event.name,
    description,
    path: `/event-detail/${event.id}`,
    image,
    imageAlt: eventsTexts.imageAlt(event.name),
    type: 'article',
    jsonLd: {
      '@type': 'Event',
      name: event.name,
      startDate: event.startTime ? brusselsIsoDateTime(event.date, event.startTime) : event.date,
      ...(event.endTime ? { endDate: brusselsIsoDateTime(event.date, event.endTime) } : {}),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      ...(event.description ? { description: shortText(event.description, 300) } : {}),
      ...(image ? { image } : {}),
      ...(event.address ? { location: { '@type': 'Place', name: event.address, address: event.address } } : {}),
    },
  };
}

export const eventsListHead = (): PageHead => ({
  title: eventsTexts.title,
  description: 'Les prochains événements du club : dates, horaires, lieux, programme et inscription.',
  path: '/events',
});
