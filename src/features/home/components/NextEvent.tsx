import { Box, Button, Container, Flex, Heading } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EventCard } from '@/components/cards/EventCard';
import { nextEventQueryOptions } from '@/features/events/queries';
import { homeTexts as t } from '../texts';

/** 'Prochain événement', right under the banner: what a member opens the app for (nothing when none is planned). */
export function NextEvent() {
  const next = useQuery(nextEventQueryOptions(useQueryClient()));
  if (!next.data) return null;
  return (
    <Box as="section" py={{ base: '8', md: '12' }} aria-labelledby="prochain-evenement-titre" data-testid="next-event">
      <Container maxW="5xl">
        <Flex justify="space-between" align="baseline" gap="4" wrap="wrap" mb="5">
          <Heading id="prochain-evenement-titre" as="h2" size="2xl" color="brand.navy">
            {t.nextEventTitle}
          </Heading>
          <Button asChild variant="outline" colorPalette="gray" size="sm">
            <Link to="/events">{t.allEvents}</Link>
          </Button>
        </Flex>
        {/* Right under the banner: on a phone its picture is the first screen's largest element. */}
        <EventCard event={next.data} headingLevel="h3" eager />
      </Container>
    </Box>
  );
}
