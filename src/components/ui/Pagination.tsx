import { Box, Button, HStack, Text, css } from '@/components/design';
import { responsivePageLinks, type ResponsivePageLink } from '@/lib/pagination';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages shown around the current one, and at each end (spec: 5/1 for lists, 5/2 for photos). */
  range?: number;
  margin?: number;
}

/** A phone's window: the pages next to the current one and the ends, so that the bar stays on one line at 320 px. */
const NARROW = { range: 3, margin: 1 };

/** Where a link shows: on every width, only below Chakra's `sm` (480 px), or only from it. */
const ONLY_WIDE = css({ display: { base: 'none', sm: 'list-item' } });
const ONLY_NARROW = css({ display: { base: 'list-item', sm: 'none' } });
const shownWhere = (link: ResponsivePageLink) => (link.wide && link.narrow ? undefined : link.wide ? ONLY_WIDE : ONLY_NARROW);

export function Pagination({ page, totalPages, onChange, range = 5, margin = 1 }: PaginationProps) {
  if (totalPages <= 1) return null;
  const links = responsivePageLinks(page, totalPages, { range, margin }, NARROW);
  // On a phone the buttons are xs, and the page buttons a little narrower: the longest bar (‹ 1 2 3 4 5 … 20 ›)
  // fits 288 px. (Each value is written where it is used: Panda compiles literal values only.)
  return (
    <nav aria-label="Pagination">
      <HStack as="ul" listStyleType="none" justify="center" gap="1" flexWrap="nowrap" py="6" data-testid="pagination">
        <li>
          <Button
            size={{ base: 'xs', sm: 'sm' }}
            variant="outline"
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label="Page précédente"
          >
            ‹
          </Button>
        </li>
        {links.map((link) =>
          link.type === 'gap' ? (
            <Box as="li" key={link.key} aria-hidden="true" className={shownWhere(link)}>
              <Text px={{ base: '1', sm: '2' }}>…</Text>
            </Box>
          ) : (
            <Box as="li" key={link.page} className={shownWhere(link)}>
              <Button
                size={{ base: 'xs', sm: 'sm' }}
                minW={{ base: '7', sm: '9' }}
                px={{ base: '1.5', sm: '3.5' }}
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
          <Button
            size={{ base: 'xs', sm: 'sm' }}
            variant="outline"
            onClick={() => onChange(page + 1)}
            disabled={page >= totalPages}
            aria-label="Page suivante"
          >
            ›
          </Button>
        </li>
      </HStack>
    </nav>
  );
}
