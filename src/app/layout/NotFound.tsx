import { Button, Container, Heading, Stack, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { PageHydratedMark } from '../page-hydrated-mark';

export const NOT_FOUND_TITLE = 'Page non trouvée';

/** The catch-all page (spec §2): title 404, 'Page non trouvée', a text and 'Accueil'. */
export function NotFound() {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" fontSize={{ base: '6xl', md: '8xl' }} color="brand.accent" lineHeight="1">
          404
        </Heading>
        <Heading as="h2" size="2xl" color="brand.navy">
          {NOT_FOUND_TITLE}
        </Heading>
        <Text color="fg.muted">La page que vous cherchez n’existe pas ou a été déplacée.</Text>
        <Button asChild colorPalette="red" bg="brand.accent" size="lg">
          <Link to="/">Accueil</Link>
        </Button>
      </Stack>
      <PageHydratedMark />
    </Container>
  );
}
