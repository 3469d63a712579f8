import { Box, Text } from '@/components/design';
import { club } from '@/content/club';

/** The club's word mark; white on dark backgrounds (home header, footer). */
export function Logo({ variant = 'dark' }: { variant?: 'dark' | 'white' }) {
  return (
    <Box display="flex" alignItems="center" gap="2" color={variant === 'white' ? 'white' : 'brand.navy'}>
      <Box
        as="span"
        aria-hidden="true"
        display="inline-grid"
        placeItems="center"
        w="10"
        h="10"
        borderRadius="full"
        bg="brand.accent"
        color="white"
        fontWeight="bold"
        fontSize="sm"
      >
        {club.shortName.slice(0, 3)}
      </Box>
      <Text as="span" fontWeight="bold" fontSize={{ base: 'md', lg: 'lg' }} lineHeight="1.1" maxW={{ base: '40', lg: '64' }}>
        Club {club.name}
        {/* The links around the mark lead home: their name is the visible text, then this (WCAG 2.5.3). */}
        <Box as="span" srOnly>
          , accueil
        </Box>
      </Text>
    </Box>
  );
}
