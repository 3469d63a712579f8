import { Box, Button, Container, Stack, Text } from '@/components/design';
import { Carousel } from '@/components/ui/Carousel';
import { UntilSessionKnown } from '@/components/ui/UntilSessionKnown';
import { BANNER_TAGLINE, bannerItems, type BannerItem } from '@/content/banner';
import { club } from '@/content/club';
import { useSession } from '@/session/use-session';
import { homeTexts as t } from '../texts';

/** Spec §9: infinite, autoplay every 5000 ms, fade, 1 slide, speed 500 ms, arrows. */
export const BANNER_CAROUSEL = { autoplayDelay: 5000, speed: 500, effect: 'fade', arrows: true } as const;
const ON_DARK = { tone: 'light' } as const;

function BannerSlide({ item }: { item: BannerItem }) {
  return (
    // The slide's own background is data (a gradient per slide): an inline style, not a class compiled at build time.
    <Box style={{ background: item.background }} color="white" h={{ base: '440px', md: '540px' }} display="flex" alignItems="center">
      <Container maxW="5xl" textAlign="center" pb="20" px={{ base: '10', md: '20' }}>
        <Stack gap="5" align="center">
          <Text
            textTransform="uppercase"
            letterSpacing="widest"
            fontWeight="semibold"
            color="brand.gold"
            fontSize={{ base: 'sm', md: 'md' }}
          >
            {item.kicker}
          </Text>
          <Text as="p" fontWeight="bold" lineHeight="1.1" fontSize={{ base: '3xl', md: '5xl', lg: '6xl' }}>
            {BANNER_TAGLINE}
          </Text>
          <Text fontSize={{ base: 'md', md: 'xl' }} maxW="3xl" opacity={0.95}>
            {item.text}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

/** The banner: tagline and welcome text in a fading carousel, 'Devenir Membre' over it (for visitors: members already are). */
export function HomeBanner() {
  const { isAuthenticated } = useSession();
  return (
    <Box as="section" position="relative" aria-label={t.bannerLabel} bg="brand.navy" minH={{ base: '440px', md: '540px' }}>
      <Carousel
        items={bannerItems}
        getKey={(item) => item.id}
        renderSlide={(item) => <BannerSlide item={item} />}
        label={t.bannerLabel}
        {...BANNER_CAROUSEL}
        {...ON_DARK}
      />
      {!isAuthenticated && (
        <UntilSessionKnown>
          <Box position="absolute" insetX="0" bottom={{ base: '10', md: '14' }} zIndex="2" textAlign="center" pointerEvents="none">
            <Button asChild size="lg" colorPalette="red" bg="brand.accent" pointerEvents="auto">
              <a href={club.linkedinGroupUrl} target="_blank" rel="noopener noreferrer" data-testid="become-member">
                {t.becomeMember}
                <Box as="span" srOnly>
                  {t.newTab}
                </Box>
              </a>
            </Button>
          </Box>
        </UntilSessionKnown>
      )}
    </Box>
  );
}
