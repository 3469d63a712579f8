import { Accordion, Box, Container, Heading, Link as ChakraLink, SimpleGrid, Span, Stack, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { faqSections, type FaqItem } from '@/content/faq';
import { safeExternalUrl } from '@/lib/urls';
import { homeTexts as t } from '../texts';

function FaqExtras({ item }: { item: FaqItem }) {
  const external = item.url && !item.url.startsWith('/') ? safeExternalUrl(item.url) : null;
  const digits = item.phoneNumber?.replace(/[^\d+]/g, '').replace(/^\+/, '');
  return (
    <>
      {item.url?.startsWith('/') && (
        <ChakraLink asChild color="brand.accent" fontWeight="semibold">
          {/* FAQ links are plain content strings; the router checks them at runtime. */}
          <Link to={item.url as '/'}>{item.urlLabel ?? item.url}</Link>
        </ChakraLink>
      )}
      {external && (
        <ChakraLink href={external} target="_blank" rel="noopener noreferrer" color="brand.accent" fontWeight="semibold">
          {item.urlLabel ?? external}
        </ChakraLink>
      )}
      {item.phoneNumber && digits && (
        <ChakraLink href={`https://wa.me/${digits}`} target="_blank" rel="noopener noreferrer" color="brand.accent" fontWeight="semibold">
          {t.faqPhone(item.phoneNumber)}
        </ChakraLink>
      )}
    </>
  );
}

/**
 * Five sections, 20 questions (spec §2), each section an accordion: the browser's own disclosures (readable and
 * working before hydration), one open at a time in a section.
 */
export function FaqSection() {
  return (
    <Box as="section" py={{ base: '12', md: '16' }} bg="gray.50" aria-labelledby="faq-titre">
      <Container maxW="6xl">
        <Heading id="faq-titre" as="h2" size="3xl" color="brand.navy" textAlign="center" mb="10">
          {t.faqTitle}
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
          {faqSections.map((section, sectionIndex) => (
            <Box key={section.title} data-testid="faq-section">
              <Heading as="h3" size="lg" color="brand.accent" mb="3">
                {section.title}
              </Heading>
              <Accordion.Root variant="enclosed" bg="white">
                {section.items.map((item) => (
                  <Accordion.Item key={item.id} name={`faq-${sectionIndex}`} data-faq-id={item.id}>
                    <Accordion.ItemTrigger>
                      <Span flex="1" fontWeight="semibold" textAlign="start">
                        {item.title}
                      </Span>
                      <Accordion.ItemIndicator />
                    </Accordion.ItemTrigger>
                    <Accordion.ItemContent>
                      <Accordion.ItemBody>
                        <Stack gap="2">
                          <Text>{item.text}</Text>
                          <FaqExtras item={item} />
                        </Stack>
                      </Accordion.ItemBody>
                    </Accordion.ItemContent>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
