import { Box, Container, Flex, Link as ChakraLink, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { club } from '@/content/club';

/** The thin bar above the header (spec §1 Top bar). */
export function TopBar() {
  return (
    <Box bg="brand.navyDark" color="white" fontSize="sm" py="2" display={{ base: 'none', md: 'block' }}>
      <Container maxW="7xl">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Text>
            Best choice for Eventrox & Party Events.{' '}
            <ChakraLink asChild color="brand.gold" fontWeight="semibold">
              <Link to="/login" hash="">
                Register Now
              </Link>
            </ChakraLink>
          </Text>
          <Flex gap="5" wrap="wrap">
            <ChakraLink href={`tel:${club.phone.replace(/\s/g, '')}`} color="white">
              {club.phone}
            </ChakraLink>
            <ChakraLink href={`mailto:${club.email}`} color="white">
              {club.email}
            </ChakraLink>
            <Text>{club.openingHours}</Text>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
