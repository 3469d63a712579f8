import { useCallback, type ReactNode } from 'react';
import { Box, Button, Container, Flex, Heading, HStack, Link as ChakraLink, Stack, Text } from '@/components/design';
import { RecordPlaceholder } from '@/components/ui/RecordPlaceholder';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CardGrid } from '@/components/ui/CardGrid';
import { TagList } from '@/components/ui/TagList';
import { ContactButtons } from '@/components/ui/ContactButtons';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { LightboxGrid } from '@/components/ui/LightboxGrid';
import { VideoEmbed } from '@/components/ui/VideoEmbed';
import { MemberCard } from '@/components/cards/MemberCard';
import { safeExternalUrl } from '@/lib/urls';
import { companyQueryOptions } from '../queries';
import { companiesTexts as t } from '../texts';

/** Spec §9: the company gallery shows at most 100 photos. */
export const COMPANY_GALLERY_MAX = 100;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" mt="12">
      <Heading as="h2" size="xl" color="brand.navy" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A company's page; an unknown id never gets here (the route shows the 404 page). */
export function CompanyDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const company = useQuery(companyQueryOptions(queryClient, id));
  const name = company.data?.name ?? '';
  const altFor = useCallback((index: number) => t.photoAlt(name, index), [name]);

  const data = company.data;
  if (!data) return <RecordPlaceholder query={company} maxW="6xl" />;

  const website = safeExternalUrl(data.website);
  const linkedin = safeExternalUrl(data.linkedinUrl);
  const place = [data.city, data.country].filter(Boolean).join(', ');
  const photos = data.photos.slice(0, COMPANY_GALLERY_MAX);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} align="flex-start">
        <Box w={{ base: '48', md: '64' }} flexShrink={0} borderRadius="xl" overflow="hidden" boxShadow="md" bg="white" p="4">
          <ResponsiveImage
            media={data.logo}
            alt={`Logo de ${data.name}`}
            fallback="/no-image-found.jpg"
            sizes="(min-width: 768px) 256px, 192px"
            width={256}
            height={256}
            eager
            style={{ objectFit: 'contain' }}
          />
        </Box>
        <Stack gap="4" flex="1" minW="0">
          <Heading as="h1" size="3xl" color="brand.navy">
            {data.name}
          </Heading>
          <TagList items={data.sectors} label="Secteurs" />
          {place && <Text color="fg.muted">{place}</Text>}
          <HStack gap="3" flexWrap="wrap">
            {website && (
              <Button asChild colorPalette="red" bg="brand.accent">
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {t.website}
                </a>
              </Button>
            )}
            <ContactButtons phone={data.phone} email={data.email} callLabel={t.call} emailLabel={t.email} />
          </HStack>
          {data.about && (
            <Text whiteSpace="pre-line" lineHeight="tall">
              {data.about}
            </Text>
          )}
          {data.services.length > 0 && (
            <Box>
              <Heading as="h2" size="md" color="brand.navy" mb="2">
                {t.services}
              </Heading>
              <TagList items={data.services} label={t.services} />
            </Box>
          )}
        </Stack>
      </Flex>

      {data.members.length > 0 && (
        <Section title={t.members}>
          <CardGrid wide={4}>
            {data.members.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} headingLevel="h3" />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}

      {data.videoUrl && safeExternalUrl(data.videoUrl) && (
        <Section title={t.video}>
          <VideoEmbed url={data.videoUrl} title={t.videoTitle(data.name)} linkLabel={t.videoLink} />
        </Section>
      )}

      {photos.length > 0 && (
        <Section title={t.photos}>
          <LightboxGrid
            galleryId="company"
            photos={photos}
            altFor={altFor}
            openLabel={t.openPhoto}
            columns={{ base: 2, md: 3, lg: 4 }}
            sizes="(min-width: 1024px) 280px, (min-width: 768px) 30vw, 45vw"
          />
        </Section>
      )}

      {linkedin && (
        <Box mt="12">
          <ChakraLink href={linkedin} target="_blank" rel="noopener noreferrer" color="brand.navy" fontWeight="semibold">
            {t.linkedin}
          </ChakraLink>
        </Box>
      )}
    </Container>
  );
}
