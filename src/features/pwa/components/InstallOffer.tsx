import { Box, Button, CloseButton, Container, Flex, Text } from '@chakra-ui/react';
import { useInstallPrompt } from '../install-prompt';
import { pwaTexts as t } from '../texts';

/**
 * The home page's offer to install the app, where a phone user sees it: 'Installer l'application' when the
 * browser offers installation, the way to do it on iOS otherwise; 'Plus tard' hides it for good on this device.
 */
export function InstallOffer() {
  const { canInstall, showIosHint, dismissed, install, dismiss } = useInstallPrompt();
  if (dismissed || (!canInstall && !showIosHint)) return null;
  return (
    <Box bg="brand.navyDark" color="white" py="3" data-testid="install-offer">
      <Container maxW="5xl">
        <Flex align="center" gap="3" wrap="wrap">
          <Text flex="1" minW="48" fontSize="sm">
            {canInstall ? t.offer : t.iosHint}
          </Text>
          {canInstall && (
            <Button size="sm" colorPalette="red" bg="brand.accent" onClick={() => void install()} data-testid="install-offer-button">
              {t.install}
            </Button>
          )}
          <Button size="sm" variant="ghost" color="white" onClick={dismiss} display={{ base: 'none', sm: 'inline-flex' }}>
            {t.later}
          </Button>
          <CloseButton size="sm" color="white" aria-label={t.later} onClick={dismiss} display={{ base: 'inline-flex', sm: 'none' }} />
        </Flex>
      </Container>
    </Box>
  );
}
