import { Box, Spinner, Stack, Text } from '@/components/design';

/**
 * Covers its (position: relative) parent while loading or saving, so nothing can be clicked;
 * the form's own <fieldset disabled> keeps the keyboard out too.
 */
export function SpinnerOverlay({ active, label }: { active: boolean; label?: string }) {
  if (!active) return null;
  return (
    <Box
      position="absolute"
      inset="0"
      bg="whiteAlpha.700"
      zIndex="overlay"
      display="flex"
      alignItems="flex-start"
      justifyContent="center"
      pt="24"
      borderRadius="lg"
      data-testid="spinner-overlay"
      aria-live="polite"
    >
      <Stack align="center" gap="3" position="sticky" top="32">
        <Spinner size="xl" color="brand.accent" borderWidth="4px" />
        {label && (
          <Text fontWeight="semibold" color="brand.navy">
            {label}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
