import { Text } from '@/components/design';

export const NO_RESULT = 'Aucun résultat';

export function EmptyState({ message = NO_RESULT }: { message?: string }) {
  return (
    <Text role="status" textAlign="center" fontSize="lg" color="fg.muted" py="12">
      {message}
    </Text>
  );
}
