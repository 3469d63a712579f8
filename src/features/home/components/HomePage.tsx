import { Box } from '@chakra-ui/react';
import { club } from '@/content/club';
import { HomeBanner } from './HomeBanner';
import { CommunitySection } from './CommunitySection';
import { PhotoCarousel } from './PhotoCarousel';
import { MembersTeaser } from './MembersTeaser';
import { JoinSection } from './JoinSection';
import { FaqSection } from './FaqSection';

/** The home page, in the spec's order (§1): banner, community, photos, members, join, FAQ. */
export function HomePage() {
  return (
    <>
      <Box as="h1" srOnly>
        {club.name}
      </Box>
      <HomeBanner />
      <CommunitySection />
      <PhotoCarousel />
      <MembersTeaser />
      <JoinSection />
      <FaqSection />
    </>
  );
}
