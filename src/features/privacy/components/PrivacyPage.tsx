import { Container, Heading, Link as ChakraLink, List, Stack, Text } from '@/components/design';
import { PageTitle } from '@/components/ui/PageTitle';
import { club } from '@/content/club';
import { DATA_PROTECTION_AUTHORITY, privacyPolicy } from '@/content/privacy-policy';
import { privacyTexts as t } from '../texts';

/** /confidentialite: what the club keeps, why, who sees it, how long, and each right (server-rendered, public). */
export function PrivacyPage() {
  const sections = privacyPolicy(club);
  return (
    <>
      <PageTitle title={t.title} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="8">
          <Text fontSize="lg">{t.intro}</Text>
          {sections.map((section) => (
            <Stack as="section" key={section.id} gap="3" aria-labelledby={`confidentialite-${section.id}`}>
              <Heading as="h2" size="xl" color="brand.navy" id={`confidentialite-${section.id}`}>
                {section.title}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.items && (
                <List.Root ps="5" gap="2">
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          ))}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" fontWeight="semibold">
            <ChakraLink href={`mailto:${club.email}`} color="brand.accent">
              {t.contact} : {club.email}
            </ChakraLink>
            <ChakraLink href={DATA_PROTECTION_AUTHORITY.url} target="_blank" rel="noopener noreferrer" color="brand.accent">
              {DATA_PROTECTION_AUTHORITY.name}
            </ChakraLink>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
