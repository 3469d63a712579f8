import { useState } from 'react';
import { Button, Flex } from '@/components/design';
import type { Media } from '@/api/types';
import { LightboxGrid } from '@/components/ui/LightboxGrid';
import { eventsTexts as t } from '../texts';

/** Photos the grid shows before 'Voir les N photos' (the lightbox browses them all anyway). */
export const EVENT_PHOTOS_SHOWN = 6;

/** The event's own photos: a grid opening the lightbox, folded after the first few. */
export function EventPhotos({ eventId, name, photos }: { eventId: number; name: string; photos: readonly Media[] }) {
  const [unfolded, setUnfolded] = useState(false);
  const shown = unfolded ? photos.length : Math.min(EVENT_PHOTOS_SHOWN, photos.length);
  return (
    <>
      <LightboxGrid
        galleryId={`event-${eventId}`}
        photos={photos}
        to={shown}
        altFor={(index) => t.photoAlt(name, index)}
        openLabel={t.openPhoto}
        columns={{ base: 2, md: 3 }}
        sizes="(min-width: 1024px) 330px, (min-width: 768px) 31vw, 48vw"
      />
      {shown < photos.length && (
        <Flex justify="center" mt="6">
          <Button variant="outline" colorPalette="blue" onClick={() => setUnfolded(true)}>
            {t.allPhotos(photos.length)}
          </Button>
        </Flex>
      )}
    </>
  );
}
