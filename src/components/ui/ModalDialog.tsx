import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { ChakraScope } from '@/components/overlays/ChakraScope';

interface ModalDialogProps {
  open: boolean;
  /** Every way out (Esc, the backdrop, ×, the footer's close button) comes through here. */
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  testId: string;
  /** The body. */
  children: ReactNode;
  /** Buttons after the footer's close button. */
  actions?: ReactNode;
}

/** The app's standard dialog: a title, a body, a footer with 'Fermer' (and actions), the × in the corner. */
export function ModalDialog({ open, onOpenChange, title, closeLabel, testId, children, actions }: ModalDialogProps) {
  return (
    <ChakraScope>
      <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid={testId}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => onOpenChange(false)}>
                  {closeLabel}
                </Button>
                {actions}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraScope>
  );
}
