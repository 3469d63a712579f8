import { useEffect, useState } from 'react';
import { Box, Spinner } from '@chakra-ui/react';

/** Spec §9: the preloader shows about 1.2 seconds on start, then the app appears. */
export const PRELOADER_MS = 1200;

/**
 * The 1.2 s count from the navigation, not from this component's mount: `index.html` paints the same
 * preloader before any script runs. On a slow phone whose JavaScript takes 2 s to arrive, the app then
 * appears as soon as it is ready instead of 1.2 s later; on a fast one the preloader still shows 1.2 s.
 */
export function remainingPreloaderMs(sinceNavigationMs: number) {
  return Math.max(0, PRELOADER_MS - sinceNavigationMs);
}

/** `appReady`: the offline cache is restored and the page can render (until then the preloader stays). */
export function Preloader({ appReady }: { appReady: boolean }) {
  const [timeUp, setTimeUp] = useState(() => remainingPreloaderMs(performance.now()) === 0);
  useEffect(() => {
    if (timeUp) return;
    const timer = window.setTimeout(() => setTimeUp(true), remainingPreloaderMs(performance.now()));
    return () => window.clearTimeout(timer);
  }, [timeUp]);
  if (timeUp && appReady) return null;
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
