import { Button, HStack } from '@/components/design';
import type { ClubEvent } from '@/api/types';
import { notify } from '@/lib/toasts';
import { club } from '@/content/club';
import { formatDay } from '@/lib/dates';
import { downloadFile, fileNameFrom } from '@/lib/download';
import { shareOrCopy } from '@/lib/share';
import { eventsTexts as t } from '../texts';

async function addToCalendar(event: ClubEvent) {
  try {
    // Loaded on demand (the `ics` package is not needed for anything else); precached, so offline too.
    const { buildEventIcs } = await import('../ics');
    const text = buildEventIcs(event, { origin: window.location.origin, productName: club.name });
    downloadFile(text, fileNameFrom(event.name, 'ics', 'evenement'), 'text/calendar');
    notify.success(t.calendarDownloaded);
  } catch (error) {
    console.error('[events] calendar file', error);
    notify.error(t.calendarFailed);
  }
}

async function share(event: ClubEvent) {
  const url = new URL(`/event-detail/${event.id}`, window.location.origin).href;
  const outcome = await shareOrCopy({ title: event.name, text: t.shareText(event.name, formatDay(event.date)), url });
  if (outcome === 'copied') notify.success(t.linkCopied);
  else if (outcome === 'failed') notify.info(t.copyFailed(url));
}

/** 'Ajouter au calendrier' (.ics made on the device) and 'Partager' (share sheet, or the link copied). */
export function EventActions({ event }: { event: ClubEvent }) {
  return (
    <HStack gap="3" flexWrap="wrap" mt="2">
      <Button variant="outline" colorPalette="gray" onClick={() => void addToCalendar(event)} data-testid="add-to-calendar">
        {t.addToCalendar}
      </Button>
      <Button variant="outline" colorPalette="gray" onClick={() => void share(event)} data-testid="share-event">
        {t.share}
      </Button>
    </HStack>
  );
}
