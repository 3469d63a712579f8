import { Box, Container, Flex, Heading, HStack, Link as ChakraLink, Stack, Text } from '@/components/design';
import { RecordPlaceholder } from '@/components/ui/RecordPlaceholder';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CardGrid } from '@/components/ui/CardGrid';
import { TagList } from '@/components/ui/TagList';
import { ContactButtons } from '@/components/ui/ContactButtons';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { CompanyCard } from '@/components/cards/CompanyCard';
import { safeExternalUrl } from '@/lib/urls';
import { memberQueryOptions } from '../queries';
import { membersTexts as t } from '../texts';
import { AddToContactsButton } from './AddToContactsButton';

/** A member's page; an unknown id never gets here (the route shows the 404 page). */
export function MemberDetail({ id, shareKey }: { id: number; shareKey?: string }) {
  const queryClient = useQueryClient();
  const member = useQuery(memberQueryOptions(queryClient, id, shareKey));
  const data = member.data;
  if (!data) return <RecordPlaceholder query={member} maxW="6xl" />;

  const linkedinUrl = safeExternalUrl(data.linkedinUrl);
  const place = [data.city, data.country].filter(Boolean).join(', ');
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} align="flex-start">
        <Box w={{ base: 'full', md: '80' }} flexShrink={0} borderRadius="xl" overflow="hidden" boxShadow="md" bg="white">
          <ResponsiveImage
            media={data.photo}
            alt={`Photo de ${data.name}`}
            fallback="/no-image.png"
            sizes="(min-width: 768px) 320px, 100vw"
            width={320}
            height={320}
            eager
          />
        </Box>
        <Stack gap="4" flex="1" minW="0">
          <Heading as="h1" size="3xl" color="brand.navy">
            {data.name}
          </Heading>
          {data.profession && (
            <Text fontSize="xl" color="brand.accent" fontWeight="semibold">
              {data.profession}
            </Text>
          )}
          {place && <Text color="fg.muted">{place}</Text>}
          {data.languages && (
            <Text>
              <Text as="span" fontWeight="semibold">
                {t.languages}
              </Text>{' '}
              {data.languages}
            </Text>
          )}
          <HStack gap="3" flexWrap="wrap">
            <ContactButtons phone={data.phone} email={data.email} callLabel={t.call} emailLabel={t.email} emphasizeCall />
            <AddToContactsButton member={data} />
          </HStack>
          {data.aboutMe && (
            <Text whiteSpace="pre-line" lineHeight="tall">
              {data.aboutMe}
            </Text>
          )}
          {linkedinUrl && (
            <ChakraLink href={linkedinUrl} target="_blank" rel="noopener noreferrer" color="brand.navy" fontWeight="semibold">
              {t.linkedin}
            </ChakraLink>
          )}
          <TagList label={t.sectors} items={data.sectors} withHeading />
          <TagList label={t.skills} items={data.skills} withHeading />
        </Stack>
      </Flex>
      {data.companies.length > 0 && (
        <Box mt="12">
          <Heading as="h2" size="xl" color="brand.navy" mb="4">
            {t.companies}
          </Heading>
          <CardGrid>
            {data.companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} headingLevel="h3" />
              </li>
            ))}
          </CardGrid>
        </Box>
      )}
    </Container>
  );
}
