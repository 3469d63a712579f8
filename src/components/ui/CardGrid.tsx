import type { ReactNode } from 'react';
import { SimpleGrid } from '@/components/design';

interface CardGridProps {
  /** Columns on the widest screens. */
  wide?: 3 | 4;
  /** The list's accessible name. */
  label?: string;
  testId?: string;
  /** The `<li>` items. */
  children: ReactNode;
}

/**
 * A list of cards (members, companies): one column of compact rows on a phone, close together so a screen
 * holds many; cards side by side from tablet width.
 */
export function CardGrid({ wide = 3, label, testId, children }: CardGridProps) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={wide === 4 ? { base: 1, md: 2, lg: 4 } : { base: 1, md: 2, lg: 3 }}
      gap={{ base: '2', md: '6' }}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </SimpleGrid>
  );
}
