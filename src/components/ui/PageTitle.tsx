import { Box, Container, Heading, Text } from '@/components/design';

/** The band at the top of every inner page: the page title and, optionally, a heading under it. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box bg="brand.navy" color="white" py={{ base: '10', md: '14' }} textAlign="center">
      <Container maxW="6xl">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} fontWeight="bold">
          {title}
        </Heading>
        {subtitle && (
          <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} opacity={0.9}>
            {subtitle}
          </Text>
        )}
      </Container>
    </Box>
  );
}
