import { Alert } from '@chakra-ui/react';

/** The error area above a form (spec §8: the server's message, or 'Something went wrong!'). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid="form-error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
