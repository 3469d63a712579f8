import { Box, Container, Flex, Link as ChakraLink, SimpleGrid, Stack, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { club } from '@/content/club';
import { Logo } from './Logo';
import { footerLinks } from './menu';
import { openOfflineDownload } from '@/offline/offline-download-dialog';
import { offlineDownloadTexts } from '@/features/pwa/texts';
import { OfflineReadinessStatus } from '@/features/pwa/components/OfflineReadinessStatus';

export function Footer() {
  return (
    <Box as="footer" bg="brand.navyDark" color="white" pt="12" pb="6" mt="auto">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="3">
            <Link to="/">
              <Logo variant="white" />
            </Link>
            <Text opacity={0.85}>Le club gratuit des entrepreneurs : partager, apprendre, entreprendre ensemble.</Text>
          </Stack>
          <Stack as="nav" aria-label="Liens du pied de page" gap="2">
            {footerLinks.map((link) => (
              <ChakraLink key={link.to} asChild color="white">
                <Link to={link.to}>{link.label}</Link>
              </ChakraLink>
            ))}
            <ChakraLink as="button" color="white" textAlign="start" onClick={openOfflineDownload} data-testid="footer-offline-download">
              {offlineDownloadTexts.menuItem}
            </ChakraLink>
            <OfflineReadinessStatus color="whiteAlpha.900" />
            <ChakraLink asChild color="white">
              <Link to="/confidentialite" data-testid="footer-privacy">
                Confidentialité
              </Link>
            </ChakraLink>
          </Stack>
          <Stack gap="2">
            <ChakraLink href={`tel:${club.phone.replace(/\s/g, '')}`} color="white">
              Tél. : {club.phone}
            </ChakraLink>
            <ChakraLink href={club.instagramUrl} target="_blank" rel="noopener noreferrer" color="white">
              Instagram
            </ChakraLink>
            <ChakraLink href={club.linkedinPageUrl} target="_blank" rel="noopener noreferrer" color="white">
              LinkedIn
            </ChakraLink>
          </Stack>
        </SimpleGrid>
        <Flex mt="10" pt="6" borderTop="1px solid" borderColor="whiteAlpha.300" justify="center">
          <Text fontSize="sm" opacity={0.8}>
            © {new Date().getFullYear()} {club.name} · <span data-testid="app-version">v{__APP_VERSION__}</span>
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
