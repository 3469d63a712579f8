import { Box } from '@/components/design';
import { club } from '@/content/club';
import { HomeBanner } from './HomeBanner';
import type { ReactNode } from 'react';
import { NextEvent } from './NextEvent';
import { CommunitySection } from './CommunitySection';
import { PhotoCarousel } from './PhotoCarousel';
import { MembersTeaser } from './MembersTeaser';
import { JoinSection } from './JoinSection';
import { FaqSection } from './FaqSection';
import { AfterFirstPaint } from '@/components/ui/AfterFirstPaint';

/**
 * The home page, in the spec's order (§1): banner, community, photos, members, join, FAQ — with the next
 * event right under the banner (docs/deviations.md).
 */
export function HomePage({ installOffer }: { installOffer?: ReactNode }) {
  return (
    <>
      <Box as="h1" srOnly>
        {club.name}
      </Box>
      <HomeBanner />
      {installOffer}
      <NextEvent />
      <CommunitySection />
      {/* Below the fold on every screen size: drawn once the banner and the community section are on screen. */}
      <AfterFirstPaint minHeight="100vh">
        <PhotoCarousel />
        <MembersTeaser />
        <JoinSection />
        <FaqSection />
      </AfterFirstPaint>
    </>
  );
}
