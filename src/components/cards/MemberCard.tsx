import { Box, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Member } from '@/api/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';

type MemberCardProps = {
  member: Pick<Member, 'id' | 'name' | 'profession' | 'city' | 'photo'>;
  /** h3 when the cards sit under a section heading (company members, event attendees). */
  headingLevel?: 'h2' | 'h3';
  /** In the first row of a directory: load the photo at once. */
  eager?: boolean;
};

/** A member in a grid: photo, name, profession; the whole card links to the member's page. */
export function MemberCard({ member, headingLevel = 'h2', eager = false }: MemberCardProps) {
  return (
    <Box
      asChild
      display="block"
      bg="white"
      borderRadius="lg"
      overflow="hidden"
      boxShadow="sm"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.accent', outlineOffset: '2px' }}
    >
      <Link to="/members-detail/$id" params={{ id: String(member.id) }} data-testid="member-card">
        <ResponsiveImage
          media={member.photo}
          alt={`Photo de ${member.name}`}
          fallback="/no-image.png"
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
          width={400}
          height={400}
          eager={eager}
        />
        <Box p="4" textAlign="center">
          <Heading as={headingLevel} size="md" color="brand.navy">
            {member.name}
          </Heading>
          {member.profession && (
            <Text color="fg.muted" mt="1">
              {member.profession}
            </Text>
          )}
          {member.city && (
            <Text color="fg.muted" fontSize="sm" mt="1">
              {member.city}
            </Text>
          )}
        </Box>
      </Link>
    </Box>
  );
}
