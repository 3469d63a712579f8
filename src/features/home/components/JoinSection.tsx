import { Box, Button, Container, Heading, Stack, Text } from '@/components/design';
import { club } from '@/content/club';
import { homeTexts as t } from '../texts';

/** The call to join the club's professional-network group. */
export function JoinSection() {
  return (
    <Box as="section" bg="brand.navy" color="white" py={{ base: '12', md: '16' }} aria-labelledby="rejoindre-titre">
      <Container maxW="4xl" textAlign="center">
        <Stack gap="5" align="center">
          <Heading id="rejoindre-titre" as="h2" size="3xl">
            {t.joinTitle}
          </Heading>
          <Text fontSize="lg" opacity={0.9}>
            {t.joinText}
          </Text>
          <Button asChild size="lg" colorPalette="red" bg="brand.accent">
            <a href={club.linkedinGroupUrl} target="_blank" rel="noopener noreferrer">
              {t.joinButton}
              <Box as="span" srOnly>
                {t.newTab}
              </Box>
            </a>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
