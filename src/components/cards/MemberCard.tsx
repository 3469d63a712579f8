import { Box, Heading, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import type { MemberSummary } from '@/api/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';

type MemberCardProps = {
  member: MemberSummary;
  /** h3 when the cards sit under a section heading (company members, event attendees). */
  headingLevel?: 'h2' | 'h3';
  /** In the first row of a directory: load the photo at once. */
  eager?: boolean;
};

/** 'Company · City' under the profession. */
const workLine = (member: MemberSummary) =>
  [member.companies.map((company) => company.name).join(', '), member.city].filter(Boolean).join(' · ');

/**
 * A member in a directory; the whole of it links to the member's page. On a phone a compact row (a 56 px
 * photo, name, profession, company and city: a dozen people per screen, scanned at the door); from tablet
 * width a card with a large photo.
 */
export function MemberCard({ member, headingLevel = 'h2', eager = false }: MemberCardProps) {
  const work = workLine(member);
  return (
    <Box
      asChild
      display="flex"
      flexDirection={{ base: 'row', md: 'column' }}
      alignItems={{ base: 'center', md: 'stretch' }}
      gap={{ base: '3', md: '0' }}
      p={{ base: '2', md: '0' }}
      h="full"
      bg="white"
      borderRadius="lg"
      overflow="hidden"
      boxShadow="sm"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: { md: 'translateY(-2px)' } }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.accent', outlineOffset: '2px' }}
    >
      <Link to="/members-detail/$id" params={{ id: member.id }} data-testid="member-card">
        <Box w={{ base: '14', md: 'full' }} flexShrink={0} borderRadius={{ base: 'full', md: 'none' }} overflow="hidden">
          <ResponsiveImage
            media={member.photo}
            alt={`Photo de ${member.name}`}
            fallback="/no-image.png"
            sizes="(min-width: 1024px) 360px, (min-width: 768px) 45vw, 56px"
            width={400}
            height={400}
            eager={eager}
          />
        </Box>
        <Box p={{ base: '0', md: '4' }} textAlign={{ base: 'start', md: 'center' }} minW="0" flex="1">
          <Heading as={headingLevel} size={{ base: 'sm', md: 'md' }} color="brand.navy" lineClamp={{ base: 1, md: 'none' }}>
            {member.name}
          </Heading>
          {member.profession && (
            <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }} mt={{ base: '0', md: '1' }} lineClamp={{ base: 1, md: 'none' }}>
              {member.profession}
            </Text>
          )}
          {work && (
            <Text color="fg.muted" fontSize={{ base: 'xs', md: 'sm' }} mt={{ base: '0', md: '1' }} lineClamp={1}>
              {work}
            </Text>
          )}
        </Box>
      </Link>
    </Box>
  );
}
