import { useRef } from 'react';
import { Box, Button, CloseButton, Container, Flex, Text } from '@/components/design';
import { useRoomAtPageEnd } from '@/lib/use-room-at-page-end';
import { useInstallPrompt } from '../install-prompt';
import { pwaTexts as t } from '../texts';

/**
 * The home page's offer to install the app, where a phone user sees it: 'Installer l'application' when the
 * browser offers installation, the way to do it on iOS otherwise; 'Plus tard' hides it for good on this device.
 * A bar fixed at the bottom of the screen: the browser's offer comes seconds after the page is drawn, and a
 * bar inserted in the page then pushed everything below it down under the reader (a layout shift). The page
 * gets the bar's height of room after its end, so the bar never hides the footer's last line.
 */
export function InstallOffer() {
  const { canInstall, showIosHint, dismissed, install, dismiss } = useInstallPrompt();
  const bar = useRef<HTMLDivElement>(null);
  const shown = !dismissed && (canInstall || showIosHint);
  useRoomAtPageEnd(bar, shown);
  if (!shown) return null;
  return (
    <Box
      ref={bar}
      position="fixed"
      insetX="0"
      // On the offline banner when it shows (both are fixed at the bottom; it would cover these buttons). A literal:
      // Panda compiles it at build time (BANNER_HEIGHT_VAR, bottom-bars.ts).
      bottom="var(--offline-banner-height, 0px)"
      zIndex="sticky"
      bg="brand.navyDark"
      color="white"
      pt="3"
      pb="calc(var(--chakra-spacing-3) + env(safe-area-inset-bottom))"
      boxShadow="lg"
      data-testid="install-offer"
    >
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
