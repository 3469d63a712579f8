import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { paginationWindow } from '@/lib/pagination';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages shown around the current one, and at each end (spec: 5/1 for lists, 5/2 for photos). */
  range?: number;
  margin?: number;
}

/** On a phone only the pages next to the current one (and the ends) show: the bar stays on one line. */
const isFar = (target: number, page: number, totalPages: number, margin: number) =>
  Math.abs(target - page) >= 2 && target > margin && target <= totalPages - margin;

export function Pagination({ page, totalPages, onChange, range = 5, margin = 1 }: PaginationProps) {
  if (totalPages <= 1) return null;
  const links = paginationWindow(page, totalPages, range, margin);
  const size = { base: 'xs', sm: 'sm' } as const;
  return (
    <nav aria-label="Pagination">
      <HStack as="ul" listStyleType="none" justify="center" gap="1" flexWrap="nowrap" py="6" data-testid="pagination">
        <li>
          <Button size={size} variant="outline" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="Page précédente">
            ‹
          </Button>
        </li>
        {links.map((link) =>
          link.type === 'gap' ? (
            <li key={link.key} aria-hidden="true">
              <Text px="2">…</Text>
            </li>
          ) : (
            <Box
              as="li"
              key={link.page}
              display={isFar(link.page, page, totalPages, margin) ? { base: 'none', sm: 'list-item' } : undefined}
            >
              <Button
                size={size}
                variant={link.page === page ? 'solid' : 'outline'}
                colorPalette="red"
                aria-label={`Page ${link.page}`}
                aria-current={link.page === page ? 'page' : undefined}
                onClick={() => link.page !== page && onChange(link.page)}
              >
                {link.page}
              </Button>
            </Box>
          ),
        )}
        <li>
          <Button size={size} variant="outline" onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label="Page suivante">
            ›
          </Button>
        </li>
      </HStack>
    </nav>
  );
}
