import { Box, Container, Grid, Heading, List, Text } from '@/components/design';
import { Carousel } from '@/components/ui/Carousel';
import { communityItems, type CommunityImage, type CommunityItem } from '@/content/community';
import eventsImage from '../assets/events.svg';
import sharingImage from '../assets/sharing.svg';
import ideasImage from '../assets/ideas.svg';
import { homeTexts as t } from '../texts';
import { BANNER_CAROUSEL } from './HomeBanner';

/** Spec §9: the banner's settings at 750 ms. */
export const COMMUNITY_CAROUSEL = { ...BANNER_CAROUSEL, speed: 750 } as const;

const IMAGES: Record<CommunityImage, string> = { events: eventsImage, sharing: sharingImage, ideas: ideasImage };

function CommunitySlide({ item, eager }: { item: CommunityItem; eager: boolean }) {
  return (
    <Grid
      gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={{ base: '6', md: '12' }}
      alignItems="center"
      px={{ base: '10', md: '16' }}
      py="6"
      minH={{ base: '520px', md: '360px' }}
      bg="white"
    >
      <img
        src={IMAGES[item.image]}
        alt={item.imageAlt}
        width={480}
        height={320}
        loading={eager ? 'eager' : 'lazy'}
        style={{ width: '100%', height: 'auto', borderRadius: 12 }}
      />
      <Box>
        <Heading as="h3" size="2xl" color="brand.navy" mb="4">
          {item.title}
        </Heading>
        <List.Root gap="2" ps="5" color="fg.muted" fontSize="lg">
          {item.items.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Box>
    </Grid>
  );
}

/** Evènements, Partage, Idées. */
export function CommunitySection() {
  return (
    <Box as="section" py={{ base: '12', md: '16' }} bg="white" aria-labelledby="communaute-titre">
      <Container maxW="6xl">
        <Heading id="communaute-titre" as="h2" size="3xl" color="brand.navy" textAlign="center" mb="2">
          {t.communityTitle}
        </Heading>
        <Text textAlign="center" color="fg.muted" mb="8">
          {t.communityLabel}
        </Text>
        <Carousel
          items={communityItems}
          getKey={(item) => item.id}
          renderSlide={(item, index) => <CommunitySlide item={item} eager={index === 0} />}
          label={t.communityLabel}
          {...COMMUNITY_CAROUSEL}
        />
      </Container>
    </Box>
  );
}
