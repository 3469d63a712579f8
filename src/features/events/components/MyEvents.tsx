import { useMemo } from 'react';
import { Button, Container, Stack, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { EventCard } from '@/components/cards/EventCard';
import { PageTitle } from '@/components/ui/PageTitle';
import { eventsQueryOptions } from '../queries';
import { myUpcomingEvents } from '../my-events';
import { eventsTexts as t } from '../texts';

/** 'Mes événements': the upcoming events the member is signed up for (from the stored list: offline too). */
export function MyEvents({ memberId }: { memberId: number }) {
  const events = useQuery(eventsQueryOptions());
  const mine = useMemo(() => myUpcomingEvents(events.data ?? [], memberId), [events.data, memberId]);
  return (
    <>
      <PageTitle title={t.myEvents} />
      <Container maxW="5xl" py="10">
        <Text mb="6" color="fg.muted">
          {t.myEventsIntro}
        </Text>
        {events.data && mine.length === 0 ? (
          <Stack gap="4" align="flex-start" data-testid="my-events-empty">
            <Text>{t.myEventsNone}</Text>
            <Button asChild colorPalette="red" bg="brand.accent">
              <Link to="/events">{t.seeAllEvents}</Link>
            </Button>
          </Stack>
        ) : (
          <Stack as="ul" listStyleType="none" gap="6" aria-label={t.myEvents} data-testid="my-events">
            {mine.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} eager={index === 0} signedUp />
              </li>
            ))}
          </Stack>
        )}
      </Container>
    </>
  );
}
