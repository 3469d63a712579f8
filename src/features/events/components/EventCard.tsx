import { Box, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ClubEvent } from '@/api/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { formatDay, formatTimeRange } from '@/lib/dates';
import { eventsTexts as t } from '../texts';

/** One event per row: image, name, date, times, address, description, 'Voir l’événement'. */
export function EventCard({ event, eager = false }: { event: ClubEvent; eager?: boolean }) {
  const times = formatTimeRange(event.startTime, event.endTime);
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      bg="white"
      borderRadius="lg"
      overflow="hidden"
      boxShadow="sm"
      data-testid="event-card"
    >
      <Box w={{ base: 'full', md: '80' }} flexShrink={0}>
        <ResponsiveImage
          media={event.image}
          alt={t.imageAlt(event.name)}
          fallback="/no-image-found.jpg"
          sizes="(min-width: 768px) 320px, 100vw"
          width={480}
          height={320}
          eager={eager}
          style={{ height: '100%' }}
        />
      </Box>
      <Stack p={{ base: '4', md: '6' }} gap="2" flex="1" minW="0">
        <Heading as="h2" size="lg" color="brand.navy">
          {event.name}
        </Heading>
        <Flex gap="4" wrap="wrap" color="brand.accent" fontWeight="semibold">
          <Text>
            <time dateTime={event.date}>{formatDay(event.date)}</time>
          </Text>
          {times && <Text>{times}</Text>}
        </Flex>
        {event.address && <Text color="fg.muted">{event.address}</Text>}
        {event.description && <Text lineClamp={3}>{event.description}</Text>}
        <Box mt="auto" pt="2">
          <ChakraLink asChild color="brand.accent" fontWeight="semibold">
            <Link to="/event-detail/$id" params={{ id: String(event.id) }}>
              {t.see}
            </Link>
          </ChakraLink>
        </Box>
      </Stack>
    </Flex>
  );
}
