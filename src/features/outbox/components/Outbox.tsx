import { useState } from 'react';
import { Badge, Box, Button } from '@/components/design';
import { openOutbox, useOutboxOpen } from '@/offline/outbox-dialog';
import { outboxTexts as t } from '../texts';
import { useQueuedActions } from '../use-queued-actions';
import { resilientLazy } from '@/components/ui/resilient-lazy';

// The list (a dialog: focus trap, positioning) is not part of every page's first download: the header
// fetches it in the background once a member is signed in (only members queue actions), so it opens
// offline even without the service worker.
const loadOutboxDialog = () => import('./OutboxDialog');
const OutboxDialog = resilientLazy(loadOutboxDialog, () => null);

export function preloadOutboxDialog() {
  loadOutboxDialog().catch(() => {
    // Offline or a failed request: it loads when opened.
  });
}

/** In the header: 'À envoyer' with the number of waiting actions (only when there are some), and the list. */
export function Outbox({ color = 'brand.navy' }: { color?: string }) {
  const count = useQueuedActions().length;
  const open = useOutboxOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return (
    <>
      {count > 0 && (
        <Button
          variant="outline"
          size="sm"
          color={color}
          borderColor="brand.gold"
          onClick={openOutbox}
          aria-label={t.button(count)}
          data-testid="outbox-button"
        >
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            {t.title}
          </Box>
          <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid="outbox-count">
            {count}
          </Badge>
        </Button>
      )}
      {wanted && <OutboxDialog />}
    </>
  );
}
