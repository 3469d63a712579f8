import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem as system } from '@chakra-ui/react';
import { ModalDialog } from './ModalDialog';

const draw = (onOpenChange: (open: boolean) => void) =>
  render(
    <ChakraProvider value={system}>
      <ModalDialog
        open
        onOpenChange={onOpenChange}
        title="À envoyer"
        closeLabel="Fermer"
        testId="dialog"
        actions={<button type="button">Lancer</button>}
      >
        <p>Le corps</p>
      </ModalDialog>
    </ChakraProvider>,
  );

describe('ModalDialog', () => {
  afterEach(cleanup);

  it('shows the title, the body and the actions after the close button', async () => {
    draw(() => {});
    expect(await screen.findByText('Le corps')).toBeTruthy();
    expect(screen.getByText('À envoyer')).toBeTruthy();
    const lancer = screen.getByRole('button', { name: 'Lancer' });
    // In the footer, right after its 'Fermer'.
    expect(lancer.previousElementSibling?.textContent).toBe('Fermer');
  });

  it("closes through onOpenChange(false) from the footer's button and from the ×", async () => {
    const onOpenChange = vi.fn();
    draw(onOpenChange);
    const [footerClose, cross] = await screen.findAllByRole('button', { name: 'Fermer' });
    expect(cross.getAttribute('data-part')).toBe('close-trigger');
    fireEvent.click(cross);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalled());
    // Chakra's × may report the close more than once: every report says "closed".
    expect(onOpenChange.mock.calls.every(([open]) => open === false)).toBe(true);
    onOpenChange.mockClear();
    fireEvent.click(footerClose);
    expect(onOpenChange.mock.calls).toEqual([[false]]);
  });
});
