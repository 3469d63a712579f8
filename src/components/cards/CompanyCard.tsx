import { Box, Flex, Heading, HStack, Link as ChakraLink, Tag, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import type { CompanySummary } from '@/api/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';

interface CompanyCardProps {
  company: CompanySummary;
  /** 'Mes sociétés' view: adds the edit link. */
  ownerMode?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** In the first row of a directory: load the logo at once. */
  eager?: boolean;
}

/**
 * Logo, name, about text, services, 'Voir l’entreprise' (and 'Modifier sociétés' for owners). On a phone a
 * compact row (a 56 px logo beside the text, two lines of about); from tablet width a card.
 */
export function CompanyCard({ company, ownerMode = false, headingLevel = 'h2', eager = false }: CompanyCardProps) {
  return (
    <Flex
      direction={{ base: 'row', md: 'column' }}
      gap={{ base: '3', md: '0' }}
      p={{ base: '3', md: '0' }}
      bg="white"
      borderRadius="lg"
      overflow="hidden"
      boxShadow="sm"
      data-testid="company-card"
      h="full"
    >
      <Box
        bg="gray.50"
        p={{ base: '1', md: '4' }}
        w={{ base: '14', md: 'auto' }}
        h={{ base: '14', md: 'auto' }}
        flexShrink={0}
        borderRadius={{ base: 'md', md: 'none' }}
      >
        <ResponsiveImage
          media={company.logo}
          alt={`Logo de ${company.name}`}
          fallback="/no-image-found.jpg"
          sizes="(min-width: 768px) 200px, 56px"
          width={200}
          height={200}
          eager={eager}
          style={{ objectFit: 'contain', maxWidth: 200, margin: '0 auto', display: 'block' }}
        />
      </Box>
      <Flex direction="column" p={{ base: '0', md: '4' }} gap={{ base: '1', md: '2' }} flex="1" minW="0">
        <Heading as={headingLevel} size={{ base: 'sm', md: 'md' }} color="brand.navy">
          {company.name}
        </Heading>
        {company.about && (
          <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }} lineClamp={{ base: 2, md: 3 }}>
            {company.about}
          </Text>
        )}
        {company.services.length > 0 && (
          <HStack as="ul" listStyleType="none" flexWrap="wrap" gap="1" aria-label="Services" display={{ base: 'none', md: 'flex' }}>
            {company.services.map((service) => (
              <li key={service.id}>
                <Tag.Root size="sm" variant="subtle">
                  <Tag.Label>{service.name}</Tag.Label>
                </Tag.Root>
              </li>
            ))}
          </HStack>
        )}
        <HStack mt="auto" pt={{ base: '0', md: '2' }} gap="4" flexWrap="wrap" fontSize={{ base: 'sm', md: 'md' }}>
          <ChakraLink asChild color="brand.accent" fontWeight="semibold">
            <Link to="/societe-detail/$id" params={{ id: company.id }}>
              Voir l’entreprise
            </Link>
          </ChakraLink>
          {ownerMode && (
            <ChakraLink asChild color="brand.navy" fontWeight="semibold">
              <Link to="/societe-detail-edit/$id" params={{ id: company.id }}>
                Modifier sociétés
              </Link>
            </ChakraLink>
          )}
        </HStack>
      </Flex>
    </Flex>
  );
}
