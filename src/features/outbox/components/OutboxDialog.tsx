import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { notify } from '@/lib/toasts';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { ChakraScope } from '@/components/overlays/ChakraScope';
import { cancelAction } from '@/offline/queued-actions';
import { closeOutbox, openOutbox, useOutboxOpen } from '@/offline/outbox-dialog';
import { outboxTexts as t } from '../texts';
import { useQueuedActions } from '../use-queued-actions';

/** The list of waiting actions, each with 'Annuler' (loaded on demand: Chakra's dialog, inside ChakraScope). */
export default function OutboxDialog() {
  return (
    <ChakraScope>
      <OutboxDialogContent />
    </ChakraScope>
  );
}

function OutboxDialogContent() {
  const open = useOutboxOpen();
  const actions = useQueuedActions();
  const queryClient = useQueryClient();
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? openOutbox() : closeOutbox())}
      title={t.title}
      closeLabel={t.close}
      testId="outbox"
    >
      <Stack gap="4">
        <Text color="fg.muted">{actions.length ? t.intro : t.empty}</Text>
        {actions.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="3">
            {actions.map((action) => (
              <Box as="li" key={action.mutationId} borderWidth="1px" borderRadius="md" p="3" data-testid="outbox-item">
                <Text fontWeight="semibold">{action.label}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t.queuedAt(format(action.submittedAt, 'dd/MM'), format(action.submittedAt, 'HH:mm'))}
                </Text>
                <Button
                  mt="2"
                  size="sm"
                  variant="outline"
                  aria-label={t.cancelLabel(action.label)}
                  onClick={() => {
                    cancelAction(queryClient, action.mutationId);
                    notify.info(t.cancelled);
                  }}
                >
                  {t.cancel}
                </Button>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </ModalDialog>
  );
}
