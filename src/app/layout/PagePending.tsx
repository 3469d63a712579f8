import { Center, Spinner, Stack, Text } from '@/components/design';
import { PageHydratedMark } from '../page-hydrated-mark';

/**
 * A page whose data is still on its way (a signed-in page rendered in the browser, a slow network): said in
 * words, and as tall as a page, so the footer does not rise into the screen and drop again when it arrives.
 */
export function PagePending() {
  return (
    <Center minH="70dvh" role="status" aria-live="polite" data-testid="page-pending">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.accent" borderWidth="3px" />
        <Text color="fg.muted">Chargement…</Text>
      </Stack>
      <PageHydratedMark />
    </Center>
  );
}
