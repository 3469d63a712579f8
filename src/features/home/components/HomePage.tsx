import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { club } from '@/content/club';

export function HomePage() {
  return (
    <Box bg="brand.navy" color="white" py={{ base: '16', md: '28' }}>
      <Container maxW="5xl" textAlign="center">
        <Stack gap="6" align="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
            Entreprendre, Partage, Vivre, Action
          </Heading>
          <Text fontSize="lg" maxW="2xl">
            Bienvenue au {club.name} : un club gratuit, ouvert à tous les entrepreneurs.
          </Text>
          <Button asChild size="lg" colorPalette="red" bg="brand.accent">
            <Link to="/members">Tous les membres</Link>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
