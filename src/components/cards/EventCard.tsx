import { Badge, Box, Flex, Heading, LinkBox, LinkOverlay, Stack, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import type { EventSummary } from '@/api/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { formatDay, formatTimeRange } from '@/lib/dates';
import { SeatsLeft } from '@/components/ui/SeatsLeft';

const t = {
  see: 'Voir l’événement',
  signedUp: 'Inscrit ✓',
  imageAlt: (name: string) => `Image de l’événement ${name}`,
};

/**
 * One event per row: image, name, date, times, address, description, 'Voir l’événement'. The whole card is
 * one link (the 'Voir l’événement' link stretched over it): a tap anywhere opens the event.
 */
export function EventCard({
  event,
  eager = false,
  headingLevel = 'h2',
  signedUp = false,
}: {
  event: EventSummary;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The viewer is signed up: their own state shows, not the seats left ('Complet' would read as a refusal). */
  signedUp?: boolean;
}) {
  const times = formatTimeRange(event.startTime, event.endTime);
  return (
    <LinkBox
      as="article"
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      bg="white"
      borderRadius="lg"
      overflow="hidden"
      boxShadow="sm"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
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
        <Heading as={headingLevel} size="lg" color="brand.navy">
          {event.name}
        </Heading>
        <Flex gap="4" wrap="wrap" color="brand.accent" fontWeight="semibold">
          <Text>
            <time dateTime={event.date}>{formatDay(event.date)}</time>
          </Text>
          {times && <Text>{times}</Text>}
        </Flex>
        {event.address && <Text color="fg.muted">{event.address}</Text>}
        {signedUp ? (
          <Badge alignSelf="flex-start" size="lg" variant="subtle" colorPalette="green" data-testid="my-state">
            {t.signedUp}
          </Badge>
        ) : (
          event.seats && <SeatsLeft seats={event.seats} />
        )}
        {event.description && <Text lineClamp={3}>{event.description}</Text>}
        <Box mt="auto" pt="2">
          <LinkOverlay
            asChild
            color="brand.accent"
            fontWeight="semibold"
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.accent' }}
          >
            <Link to="/event-detail/$id" params={{ id: event.id }}>
              {t.see}
            </Link>
          </LinkOverlay>
        </Box>
      </Stack>
    </LinkBox>
  );
}
