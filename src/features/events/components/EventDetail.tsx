import type { ReactNode } from 'react';
import { Box, Container, Flex, Heading, Link as DesignLink, Stack, Text } from '@/components/design';
import { RecordPlaceholder } from '@/components/ui/RecordPlaceholder';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { formatDay, formatTimeRange } from '@/lib/dates';
import { mapsUrl } from '@/lib/urls';
import { eventQueryOptions } from '../queries';
import { eventsTexts as t } from '../texts';
import { EventActions } from './EventActions';
import { EventAttendees } from './EventAttendees';
import { EventPhotos } from './EventPhotos';
import { EventProgramme } from './EventProgramme';
import { EventSignUp } from './EventSignUp';
import { SeatsLeft } from '@/components/ui/SeatsLeft';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" mt="12" data-testid={testId}>
      <Heading as="h2" size="xl" color="brand.navy" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * An event's page; an unknown id never gets here (the route shows the 404 page). `afterSignUp`: what the route
 * offers right after a sign-up or a place on the waiting list (the phone's notifications).
 */
export function EventDetail({ id, afterSignUp }: { id: number; afterSignUp?: ReactNode }) {
  const queryClient = useQueryClient();
  const event = useQuery(eventQueryOptions(queryClient, id));
  const data = event.data;
  if (!data) return <RecordPlaceholder query={event} maxW="5xl" />;

  const times = formatTimeRange(data.startTime, data.endTime);
  return (
    <Container maxW="5xl" py={{ base: '8', md: '14' }}>
      <Box borderRadius="xl" overflow="hidden" boxShadow="md" bg="white">
        <ResponsiveImage
          media={data.image}
          alt={t.imageAlt(data.name)}
          fallback="/no-image-found.jpg"
          sizes="(min-width: 1024px) 1024px, 100vw"
          width={1200}
          height={800}
          eager
        />
      </Box>
      <Stack gap="3" mt="8">
        <Heading as="h1" size="3xl" color="brand.navy">
          {data.name}
        </Heading>
        <Flex gap="4" wrap="wrap" color="brand.accent" fontWeight="semibold" fontSize="lg">
          <Text>
            <time dateTime={data.date}>{formatDay(data.date)}</time>
          </Text>
          {times && <Text>{times}</Text>}
        </Flex>
        {data.address && (
          <DesignLink
            href={mapsUrl(data.address)}
            target="_blank"
            rel="noopener noreferrer"
            color="fg.muted"
            textDecoration="underline"
            data-testid="event-address"
          >
            {data.address}
          </DesignLink>
        )}
        {/* Near the top: on a phone the sign-up is on the first screen, above the programme. */}
        <Box as="section" aria-labelledby="event-sign-up-title" py="2" data-testid="event-sign-up">
          <Heading as="h2" id="event-sign-up-title" size="md" color="brand.navy" mb="2">
            {t.signUp}
          </Heading>
          <Stack gap="3">
            {data.seats && <SeatsLeft seats={data.seats} />}
            <EventSignUp event={data} afterSignUp={afterSignUp} />
          </Stack>
        </Box>
        <EventActions event={data} />
        {data.description && (
          <Text whiteSpace="pre-line" lineHeight="tall" mt="2">
            {data.description}
          </Text>
        )}
      </Stack>

      {data.programme.length > 0 && (
        <Section title={t.planning} testId="event-planning">
          <EventProgramme items={data.programme} />
        </Section>
      )}

      {data.photos.length > 0 && (
        <Section title={t.photos} testId="event-photos">
          <EventPhotos eventId={data.id} name={data.name} photos={data.photos} />
        </Section>
      )}

      <Section title={t.attendees} testId="event-attendees">
        <EventAttendees attendees={data.attendees} />
      </Section>
    </Container>
  );
}
