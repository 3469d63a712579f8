import { useEffect, useState } from 'react';
import { Box, Spinner } from '@chakra-ui/react';

/** Spec §9: the preloader shows about 1.2 seconds on start, then the app appears. */
export const PRELOADER_MS = 1200;

export function Preloader() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="white"
      display="grid"
      placeItems="center"
      role="status"
      aria-label="Chargement"
      data-testid="preloader"
    >
      <Spinner size="xl" color="brand.accent" borderWidth="4px" />
    </Box>
  );
}
