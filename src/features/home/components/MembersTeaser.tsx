import { useMemo } from 'react';
import { Box, Button, Container, Flex, Heading } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CardGrid } from '@/components/ui/CardGrid';
import { MemberCard } from '@/components/cards/MemberCard';
import { membersTeaserQueryOptions, TEASER_SIZE } from '../queries';
import { pickRandom, seededRandom } from '@club/contract';
import { homeTexts as t } from '../texts';

/**
 * Drawn once per visit: a background refresh of the same members shows the same eight. The seed comes from when
 * the pool was first fetched, which a server-rendered page carries with its data: the server and the hydrating
 * browser draw the same eight (the server draws per request: it keeps nothing between visitors).
 */
let visitSeed: number | undefined;
const seedFrom = (fetchedAt: number) => (fetchedAt % 9973) / 9973;
const seedOf = (fetchedAt: number) => (import.meta.env.SSR ? seedFrom(fetchedAt) : (visitSeed ??= seedFrom(fetchedAt)));

export function MembersTeaser() {
  const members = useQuery(membersTeaserQueryOptions(useQueryClient()));
  const seed = seedOf(members.dataUpdatedAt);
  const picked = useMemo(() => pickRandom(members.data ?? [], TEASER_SIZE, seededRandom(seed)), [members.data, seed]);

  return (
    <Box as="section" py={{ base: '12', md: '16' }} bg="white" aria-labelledby="membres-titre">
      <Container maxW="6xl">
        <Heading id="membres-titre" as="h2" size="3xl" color="brand.navy" textAlign="center" mb="8">
          {t.membersTitle}
        </Heading>
        <CardGrid wide={4} testId="members-teaser">
          {members.data
            ? picked.map((member) => (
                <li key={member.id}>
                  <MemberCard member={member} headingLevel="h3" />
                </li>
              ))
            : Array.from({ length: TEASER_SIZE }, (_, index) => (
                <Box as="li" key={index} aria-hidden="true" bg="gray.100" borderRadius="lg" aspectRatio="400 / 520" />
              ))}
        </CardGrid>
        <Flex justify="center" mt="10">
          <Button asChild size="lg" colorPalette="red" bg="brand.accent">
            <Link to="/members">{t.allMembers}</Link>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
