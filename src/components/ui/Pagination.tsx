import { Button, HStack, Text } from '@chakra-ui/react';
import { paginationWindow } from '@/lib/pagination';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages shown around the current one, and at each end (spec: 5/1 for lists, 5/2 for photos). */
  range?: number;
  margin?: number;
}

export function Pagination({ page, totalPages, onChange, range = 5, margin = 1 }: PaginationProps) {
  if (totalPages <= 1) return null;
  const links = paginationWindow(page, totalPages, range, margin);
  return (
    <nav aria-label="Pagination">
      <HStack as="ul" listStyleType="none" justify="center" gap="1" flexWrap="wrap" py="6">
        <li>
          <Button size="sm" variant="outline" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="Page précédente">
            ‹
          </Button>
        </li>
        {links.map((link) =>
          link.type === 'gap' ? (
            <li key={link.key} aria-hidden="true">
              <Text px="2">…</Text>
            </li>
          ) : (
            <li key={link.page}>
              <Button
                size="sm"
                variant={link.page === page ? 'solid' : 'outline'}
                colorPalette="red"
                aria-label={`Page ${link.page}`}
                aria-current={link.page === page ? 'page' : undefined}
                onClick={() => link.page !== page && onChange(link.page)}
              >
                {link.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button size="sm" variant="outline" onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label="Page suivante">
            ›
          </Button>
        </li>
      </HStack>
    </nav>
  );
}
